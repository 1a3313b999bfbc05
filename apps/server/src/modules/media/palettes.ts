/** A gradient sky, a skyline tint and an accent for one image theme. */
export interface Palette {
  skyTop: string;
  skyBottom: string;
  skyline: string;
  accent: string;
}

/** Hand-picked so white labels stay readable on every one of them. */
export const PALETTES: readonly Palette[] = [
  { skyTop: '#1e3c72', skyBottom: '#2a5298', skyline: '#0f2350', accent: '#ffd166' },
  { skyTop: '#134e5e', skyBottom: '#71b280', skyline: '#0b3440', accent: '#f9f871' },
  { skyTop: '#c0392b', skyBottom: '#f39c6b', skyline: '#6d1a12', accent: '#fff3b0' },
  { skyTop: '#42275a', skyBottom: '#734b6d', skyline: '#261532', accent: '#ffb4a2' },
  { skyTop: '#0f2027', skyBottom: '#2c5364', skyline: '#08141a', accent: '#4dd0e1' },
  { skyTop: '#4568dc', skyBottom: '#b06ab3', skyline: '#2a2f6e', accent: '#ffe29a' },
  { skyTop: '#ff7e5f', skyBottom: '#feb47b', skyline: '#8a3b2a', accent: '#ffffff' },
  { skyTop: '#355c7d', skyBottom: '#c06c84', skyline: '#1f3449', accent: '#f8b195' },
  { skyTop: '#11998e', skyBottom: '#38ef7d', skyline: '#075e57', accent: '#ffffff' },
  { skyTop: '#d7000f', skyBottom: '#ff6a4d', skyline: '#7a0009', accent: '#ffe8a3' },
];

/** A stable palette for any integer (a category id, an ad id). */
export function paletteFor(key: number): Palette {
  return PALETTES[Math.abs(key) % PALETTES.length] as Palette;
}

/** Car body colours that read well against every sky. */
export const CAR_COLOURS = ['#f5f5f5', '#e63946', '#1d3557', '#2a9d8f', '#f4a261', '#8d99ae', '#ffb703', '#3a86ff'] as const;
