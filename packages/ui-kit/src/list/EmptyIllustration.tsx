/** Props of {@link EmptyIllustration}. */
export interface EmptyIllustrationProps {
  className?: string;
}

/**
 * A small empty-tray drawing for empty states. Decorative: the text beside it ('暂无数据') says it.
 * Inline SVG so that no image file has to be shipped or loaded.
 *
 * @example
 * ```tsx
 * <EmptyIllustration /> 暂无数据
 * ```
 */
export function EmptyIllustration({ className }: EmptyIllustrationProps) {
  return (
    <svg className={className} viewBox="0 0 96 72" aria-hidden="true" focusable="false">
      <ellipse cx="48" cy="64" rx="36" ry="5" fill="#f0f0f0" />
      <path d="M20 30 32 12h32l12 18v26a4 4 0 0 1-4 4H24a4 4 0 0 1-4-4Z" fill="#fafafa" stroke="#d9d9d9" strokeWidth="2" />
      <path d="M20 30h18l4 8h12l4-8h18" fill="none" stroke="#d9d9d9" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
