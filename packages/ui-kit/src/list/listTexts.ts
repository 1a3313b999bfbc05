// List state texts, word for word from SPEC §2 ("…" is U+2026, one character).

/** Shown while a list page loads. */
export const LOADING_TEXT = '加载中…';
/** Shown under the last page of a list. */
export const END_TEXT = '没有更多了';
/** Shown when a list has no items at all. */
export const EMPTY_TEXT = '暂无数据';
/** Default text when a list page failed to load. */
export const ERROR_TEXT = '加载失败';
/** Label of the retry button after a failed page. */
export const RETRY_TEXT = '重试';
