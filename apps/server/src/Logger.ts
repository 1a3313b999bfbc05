/** Where the server writes its operational log lines. Tests pass a silent or recording one. */
export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/** One line per event on stdout/stderr, details as JSON: readable by people and log shippers. */
export const consoleLogger: Logger = {
  info: (message, details) => console.info(line(message, details)),
  warn: (message, details) => console.warn(line(message, details)),
  error: (message, details) => console.error(line(message, details)),
};

/** Drops everything; for tests that assert on responses, not logs. */
export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

function line(message: string, details?: Record<string, unknown>): string {
  return details ? `${message} ${JSON.stringify(details)}` : message;
}
