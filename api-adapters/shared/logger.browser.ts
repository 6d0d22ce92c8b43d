/**
 * The logger as the browser build has it (vite/browser-logger.ts points `./logger` here in the
 * client build): the same calls, written to the console as they come. Redaction, truncation and
 * JSON lines (logger.ts) guard the server's logs, which leave the machine; the browser's console
 * shows only what the browser already holds, so it needs none of them.
 */
export type LogLevel = "info" | "warn" | "error";
export type LogDetails = Record<string, unknown>;

export function writeToConsole(level: LogLevel, event: string, details: LogDetails): void {
  console[level](`[${event}]`, details);
}

export const logger = {
  info: (event: string, details: LogDetails = {}) => writeToConsole("info", event, details),
  warn: (event: string, details: LogDetails = {}) => writeToConsole("warn", event, details),
  error: (event: string, details: LogDetails = {}) => writeToConsole("error", event, details),
};
