/**
 * Test helpers for packages whose screens call the API (Vitest): `setupMockApi` wires the shared
 * client to the msw mocks of the contract; `shapeOf`/`shapeDifferences` compare answers by shape.
 */
export { setupMockApi } from './setupMockApi.ts';
export type { SetupMockApiOptions } from './setupMockApi.ts';
export { shapeDifferences, shapeOf } from './shapeOf.ts';
export { ARTICLE_HTML_CORPUS, normaliseArticleHtml } from './articleHtmlCorpus.ts';
export type { ArticleHtmlCase } from './articleHtmlCorpus.ts';
