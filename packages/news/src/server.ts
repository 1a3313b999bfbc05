/**
 * What a server needs to render the news screens' first views (decision 0051): the article
 * sanitiser to use where there is no DOM.
 *
 * @example
 * sanitizeArticlesWithoutDomBy((html) => sanitizeHtml(html, policy));
 */
export { sanitizeArticlesWithoutDomBy } from './screens/detail/sanitizeArticle.ts';
