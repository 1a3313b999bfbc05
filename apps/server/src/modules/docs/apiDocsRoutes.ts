import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Hono } from 'hono';
import { openApiDocument } from '@shqcb/api/openapi';
import type { AppEnv } from '../../http/AppEnv.ts';

/** Where the API's description is served (outside /api/front/, which holds the calls only). */
export const OPENAPI_PATH = '/api/openapi.json';
/** The readable reference page, outside production only. */
export const API_DOCS_PATH = '/api/docs';

// The Swagger UI files, served from the installed package: nothing comes from a CDN.
const SWAGGER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>上海汽车报 reader API</title>
<link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${API_DOCS_PATH}/start.js"></script>
</body>
</html>
`;

const START = `window.ui = SwaggerUIBundle({ url: '${OPENAPI_PATH}', dom_id: '#swagger-ui', deepLinking: true, tryItOutEnabled: false });\n`;

/** Swagger UI sets inline styles and loads nothing from elsewhere; the rest of the site keeps its own policy. */
const DOCS_CSP = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; frame-ancestors 'none'";

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document generated from the contract (always; it tells
 * nothing the calls themselves do not). With `withReference` (every mode but production), GET
 * /api/docs: Swagger UI over that document, for the publisher's back-end team and other feature teams.
 */
export function apiDocsRoutes(app: Hono<AppEnv>, { withReference }: { withReference: boolean }): void {
  const document = openApiDocument();
  app.get(OPENAPI_PATH, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(document);
  });
  if (!withReference) return;
  const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  app.get(API_DOCS_PATH, (c) => {
    c.header('Content-Security-Policy', DOCS_CSP);
    return c.html(PAGE);
  });
  app.get(`${API_DOCS_PATH}/start.js`, (c) => c.body(START, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  app.get(`${API_DOCS_PATH}/:file`, async (c) => {
    const file = c.req.param('file');
    const type = SWAGGER_FILES[file];
    if (!type) return c.notFound();
    return c.body(await readFile(join(swaggerDir, file)), 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
  });
}
