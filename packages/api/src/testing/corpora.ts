/**
 * The shared test corpora and their checker without the Vitest helpers of `@shqcb/api/testing`,
 * so tests that run outside Vitest (the Playwright suite in e2e/) can use the same vectors.
 */
export { ARTICLE_HTML_CORPUS, normaliseArticleHtml } from './articleHtmlCorpus.ts';
export type { ArticleHtmlCase } from './articleHtmlCorpus.ts';
export { articleHtmlViolations } from './articleHtmlViolations.ts';
export { XSS_HOST, XSS_SENTINEL, XSS_VECTORS, xssArticle, xssMarker } from './xssVectors.ts';
export type { XssVector } from './xssVectors.ts';
export { OPEN_REDIRECT_VECTORS, REDIRECT_HOST } from './openRedirectVectors.ts';
