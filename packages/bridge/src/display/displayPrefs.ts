import { getLocalJson, LocalKey, setLocalJson } from '../storage.ts';

/** The text sizes of settings: 标准, 大, 特大, 超大 (the root size, so every rem scales). */
export const TEXT_SCALES = [1, 1.125, 1.25, 1.5] as const;
export type TextScale = (typeof TEXT_SCALES)[number];
export type ThemeChoice = 'system' | 'light' | 'dark';

export interface DisplayPrefs {
  textScale: TextScale;
  /** 'system' follows the device's dark mode. */
  theme: ThemeChoice;
  /** 长辈模式: body text at least 18 px, bigger targets, no pop-ups, a simpler home. */
  elder: boolean;
}

export const DEFAULT_DISPLAY_PREFS: DisplayPrefs = { textScale: 1, theme: 'system', elder: false };

/** The reader's display choices, or the defaults (anything unreadable falls back too). */
export function getDisplayPrefs(): DisplayPrefs {
  const stored = getLocalJson<Partial<DisplayPrefs>>(LocalKey.displayPrefs, {});
  return {
    textScale: TEXT_SCALES.includes(stored.textScale as TextScale) ? (stored.textScale as TextScale) : 1,
    theme: stored.theme === 'light' || stored.theme === 'dark' ? stored.theme : 'system',
    elder: stored.elder === true,
  };
}

/**
 * Puts the choices on the page: the root font size (16 px × scale, at least 18 px in 长辈模式),
 * `data-theme` when a theme is chosen (the ui-kit's dark tokens otherwise follow the system), and
 * `data-elder` for 长辈模式. Call at start-up, before the first paint.
 */
export function applyDisplayPrefs(prefs: DisplayPrefs, root: HTMLElement = document.documentElement): void {
  const scale = prefs.elder ? Math.max(prefs.textScale, 1.125) : prefs.textScale;
  root.style.fontSize = scale === 1 ? '' : `${scale * 100}%`;
  if (prefs.theme === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', prefs.theme);
  if (prefs.elder) root.setAttribute('data-elder', '');
  else root.removeAttribute('data-elder');
}

/** Saves and applies new choices. */
export function setDisplayPrefs(prefs: DisplayPrefs): void {
  setLocalJson(LocalKey.displayPrefs, prefs);
  applyDisplayPrefs(prefs);
}
