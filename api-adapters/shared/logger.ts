import { writeToConsole, type LogDetails, type LogLevel as Level } from "./logger.browser";

export type { LogDetails };

/** Longest string a log field keeps: enough to diagnose, never a whole upstream body. */
export const MAX_FIELD_LENGTH = 500;
const MAX_DEPTH = 4;
const REDACTED = "[redacted]";

/** Field names whose values are credentials, whatever their case or separators. */
const secretName =
  /^(sc_?apikey|api[-_]?key|x-api-key|authorization|proxy-authorization|cookie|set-cookie|auth[-_]?token|otp[-_]?token|access[-_]?token|refresh[-_]?token|token|password|secret|otp)$/i;

/** The same credentials inside free text: query strings, JSON, header lines. */
const secretPatterns: [RegExp, string][] = [
  // ?sc_apikey=…&authToken=… in URLs and form bodies
  [
    /([?&;]|\b)(sc_?apikey|api[-_]?key|auth[-_]?token|otp[-_]?token|access[-_]?token|refresh[-_]?token|token|password)=[^&\s"'#]*/gi,
    `$1$2=${REDACTED}`,
  ],
  // "sc_apikey":"…" in serialised JSON (e.g. a request echoed in an error message)
  [
    /("(?:sc_?apikey|api[-_]?key|x-api-key|authorization|cookie|set-cookie|auth[-_]?token|otp[-_]?token|access[-_]?token|token|password)"\s*:\s*)"(?:[^"\\]|\\.)*"/gi,
    `$1"${REDACTED}"`,
  ],
  // Authorization: Bearer …, x-api-key: …, Cookie: … as header lines
  [
    /\b(sc_apikey|x-api-key|authorization|proxy-authorization|cookie|set-cookie)(\s*[:=]\s*)(?!\[redacted\])(?:(?:Bearer|Basic|Token)\s+)?[^\s,;"'&]+/gi,
    `$1$2${REDACTED}`,
  ],
];

export function redactText(text: string): string {
  let redacted = text;
  for (const [pattern, replacement] of secretPatterns)
    redacted = redacted.replace(pattern, replacement);
  return redacted;
}

function truncate(text: string): string {
  return text.length <= MAX_FIELD_LENGTH
    ? text
    : `${text.slice(0, MAX_FIELD_LENGTH)}… (${text.length - MAX_FIELD_LENGTH} more characters)`;
}

const cleanText = (text: string) => truncate(redactText(text));

function includeStacks(): boolean {
  return typeof process === "undefined" || process.env.NODE_ENV !== "production";
}

/** An error as fields: name, message, one-line-safe stack (not in production), and its cause. */
function errorFields(error: Error, depth: number): LogDetails {
  const fields: LogDetails = { name: error.name, message: cleanText(error.message) };
  if (includeStacks() && error.stack) fields.stack = cleanStack(error.stack);
  if (error.cause !== undefined && depth < MAX_DEPTH)
    fields.cause = sanitise(error.cause, depth + 1);
  return fields;
}

/** Stack frames only (the message is its own field), so no upstream text rides along. */
function cleanStack(stack: string): string {
  const frames = stack
    .split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .map((line) => line.trim());
  return truncate(frames.join(" | "));
}

/** Makes a value safe to log: credentials redacted, long text cut, errors flattened. */
export function sanitise(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return cleanText(value);
  if (value === null || typeof value !== "object") {
    return typeof value === "bigint" || typeof value === "symbol" ? String(value) : value;
  }
  if (value instanceof Error) return errorFields(value, depth);
  if (value instanceof URL) return cleanText(value.toString());
  if (depth >= MAX_DEPTH) return "[…]";
  if (Array.isArray(value)) return value.slice(0, 20).map((entry) => sanitise(entry, depth + 1));
  const fields: LogDetails = {};
  for (const [key, entry] of Object.entries(value)) {
    fields[key] = secretName.test(key) ? REDACTED : sanitise(entry, depth + 1);
  }
  return fields;
}

/** The fields every line starts with; details cannot overwrite them. */
const reservedFields = new Set(["time", "level", "event"]);

/** One log line: a single JSON object, time, level and event first, then the details. */
export function formatLogLine(level: Level, event: string, details: LogDetails): string {
  const line: LogDetails = { time: new Date().toISOString(), level, event };
  const fields = sanitise(details) as LogDetails;
  for (const [key, value] of Object.entries(fields)) {
    line[reservedFields.has(key) ? `detail.${key}` : key] = value;
  }
  return JSON.stringify(line);
}

function write(level: Level, event: string, details: LogDetails): void {
  if (typeof window === "undefined") {
    // One JSON line per event on the server: greppable and ready for a log shipper.
    // console.log goes to stdout, console.warn and console.error to stderr.
    (level === "info" ? console.log : console[level])(formatLogLine(level, event, details));
  } else {
    writeToConsole(level, event, details);
  }
}

/**
 * Structured logging shared by adapters and the app; events are dotted names. The browser build
 * gets logger.browser.ts instead (vite/browser-logger.ts), which has the same `logger`.
 */
export const logger = {
  info: (event: string, details: LogDetails = {}) => write("info", event, details),
  warn: (event: string, details: LogDetails = {}) => write("warn", event, details),
  error: (event: string, details: LogDetails = {}) => write("error", event, details),
};
