/**
 * Whether a comment holds a word of the sensitive-word list (case- and space-insensitive, so
 * "加 微 信" matches 加微信). Such comments are held for review, not refused: the author sees them as
 * 审核中 and nobody else sees them until an editor publishes them.
 *
 * @example
 * holdsSensitiveWord('请加 微信 123', ['加微信']) // true
 */
export function holdsSensitiveWord(text: string, words: readonly string[]): boolean {
  const plain = text.toLowerCase().replace(/\s+/g, '');
  return words.some((word) => word !== '' && plain.includes(word.replace(/\s+/g, '')));
}
