import { beforeEach, describe, expect, it } from 'vitest';
import { setLocal, LocalKey } from '../storage.ts';
import { applyDisplayPrefs, DEFAULT_DISPLAY_PREFS, getDisplayPrefs, setDisplayPrefs } from './displayPrefs.ts';

describe('display preferences', () => {
  beforeEach(() => {
    localStorage.clear();
    applyDisplayPrefs(DEFAULT_DISPLAY_PREFS);
  });

  it('should default to normal text following the system theme, and ignore what it cannot read', () => {
    expect(getDisplayPrefs()).toEqual(DEFAULT_DISPLAY_PREFS);
    setLocal(LocalKey.displayPrefs, '{"textScale":3,"theme":"pink","elder":"yes"}');
    expect(getDisplayPrefs()).toEqual(DEFAULT_DISPLAY_PREFS);
  });

  it('should keep and apply a choice: root size, theme and 长辈模式 (at least 18 px)', () => {
    setDisplayPrefs({ textScale: 1.25, theme: 'dark', elder: false });
    expect(getDisplayPrefs()).toEqual({ textScale: 1.25, theme: 'dark', elder: false });
    const root = document.documentElement;
    expect([root.style.fontSize, root.dataset.theme, root.hasAttribute('data-elder')]).toEqual(['125%', 'dark', false]);
    setDisplayPrefs({ textScale: 1, theme: 'system', elder: true });
    expect([root.style.fontSize, root.dataset.theme, root.hasAttribute('data-elder')]).toEqual(['112.5%', undefined, true]);
  });
});
