/**
 * Sentence templates of one category. `{slot}` placeholders are filled from the article's
 * context (see articleContext.ts), so one article names one brand, one district, and so on.
 *
 * A template may start with a topic tag such as `#car ` (one car) or `#compare ` (several cars).
 * A tagged title draws only untagged sentences and those with its own tag, so a story about
 * charging piles never drifts into a launch event's paragraph.
 */
export interface CategoryTemplates {
  /** One article per title; each is used once. */
  titles: string[];
  /** Opening paragraphs (who, what, when). */
  leads: string[];
  /** Middle paragraphs; several are picked per article. */
  bodies: string[];
  /** What an expert says; attributed to `{expert}，{expertTitle}`. */
  quotes: string[];
  subheads: string[];
  /** List items for an optional bullet list. */
  points: string[];
  closings: string[];
}
