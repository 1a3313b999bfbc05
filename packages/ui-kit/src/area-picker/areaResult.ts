/** A region of the area picker (SPEC §3 "Area node"). */
export interface AreaNode {
  code: string | number;
  /** The region's name, e.g. '上海市', '浦东新区'. */
  address: string;
  /**
   * false marks a last-level region (choosing it closes the picker at once). When unknown, the
   * picker asks the loader and treats an empty answer as "no children".
   */
  hasChildren?: boolean;
}

/**
 * The picker's answer (SPEC §4): the chosen names joined with no separator, then '@', then the codes
 * joined by '|'. `[上海市 310000, 上海市 310100, 浦东新区 310115]` →
 * `'上海市上海市浦东新区@310000|310100|310115'`.
 *
 * @example
 * ```ts
 * formatAreaResult([{ code: 310000, address: '上海市' }, { code: 310115, address: '浦东新区' }]);
 * // '上海市浦东新区@310000|310115'
 * ```
 */
export function formatAreaResult(path: readonly AreaNode[]): string {
  return `${path.map((node) => node.address).join('')}@${path.map((node) => String(node.code)).join('|')}`;
}

/**
 * Splits an area picker answer back into the joined text and the codes (at the last '@').
 *
 * @example
 * ```ts
 * parseAreaResult('上海市浦东新区@310000|310115'); // { text: '上海市浦东新区', codes: ['310000', '310115'] }
 * ```
 */
export function parseAreaResult(result: string): { text: string; codes: string[] } {
  const at = result.lastIndexOf('@');
  if (at < 0) return { text: result, codes: [] };
  const codes = result.slice(at + 1);
  return { text: result.slice(0, at), codes: codes === '' ? [] : codes.split('|') };
}
