/**
 * A stylised sedan in side view, facing right, drawn in a 196×70 box whose top-left is the
 * origin: body, windows, wheels and a soft shadow. Shared by the news and advertisement images.
 */
export function carShape(x: number, y: number, body: string, light: string, scale = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
<ellipse cx="98" cy="64" rx="94" ry="6" fill="#000" opacity=".28"/>
<path d="M4 40C4 32 10 28 22 27L50 25C62 14 76 6 98 6L118 6C134 6 146 14 158 24L176 28C186 30 192 34 192 42L192 48C192 51 190 53 186 53L10 53C6 53 4 51 4 48Z" fill="${body}"/>
<path d="M56 25C66 16 78 11 96 11L104 11L104 25Z M109 11L118 11C131 11 141 16 150 25L109 25Z" fill="#1d2b3a" opacity=".82"/>
<path d="M104 28V50M22 38H186" stroke="#000" stroke-opacity=".14" stroke-width="1.5" fill="none"/>
<ellipse cx="185" cy="36" rx="5" ry="3" fill="${light}"/>
<rect x="5" y="33" width="6" height="5" rx="1.5" fill="#ff4d4d"/>
<circle cx="44" cy="53" r="13" fill="#1b1b1b"/><circle cx="44" cy="53" r="6" fill="#c9ced6"/>
<circle cx="156" cy="53" r="13" fill="#1b1b1b"/><circle cx="156" cy="53" r="6" fill="#c9ced6"/>
</g>`;
}
