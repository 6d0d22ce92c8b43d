type Level = "info" | "warn" | "error";
export type LogDetails = Record<string, unknown>;

function write(level: Level, event: string, details: LogDetails): void {
  if (typeof window === "undefined") {
    // One JSON line per event on the server: greppable and ready for a log shipper.
    const line = JSON.stringify({ level, event, ...details, time: new Date().toISOString() });
    (level === "info" ? console.log : console[level])(line);
  } else {
    console[level](`[${event}]`, details);
  }
}

/** Structured logging shared by adapters and the app; events are dotted names. */
export const logger = {
  info: (event: string, details: LogDetails = {}) => write("info", event, details),
  warn: (event: string, details: LogDetails = {}) => write("warn", event, details),
  error: (event: string, details: LogDetails = {}) => write("error", event, details),
};
