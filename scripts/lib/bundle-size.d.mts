// Types of bundle-size.mjs for TypeScript importers (the e2e budget test); the JSDoc there is the
// source of truth, keep the two in step.
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  [field: string]: unknown;
}
export type Manifest = Record<string, ManifestChunk>;
export interface ChunkSize {
  key: string;
  file: string;
  name: string;
  raw: number;
  gzip: number;
}

export const MANIFEST_PATH: string;
export const HOME_INITIAL_BUDGET: number;
export const HOME_FETCHED_BUDGETS: { browser: number; app: number; wechat: number };
export const DEFAULT_HOME_ROUTE_PATTERN: RegExp;

export function readManifest(dir: string): Manifest;
export function findEntryKey(manifest: Manifest): string;
export function initialChunksFor(manifest: Manifest, entryKey: string, extraDynamicKeys?: readonly string[]): string[];
export function parsePattern(value: string | RegExp | null | undefined): RegExp | null;
export function findRouteKeys(manifest: Manifest, pattern: RegExp, entryKey?: string): string[];
export function gzipSize(fileOrBytes: string | Uint8Array): number;
export function formatKb(bytes: number): string;
export function sizeChunks(dir: string, manifest: Manifest, keys: readonly string[]): ChunkSize[];
export function totalGzip(chunks: readonly ChunkSize[]): number;
export function homeInitialReport(
  dir: string,
  options?: { pattern?: string | RegExp | null },
): { entryKey: string; routeKeys: string[]; chunks: ChunkSize[]; total: number };
export function lazyChunksReport(dir: string, manifest: Manifest, loadedKeys: readonly string[]): Array<ChunkSize & { adds: number }>;
export function formatChunkList(chunks: readonly ChunkSize[]): string;
