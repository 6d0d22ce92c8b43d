// @vitest-environment node
import { describe, expect, it } from "vitest";
import { serverTranslator } from "../../i18n/catalogue.server";
import { refuseJsonPost } from "./json-post.server";

const t = serverTranslator("sv", "sv-SE");
const url = "https://automotive-se.localhost/api/forms/comhub";
const post = (headers: Record<string, string>, method = "POST") =>
  new Request(url, { method, headers, body: method === "GET" ? undefined : "{}" });

describe("refuseJsonPost", () => {
  it("answers another method with 405, Allow and the Api text of the site's language", async () => {
    const refused = refuseJsonPost(post({}, "GET"), t);
    expect(refused?.status).toBe(405);
    expect(refused?.headers.get("Allow")).toBe("POST, OPTIONS");
    expect(refused?.headers.get("Cache-Control")).toContain("no-store");
    expect(await refused?.json()).toEqual({ message: "Metoden stöds inte. Använd POST." });
  });

  it("refuses a post from another site (403) and a body that is not JSON (415)", async () => {
    const crossSite = refuseJsonPost(post({ "Sec-Fetch-Site": "cross-site" }), t);
    expect(crossSite?.status).toBe(403);
    expect(await crossSite?.json()).toEqual({
      message: "Förfrågan måste komma från den här webbplatsen.",
    });
    const plain = refuseJsonPost(post({ "Content-Type": "text/plain" }), t);
    expect(plain?.status).toBe(415);
    expect(await plain?.json()).toEqual({
      message: "Förfrågan måste skickas som JSON (application/json).",
    });
  });

  it("lets a same-site JSON post through", () => {
    const request = post({ "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" });
    expect(refuseJsonPost(request, t)).toBeNull();
  });
});
