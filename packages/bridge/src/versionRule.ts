import { LocalKey, getLocal } from './storage.ts';

/** SPEC §9: app builds below this number can still be asked to update themselves (go-now). */
export const VERSION_THRESHOLD = 211;

/** Which version-update overlay to show. */
export type VersionUpdateVariant = 'go-now' | 'copy-link';

export interface VersionState {
  /** The stored app build number (`version`), null when the app stored none. */
  version: number | null;
  /** The `moreOldVersion` flag: the app is older than the builds that can take the update request. */
  moreOldVersion: boolean;
}

/** Reads `version` and `moreOldVersion` (SPEC §3). A flag of '', '0' or 'false' counts as unset. */
export function readVersionState(): VersionState {
  const raw = getLocal(LocalKey.version);
  const parsed = raw !== null && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : null;
  const flag = (getLocal(LocalKey.moreOldVersion) ?? '').trim().toLowerCase();
  return { version: parsed, moreOldVersion: flag !== '' && flag !== '0' && flag !== 'false' };
}

/**
 * The variant rule (SPEC §4; the spec leaves moreOldVersion's part open, this is ours):
 * - moreOldVersion set → copy-link: the app predates the update request, only a new install helps;
 * - a stored version below 211 → go-now: the app opens its market page itself;
 * - 211 and above, or no stored version (an app too old to report it) → copy-link.
 *
 * @example
 * versionUpdateVariant({ version: 200, moreOldVersion: false }) // 'go-now'
 * versionUpdateVariant({ version: 200, moreOldVersion: true })  // 'copy-link'
 */
export function versionUpdateVariant({ version, moreOldVersion }: VersionState = readVersionState()): VersionUpdateVariant {
  if (moreOldVersion) return 'copy-link';
  return version !== null && version < VERSION_THRESHOLD ? 'go-now' : 'copy-link';
}

/** The stored app build number, or null (SPEC §4: saving a poster without one opens the overlay). */
export function storedAppVersion(): number | null {
  return readVersionState().version;
}

let downloadUrl: string | null = null;

/**
 * Sets the address readers download the app from (the copy-link overlay copies it); the shell sets
 * it from `VITE_APP_DOWNLOAD_URL`.
 *
 * @example
 * configureAppDownloadUrl('https://m.example.cn/app/');
 */
export function configureAppDownloadUrl(url: string | null | undefined): void {
  downloadUrl = url?.trim() || null;
}

/** The app's download address: the configured one, else this site's own page. */
export function appDownloadUrl(): string {
  if (downloadUrl) return downloadUrl;
  const here = globalThis.location;
  return `${here.origin}${here.pathname}`;
}
