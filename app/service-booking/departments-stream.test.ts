import { describe, expect, it } from "vitest";
import {
  departmentsEvent,
  parseDepartmentsMessage,
  serverSentEventReader,
} from "./departments-stream";

describe("the departments event stream format", () => {
  it("writes one data line per message and reads it back", () => {
    const frame = departmentsEvent({ error: "Något gick fel\nigen" });
    expect(frame).toBe('data: {"error":"Något gick fel\\nigen"}\n\n');
    const [data] = serverSentEventReader().push(frame);
    expect(parseDepartmentsMessage(data ?? "")).toEqual({ error: "Något gick fel\nigen" });
  });

  it("completes events across chunks, joins multi-line data, skips comments and CRLF", () => {
    const reader = serverSentEventReader();
    expect(reader.push(': hello\r\n\r\ndata: {"nosi')).toEqual([]);
    expect(reader.push('tes":true}\n\nevent: x\ndata: a\ndata: b\n\n')).toEqual([
      '{"nosites":true}',
      "a\nb",
    ]);
  });

  it("drops data that is no message of the stream", () => {
    expect(parseDepartmentsMessage("not json")).toBeUndefined();
    expect(parseDepartmentsMessage('{"nosites":false}')).toBeUndefined();
    expect(parseDepartmentsMessage('{"departmentId":"D1"}')).toBeUndefined();
  });
});
