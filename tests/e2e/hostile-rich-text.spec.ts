import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test } from "@playwright/test";
import { expectHydrated, fetchRaw, siteUrl, watchConsoleErrors } from "./helpers";

/*
 * CMS rich text is sanitised on the server only (app/blocks/content/rich-text.server.ts): the
 * browser gets the sanitised nodes, never the sanitiser or its HTML parser. The hostile payloads
 * themselves are unit tests (rich-text.server.test.ts); here the build and the served page.
 */

const require = createRequire(import.meta.url);
const clientAssets = new URL("../../build/client/assets/", import.meta.url);

/** Strings minifiers keep (option and callback names) of the sanitiser and its parser. */
const serverOnlyMarkers: [library: "sanitize-html" | "htmlparser2", marker: string][] = [
  ["sanitize-html", "allowedSchemesAppliedToAttributes"],
  ["sanitize-html", "nonTextTags"],
  ["htmlparser2", "onopentagname"],
  ["htmlparser2", "onattribentity"],
];

test("no client asset contains the sanitiser or its HTML parser", () => {
  // The markers are real: each is in its library's own code.
  const libraryCode = {
    "sanitize-html": readFileSync(require.resolve("sanitize-html"), "utf8"),
    htmlparser2:
      readFileSync(require.resolve("htmlparser2"), "utf8") +
      readFileSync(require.resolve("htmlparser2").replace(/index\.js$/, "Parser.js"), "utf8") +
      readFileSync(require.resolve("htmlparser2").replace(/index\.js$/, "Tokenizer.js"), "utf8"),
  };
  for (const [library, marker] of serverOnlyMarkers) expect(libraryCode[library]).toContain(marker);

  const scripts = readdirSync(clientAssets).filter((name) => name.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  const leaks = scripts.flatMap((name) => {
    const code = readFileSync(new URL(name, clientAssets), "utf8");
    return serverOnlyMarkers
      .filter(([, marker]) => code.includes(marker))
      .map(([library, marker]) => `${name}: ${library} (${marker})`);
  });
  expect(leaks).toEqual([]);
});

test("the server renders sanitised rich text and the browser hydrates it unchanged", async ({
  page,
}) => {
  const { status, body } = await fetchRaw("automotive-se", "/");
  expect(status).toBe(200);
  expect(body).toContain("<strong>30 anläggningar</strong>");
  expect(body).toMatch(/<li>Ta med dig körkortet<\/li>/);

  const errors = watchConsoleErrors(page);
  await page.goto(siteUrl("automotive-se"));
  await expectHydrated(page);
  await expect(page.locator("strong", { hasText: "30 anläggningar" })).toBeVisible();
  await expect(page.getByText("Räkna med 45 minuter")).toBeVisible();
  await page.getByRole("button", { name: "Hur fungerar billån?" }).click();
  await expect(page.getByRole("link", { name: "vår kontaktsida" })).toHaveAttribute(
    "href",
    "/kontakt",
  );
  expect(errors).toEqual([]);
});
