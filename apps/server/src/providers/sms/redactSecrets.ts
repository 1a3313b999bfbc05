/**
 * Replaces every occurrence of the given values (a phone number, a login code) in `text` with
 * `***`, and shortens it. Gateway and transport errors can quote the request they failed on
 * (a time-out names the URL with its query), and such text ends up in the operator's log.
 *
 * @example
 * redactSecrets('POST /?PhoneNumbers=13800138000&TemplateParam=%7B%22code%22%3A%22123456%22%7D', ['13800138000', '123456']);
 * // 'POST /?PhoneNumbers=***&TemplateParam=%7B%22code%22%3A%22***%22%7D'
 */
export function redactSecrets(text: string, values: readonly string[], maxLength = 300): string {
  let redacted = text;
  for (const value of values) if (value) redacted = redacted.replaceAll(value, '***');
  return redacted.length > maxLength ? `${redacted.slice(0, maxLength)}…` : redacted;
}
