import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectHydrated, siteUrl } from "./helpers";

/*
 * Interface texts reach the browser only as the site's resolved texts in the page data (decision
 * 0016): no client chunk may carry a catalogue's text, or every page would ship other
 * languages' texts again. Checked on the built assets: any chunk, any language, any text long
 * enough to be unmistakable (short words such as "Video" or "Meny" occur in code by chance).
 */

const clientAssets = new URL("../../build/client/assets/", import.meta.url);
const MIN_LENGTH = 12;

/** Every language's catalogue texts (read as data: Playwright's loader imports no JSON modules). */
function catalogueTexts(): { text: string; where: string }[] {
  const messages = new URL("../../i18n/messages/", import.meta.url);
  return (
    readdirSync(messages)
      .filter((file) => file.endsWith(".json"))
      .flatMap((file) => {
        const catalogue = JSON.parse(readFileSync(new URL(file, messages), "utf8")) as Record<
          string,
          Record<string, string>
        >;
        return Object.entries(catalogue).flatMap(([namespace, texts]) =>
          Object.entries(texts).map(([key, text]) => ({
            text,
            where: `${file} ${namespace}.${key}`,
          })),
        );
      })
      .filter(({ text }) => text.length >= MIN_LENGTH && !text.startsWith("{"))
      // A host name shown as a link's text ("hallakonsument.se") is the same in every language and
      // also stands in the link's address in code: not an interface text a chunk could duplicate.
      .filter(({ text }) => !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(text))
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The text on its own, not inside a longer word ("Specification" in `vehicleFitmentSpecifications`). */
function carries(code: string, text: string): boolean {
  if (!code.includes(text)) return false;
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text)}(?![\\p{L}\\p{N}])`, "u").test(code);
}

/**
 * Catalogue texts allowed in the bundle: none since every design-system label became a prop
 * (issue 12 section 1). The list may only shrink: a text found that is not here fails, and so
 * does one listed that no chunk carries any more.
 */
const knownDefaults = new Set<string>([]);

test("no client chunk carries a catalogue text", () => {
  const chunks = readdirSync(clientAssets).filter((name) => name.endsWith(".js"));
  expect(chunks.length, "run npm run build first").toBeGreaterThan(5);
  const texts = catalogueTexts();
  expect(texts.length).toBeGreaterThan(100);
  const found = new Set(
    chunks.flatMap((chunk) => {
      const code = readFileSync(new URL(chunk, clientAssets), "utf8");
      return texts.filter(({ text }) => carries(code, text)).map(({ where }) => where);
    }),
  );
  expect([...found].filter((where) => !knownDefaults.has(where))).toEqual([]);
  expect([...knownDefaults].filter((where) => !found.has(where))).toEqual([]);
});

test("a Norwegian site's shell speaks Norwegian where blocks fell back to Swedish or English", async ({
  page,
}) => {
  await page.goto(siteUrl("carstore-no"));
  await expectHydrated(page);
  const hero = page.getByRole("region", { name: "Aktuelt nå" });
  await expect(hero).toHaveAttribute("aria-roledescription", "karusell");
  await expect(hero.getByRole("group").first()).toHaveAttribute("aria-roledescription", "bilde");
  await expect(hero.getByRole("button", { name: "Forrige bilde" })).toBeVisible();
  for (const english of ["Previous slide", "Next slide", "Play video", "Back to top"]) {
    await expect(page.getByRole("button", { name: english, exact: true })).toHaveCount(0);
  }
  for (const swedish of ["Föregående bild", "Nästa bild", "Spela video"]) {
    await expect(page.getByRole("button", { name: swedish, exact: true })).toHaveCount(0);
  }
});
