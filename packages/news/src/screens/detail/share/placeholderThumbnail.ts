/**
 * The poster picture for news without a thumbnail: the masthead on the brand red, 596×450, inline so
 * the poster export never waits for (or fails on) another request.
 */
export const PLACEHOLDER_THUMBNAIL = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="596" height="450" viewBox="0 0 596 450"><rect width="596" height="450" fill="#d7000f"/><text x="298" y="248" font-family="PingFang SC,Noto Sans CJK SC,Microsoft YaHei,sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing="6">上海汽车报</text></svg>',
)}`;
