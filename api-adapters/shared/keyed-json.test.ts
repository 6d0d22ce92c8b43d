// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { createErpClient, ERP_API_KEY_HEADER, ERP_QUOTE_PATH, type KitQuote } from "../erp";
import {
  COMHUB_FORM_PATH,
  createFormsHubClient,
  FORMS_API_KEY_HEADER,
  FormsHubError,
} from "../forms";
import { UpstreamError } from "./errors";

const baseUrl = "https://upstream.test.invalid/";
const submission = { formName: "comhub", formSubmissionId: "s1", values: { name: "A" } };

/** The two clients that only post and read the status, each as one call to the same fake fetch. */
const clients = [
  {
    name: "ERP",
    path: ERP_QUOTE_PATH,
    header: ERP_API_KEY_HEADER,
    post: (fetch: typeof globalThis.fetch) =>
      createErpClient({ baseUrl, apiKey: "key", timeoutMs: 200, fetch }).sendQuote(
        submission as unknown as KitQuote,
      ),
  },
  {
    name: "forms hub",
    path: COMHUB_FORM_PATH,
    header: FORMS_API_KEY_HEADER,
    post: (fetch: typeof globalThis.fetch) =>
      createFormsHubClient({ baseUrl, apiKey: "key", timeoutMs: 200, fetch }).submit(submission),
  },
];

afterEach(() => vi.restoreAllMocks());

describe.each(clients)("the $name client over the keyed JSON transport", (client) => {
  it("posts the JSON with its key below the base URL and ignores an empty answer", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 202 }));
    await client.post(fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe(`https://upstream.test.invalid${client.path}`);
    const headers = new Headers(init?.headers);
    expect(init?.method).toBe("POST");
    expect(headers.get(client.header)).toBe("key");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual(submission);
  });

  it("rejects an error status with its status and leaves the logging to the caller", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const error: unknown = await client
      .post(async () => Response.json({ message: "down" }, { status: 503 }))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ failure: "http", status: 503 });
    if (client.path === COMHUB_FORM_PATH) expect(error).toBeInstanceOf(FormsHubError);
    expect(logged).not.toHaveBeenCalled();
  });

  it("rejects a transport failure as an UpstreamError", async () => {
    const error: unknown = await client
      .post(async () => {
        throw new TypeError("fetch failed");
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ failure: "network", status: undefined });
  });
});
