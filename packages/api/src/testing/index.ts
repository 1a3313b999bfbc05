/**
 * Test helpers for packages whose screens call the API (Vitest): `setupMockApi` wires the shared
 * client to the msw mocks of the contract; `shapeOf`/`shapeDifferences` compare answers by shape.
 * The shared corpora (article HTML, XSS vectors, open-redirect vectors) are also at
 * `@shqcb/api/testing/corpora`, which loads no Vitest.
 */
export { setupMockApi } from './setupMockApi.ts';
export type { SetupMockApiOptions } from './setupMockApi.ts';
export { shapeDifferences, shapeOf } from './shapeOf.ts';
export { ARTICLE_HTML_CORPUS, normaliseArticleHtml } from './articleHtmlCorpus.ts';
export type { ArticleHtmlCase } from './articleHtmlCorpus.ts';
export { articleHtmlViolations } from './articleHtmlViolations.ts';
export { XSS_HOST, XSS_SENTINEL, XSS_VECTORS, xssArticle, xssMarker } from './xssVectors.ts';
export type { XssVector } from './xssVectors.ts';
export { OPEN_REDIRECT_VECTORS, REDIRECT_HOST } from './openRedirectVectors.ts';
