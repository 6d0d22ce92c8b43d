// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createContentClient } from "../content/client";
import { formatLogLine, logger, MAX_FIELD_LENGTH, redactText } from "./logger";
import { logger as browserLogger } from "./logger.browser";

const apiKey = "live-content-key-123";

/** Everything the logger writes: console.log goes to stdout, warn and error to stderr. */
function captureOutput() {
  const lines: { stream: "stdout" | "stderr"; text: string }[] = [];
  const capture = (method: "log" | "warn" | "error") =>
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push({
        stream: method === "log" ? "stdout" : "stderr",
        text: args.map(String).join(" "),
      });
    });
  const spies = [capture("log"), capture("warn"), capture("error")];
  return { lines, restore: () => spies.forEach((spy) => spy.mockRestore()) };
}

describe("logger", () => {
  let output: ReturnType<typeof captureOutput>;
  beforeEach(() => {
    output = captureOutput();
  });
  afterEach(() => output.restore());

  it("writes one JSON object per line: time, level, event, then the fields", () => {
    logger.info("demo.started", { port: 3000 });
    logger.error("page.load-failed", { status: 503 });
    expect(output.lines.map((line) => line.stream)).toEqual(["stdout", "stderr"]);
    for (const { text } of output.lines) expect(text).not.toContain("\n");
    const first = JSON.parse(output.lines[0]?.text ?? "") as Record<string, unknown>;
    expect(Object.keys(first)).toEqual(["time", "level", "event", "port"]);
    expect(first).toMatchObject({ level: "info", event: "demo.started", port: 3000 });
  });

  it("keeps details from overwriting time, level or event", () => {
    const line = JSON.parse(formatLogLine("warn", "x.y", { level: "info", event: "forged" }));
    expect(line).toMatchObject({ level: "warn", event: "x.y", "detail.level": "info" });
  });

  it("logs an error as name, message and a one-line stack, and its cause", () => {
    const error = new Error("outer\nsecond line", { cause: new TypeError("inner") });
    const line = JSON.parse(formatLogLine("error", "x.failed", { error }));
    expect(line.error).toMatchObject({
      name: "Error",
      message: "outer\nsecond line",
      cause: { name: "TypeError", message: "inner" },
    });
    expect(line.error.stack).toMatch(/^at /);
    expect(line.error.stack).not.toContain("\n");
  });

  it("leaves stacks out in production", () => {
    vi.stubEnv("NODE_ENV", "production");
    try {
      const line = JSON.parse(formatLogLine("error", "x.failed", { error: new Error("boom") }));
      expect(line.error).toEqual({ name: "Error", message: "boom" });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it.each([
    [
      "a query-string key",
      "GET https://cms.example/api?sc_apikey=SECRET&x=1",
      "sc_apikey=[redacted]&x=1",
    ],
    ["an auth token in a URL", "/api/tirehotel/booking?authToken=SECRET", "authToken=[redacted]"],
    ["an otp token", "validate?otpToken=SECRET&code=1", "otpToken=[redacted]"],
    ["an apikey parameter", "https://x/?apikey=SECRET", "apikey=[redacted]"],
    ["a JSON header map", '{"headers":{"sc_apikey":"SECRET"}}', '"sc_apikey":"[redacted]"'],
    ["an x-api-key header line", "x-api-key: SECRET", "x-api-key: [redacted]"],
    ["a bearer header", "Authorization: Bearer SECRET", "Authorization: [redacted]"],
    ["a cookie header", "cookie=SECRET", "cookie=[redacted]"],
  ])("redacts %s in free text", (_name, text, expected) => {
    const redacted = redactText(text);
    expect(redacted).not.toContain("SECRET");
    expect(redacted).toContain(expected);
  });

  it.each(["sc_apikey", "x-api-key", "Authorization", "cookie", "authToken", "otpToken", "apiKey"])(
    "redacts the value of a field named %s, at any depth",
    (name) => {
      const line = formatLogLine("error", "x", { request: { headers: { [name]: "SECRET" } } });
      expect(line).not.toContain("SECRET");
      expect(line).toContain("[redacted]");
    },
  );

  it("truncates long text, such as an upstream body", () => {
    const line = JSON.parse(formatLogLine("error", "x", { body: "x".repeat(10_000) }));
    expect(line.body.length).toBeLessThan(MAX_FIELD_LENGTH + 40);
    expect(line.body).toContain("9500 more characters");
  });

  it("a failing content call logs one JSON line each, without the key, the body truncated", async () => {
    const upstreamBody = `<html>${"upstream failure page ".repeat(500)} sc_apikey=${apiKey}</html>`;
    const client = createContentClient({
      endpoint: "https://cms.example/graphql",
      apiKey,
      timeoutMs: 1000,
      cache: false,
      fetch: async () =>
        new Response(JSON.stringify({ errors: [{ message: upstreamBody }] }), {
          status: 500,
          headers: { "content-type": "application/json" },
        }),
    });
    await client.getDictionary("site", "en");
    const failure = await client.getLayout("site", "/", "en").catch((error: unknown) => error);
    logger.error("page.load-failed", { error: failure });

    expect(output.lines.length).toBeGreaterThanOrEqual(2);
    for (const { text } of output.lines) {
      expect(text.trimEnd()).not.toContain("\n");
      const line = JSON.parse(text) as Record<string, unknown>;
      expect(line).toHaveProperty("time");
      expect(line).toHaveProperty("event");
      expect(text).not.toContain(apiKey);
      expect(text.length).toBeLessThan(4 * MAX_FIELD_LENGTH);
    }
  });
});

describe("the browser build's logger (logger.browser.ts, vite/browser-logger.ts)", () => {
  it("has the server logger's calls, and writes each event to the console as it comes", () => {
    expect(Object.keys(browserLogger).sort()).toEqual(Object.keys(logger).sort());
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      browserLogger.error("composer.render-failed", { componentName: "Footer" });
      expect(error).toHaveBeenCalledWith("[composer.render-failed]", { componentName: "Footer" });
    } finally {
      error.mockRestore();
    }
  });
});
