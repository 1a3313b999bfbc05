import { useState } from 'react';
import { getDisplayPrefs, setDisplayPrefs, TEXT_SCALES, type DisplayPrefs, type ThemeChoice } from '@shqcb/bridge';

const SCALE_NAMES = ['标准', '大', '特大', '超大'] as const;
const THEMES: { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: '跟随系统' },
  { value: 'light', label: '浅色' },
  { value: 'dark', label: '深色' },
];

/** 显示: text size in four steps, dark mode (follows the system unless chosen) and 长辈模式, applied at once. */
export function DisplaySettings() {
  const [prefs, setPrefs] = useState(getDisplayPrefs);
  const change = (next: Partial<DisplayPrefs>) => {
    const merged = { ...prefs, ...next };
    setPrefs(merged);
    setDisplayPrefs(merged);
  };
  return (
    <section className="shq-settings__group" aria-labelledby="shq-settings-display">
      <h2 id="shq-settings-display" className="shq-settings__group-title">
        显示
      </h2>
      <fieldset className="shq-settings__row shq-settings__choices">
        <legend className="shq-settings__legend">字号</legend>
        {TEXT_SCALES.map((scale, index) => (
          <label key={scale} className="shq-settings__choice">
            <input type="radio" name="text-scale" checked={prefs.textScale === scale} onChange={() => change({ textScale: scale })} />
            {SCALE_NAMES[index]}
          </label>
        ))}
      </fieldset>
      <fieldset className="shq-settings__row shq-settings__choices">
        <legend className="shq-settings__legend">深色模式</legend>
        {THEMES.map((theme) => (
          <label key={theme.value} className="shq-settings__choice">
            <input type="radio" name="theme" checked={prefs.theme === theme.value} onChange={() => change({ theme: theme.value })} />
            {theme.label}
          </label>
        ))}
      </fieldset>
      <label className="shq-settings__row">
        <span>
          长辈模式
          <span className="shq-settings__hint">更大的字和按钮，更简洁的首页，不弹出推广</span>
        </span>
        <input type="checkbox" role="switch" className="shq-settings__switch" checked={prefs.elder} onChange={(event) => change({ elder: event.target.checked })} />
      </label>
    </section>
  );
}
