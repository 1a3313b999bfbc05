/**
 * ¥360.00 from 36000 fen. Money is integer fen everywhere (decision 0027); only the screen turns it
 * into yuan, and only for showing.
 *
 * @example
 * formatFen(9800); // '¥98.00'
 */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}¥${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
