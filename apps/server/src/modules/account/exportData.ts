import { randomBytes } from 'node:crypto';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Queryable } from '../../db/Db.ts';
import type { FileStorage } from '../../providers/storage/FileStorage.ts';
import { urlOfKey } from '../users/uploads.ts';
import type { AccountContribution } from './AccountContribution.ts';

/** How long an export's download address works. */
export const EXPORT_TTL_MS = 10 * 60 * 1000;

const README = `上海汽车报 · 个人数据导出

本压缩包由服务器在导出时生成，每个 JSON 文件是一类数据：
profile.json 账号资料与登录设备；messages.json 消息；feedback.json 意见反馈与回复；
orders.json 订单；subscriptions.json 订阅；addresses.json 收货地址；其余文件来自其他功能模块。
时间均为 UTC（ISO 8601）；金额以分为单位。
`;

/** The ZIP of a reader's data: one JSON file per contribution's export, and a README. */
export async function buildExportZip(db: Queryable, storage: FileStorage, contributions: readonly AccountContribution[], userId: number, now: Date): Promise<{ zip: Uint8Array; files: string[] }> {
  const entries: Zippable = { 'README.txt': strToU8(README) };
  const files: string[] = [];
  for (const file of contributions.flatMap((c) => c.exports ?? [])) {
    const data = await file.collect(db, userId, storage);
    entries[file.file] = strToU8(JSON.stringify({ exportedAt: now.toISOString(), data }, null, 2));
    files.push(file.file);
  }
  return { zip: zipSync(entries, { level: 6, mtime: now }), files };
}

/** The storage key of an export: the reader and the expiry are in the name, the rest is random. */
export function exportKey(userId: number, expiresAt: Date): string {
  return `exports/${userId}-${expiresAt.getTime()}-${randomBytes(16).toString('hex')}.zip`;
}

/** When an export key stops working, or `null` for a key that is not an export. */
export function exportExpiry(key: string): Date | null {
  const match = /^exports\/\d+-(\d{13})-[0-9a-f]{32}\.zip$/.exec(key);
  return match ? new Date(Number(match[1])) : null;
}

/** Makes the ZIP, stores it and answers its short-lived address. */
export async function exportData(db: Queryable, storage: FileStorage, contributions: readonly AccountContribution[], userId: number, now: Date) {
  const { zip, files } = await buildExportZip(db, storage, contributions, userId, now);
  const expiresAt = new Date(now.getTime() + EXPORT_TTL_MS);
  const key = exportKey(userId, expiresAt);
  await storage.put(key, zip);
  return { url: urlOfKey(key), expiresAt: expiresAt.toISOString(), files: ['README.txt', ...files] };
}
