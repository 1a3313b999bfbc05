/** The OpenAPI 3.1 document of the contract, for the server to serve and other teams to read. */
export { API_VERSION, openApiDocument } from './openApiDocument.ts';
