// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { UpstreamError } from "../shared/errors";
import { logger } from "../shared/logger";
import { createFinanceQuoteBrowserClient } from "./browser-client";
import {
  createFinanceProviderClient,
  FINANCE_API_KEY_HEADER,
  FinanceProviderError,
} from "./upstream-client";

const legal = { TermsAndConditions: "Terms." };

describe("the finance provider client (server)", () => {
  const provider = (answer: () => Response | Promise<Response>) => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => answer());
    const client = createFinanceProviderClient({
      baseUrl: "https://provider.example/v1/",
      apiKey: "secret",
      timeoutMs: 1000,
      fetch,
    });
    return { client, fetch };
  };

  it("sends the key and asks for the legal text by quote reference", async () => {
    const { client, fetch } = provider(() => Response.json(legal));
    await expect(client.legal("FQ-ABC123")).resolves.toEqual(legal);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("https://provider.example/v1/legal?quoteRef=FQ-ABC123");
    expect(new Headers(init?.headers).get(FINANCE_API_KEY_HEADER)).toBe("secret");
    expect(init?.method).toBe("GET");
  });

  it("turns an error status into a FinanceProviderError with the status", async () => {
    const { client } = provider(() => new Response("nope", { status: 404 }));
    const error = await client.legal("FQ-ABC123").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FinanceProviderError);
    expect((error as FinanceProviderError).status).toBe(404);
  });

  it("refuses an answer of the wrong shape, logged", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => {});
    const { client } = provider(() => Response.json({ Vehicles: "many" }));
    await expect(client.quote({ VehicleRequests: [] } as never)).rejects.toBeInstanceOf(
      UpstreamError,
    );
  });

  it("refuses an answer that is not JSON", async () => {
    const { client } = provider(() => new Response("<html>", { status: 200 }));
    await expect(client.legal("FQ-ABC123")).rejects.toMatchObject({ failure: "invalid-response" });
  });
});

describe("the finance quote client (browser)", () => {
  it("answers the data of our route", async () => {
    const client = createFinanceQuoteBrowserClient({ fetch: async () => Response.json(legal) });
    await expect(client.legal("FQ-ABC123")).resolves.toEqual({ ok: true, data: legal });
  });

  it("answers the status of a refusal, and 0 for an answer of the wrong shape", async () => {
    const refused = createFinanceQuoteBrowserClient({
      fetch: async () => Response.json({ message: "x" }, { status: 502 }),
    });
    await expect(refused.legal("FQ-ABC123")).resolves.toEqual({ ok: false, status: 502 });
    const odd = createFinanceQuoteBrowserClient({ fetch: async () => Response.json({ nope: 1 }) });
    await expect(odd.legal("FQ-ABC123")).resolves.toEqual({ ok: false, status: 0 });
  });

  it("says when the caller aborted the call", async () => {
    const controller = new AbortController();
    const client = createFinanceQuoteBrowserClient({
      fetch: (_, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () =>
            reject(new DOMException("aborted", "AbortError")),
          );
        }),
    });
    const pending = client.quote({ VehicleRequests: [] } as never, controller.signal);
    controller.abort();
    await expect(pending).resolves.toEqual({ ok: false, status: 0, aborted: true });
  });
});
