import { z } from "zod";
import { workshopSiteSchema, type WorkshopSite } from "../../api-adapters/booking/schemas";

/*
 * The closest-departments event stream (specs/service-flows.md §7): each server-sent event's
 * `data` is one JSON message, a workshop site, `{error}` or `{nosites}`; the server closes the
 * stream after the batch (at most five sites). One module for both ends: our route writes these
 * frames, the browser client reads them.
 */

export type DepartmentsMessage = WorkshopSite | { error: string } | { nosites: true };

export const departmentsMessageSchema = z.union([
  z.object({ error: z.string() }),
  z.object({ nosites: z.literal(true) }),
  workshopSiteSchema,
]);

/** One server-sent event carrying the message (JSON has no raw line breaks: one data line). */
export function departmentsEvent(message: DepartmentsMessage): string {
  return `data: ${JSON.stringify(message)}\n\n`;
}

/**
 * Reads server-sent events chunk by chunk: `push` takes the decoded text as it arrives and
 * returns the `data` of every event completed by it (multi-line data joined with "\n", comments
 * and other fields skipped, CRLF or LF line ends).
 */
export function serverSentEventReader(): { push: (text: string) => string[] } {
  let buffer = "";
  return {
    push(text) {
      buffer += text;
      const events: string[] = [];
      let end: RegExpExecArray | null;
      while ((end = /\r?\n\r?\n/.exec(buffer))) {
        const block = buffer.slice(0, end.index);
        buffer = buffer.slice(end.index + end[0].length);
        const data = block
          .split(/\r?\n/)
          .filter((line) => line.startsWith("data:"))
          .map((line) => line.slice(line.startsWith("data: ") ? 6 : 5));
        if (data.length > 0) events.push(data.join("\n"));
      }
      return events;
    },
  };
}

/** A message of the stream, or undefined for data that is none of the three. */
export function parseDepartmentsMessage(data: string): DepartmentsMessage | undefined {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return undefined;
  }
  const parsed = departmentsMessageSchema.safeParse(json);
  return parsed.success ? (parsed.data as DepartmentsMessage) : undefined;
}
