/**
 * Return addresses that try to send the reader off the site, for everything that takes one: the
 * reader's `backUrl` (the bridge's `safeBackUrl` tests and e2e/tests/open-redirect.spec.ts) and the
 * server's WeChat authorisation `redirect_uri` (apps/server openRedirect.test.ts). Every one of them
 * points at {@link REDIRECT_HOST} if it gets through; none may leave the site, whatever form of
 * site address, route or refusal it becomes.
 */
export const REDIRECT_HOST = 'evil.example';

export const OPEN_REDIRECT_VECTORS: readonly string[] = [
  // Another host by slashes and backslashes (browsers read "\" as "/" in http(s) addresses)
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  // Dot segments that leave "//host" behind once resolved
  '/.//evil.example',
  '/..//evil.example',
  '/a/../..//evil.example',
  '/%2e%2e//evil.example',
  '/%2e//evil.example',
  '/a\\..\\/evil.example',
  // Encoded slashes, backslashes and control characters (decoded by some servers and proxies)
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '%5C%5Cevil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  // Whitespace and control characters inside (browsers drop tabs and newlines from addresses)
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  ' //evil.example',
  '\u0000//evil.example',
  // Schemes
  'https://evil.example',
  'https:evil.example',
  'https:/evil.example',
  'http:\\\\evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  // Look-alike hosts and credentials
  'http://localhost.evil.example',
  'http://127.0.0.1.evil.example',
  '@evil.example',
  'http://localhost@evil.example',
  'http://evil.example\\@localhost',
  'http://evil.example#@localhost',
  // Fullwidth and other Unicode slashes (IDNA maps "／" and "＼" to "/" and "\" in a host name)
  '／／evil.example',
  '/／evil.example',
  '＼＼evil.example',
  '∕∕evil.example',
  // Through the login route or the hash
  '/login?backUrl=//evil.example',
  '#//evil.example',
];
