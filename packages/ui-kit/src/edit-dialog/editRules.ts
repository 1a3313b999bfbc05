/** '剩余N字': what is left of the caller's maximum (SPEC §5). */
export function remainingText(remaining: number): string {
  return `剩余${Math.max(0, remaining)}字`;
}

/** '请输入正确格式的{title}': the pattern failed (SPEC §5). */
export function formatErrorText(title: string): string {
  return `请输入正确格式的${title}`;
}

/** Tests `text` against a RegExp or a source string, ignoring any `lastIndex` left by a g/y flag. */
export function matchesPattern(pattern: RegExp | string, text: string): boolean {
  const regex = typeof pattern === 'string' ? new RegExp(pattern) : new RegExp(pattern.source, pattern.flags);
  return regex.test(text);
}
