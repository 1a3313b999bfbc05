/**
 * The news id of a detail address, or null for anything that is not one (letters, zero, more than
 * ten digits): such an address shows 新闻不存在 without asking the server.
 */
export function newsIdOf(param: string | undefined): number | null {
  return param !== undefined && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}
