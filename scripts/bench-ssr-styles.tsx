/**
 * Server render time of a real demo page (composer + blocks + styled-components) under the
 * ways of getting CSS into server HTML. Prints figures; asserts nothing.
 *   npm run bench:ssr-styles [-- iterations]
 */
import { readFileSync } from "node:fs";
import { Writable } from "node:stream";
import { performance } from "node:perf_hooks";
import type { ReactElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";
import { siteContent } from "../api-adapters/mocks/fixtures/content";
import { toRoute } from "../api-adapters/mocks/fixtures/content/builders";
import { createLogo } from "../brand-themes/logo";
import { brandTokens } from "../brand-themes/tokens";
import { BrandStyle, GlobalStyle } from "../design-system";
import { blockRegistry } from "../app/blocks/registry";
import { Placeholder } from "../app/composer/Placeholder";
import { testBlockContext } from "../app/composer/test-context";

const iterations = Number(process.argv[2] ?? 300);
const site = siteContent["carstore-se"];
const home = site.pages["/"];
if (!home) throw new Error("carstore-se has no home page fixture");
const route = toRoute(site, home);
const brand = {
  id: "carstore-se",
  name: "Carstore Sverige",
  tokens: brandTokens["carstore-se"],
  css: readFileSync(
    new URL("../brand-themes/carstore-se/generated/tokens.css", import.meta.url),
    "utf8",
  ),
  fonts: { stylesheet: "/font.css", preload: "/font.woff2" },
  Logo: createLogo({ wordmark: "carstore", mark: "square" }),
};
const context = testBlockContext({ brand, siteName: brand.name });

function Document() {
  return (
    <html lang="sv" data-brand={brand.id}>
      <head>
        <title>Bench</title>
        <BrandStyle brand={brand} />
      </head>
      <body>
        <GlobalStyle />
        <Placeholder
          renderings={route.placeholders.header}
          registry={blockRegistry}
          context={context}
        />
        <main>
          <Placeholder
            renderings={route.placeholders.main}
            registry={blockRegistry}
            context={context}
          />
        </main>
        <Placeholder
          renderings={route.placeholders.footer}
          registry={blockRegistry}
          context={context}
        />
      </body>
    </html>
  );
}

function collect(element: ReactElement, ready: "onAllReady" | "onShellReady"): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        html += chunk.toString();
        callback();
      },
    });
    sink.on("finish", () => resolve(html));
    const { pipe } = renderToPipeableStream(element, {
      [ready]: () => pipe(sink),
      onShellError: reject,
    });
  });
}

const strategies: Record<string, () => Promise<string>> = {
  "stream, no SSR CSS (unstyled flash)": () => collect(<Document />, "onShellReady"),
  "renderToString + ServerStyleSheet": async () => {
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(sheet.collectStyles(<Document />));
      return html.replace("</head>", `${sheet.getStyleTags()}</head>`);
    } finally {
      sheet.seal();
    }
  },
  "stream to onAllReady + ServerStyleSheet (chosen)": async () => {
    const sheet = new ServerStyleSheet();
    try {
      const html = await collect(sheet.collectStyles(<Document />), "onAllReady");
      return html.replace("</head>", `${sheet.getStyleTags()}</head>`);
    } finally {
      sheet.seal();
    }
  },
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

console.log(
  `SSR render of carstore-se "/" (${route.placeholders.main?.length} main blocks), ${iterations} runs each, Node ${process.version}`,
);
for (const [name, run] of Object.entries(strategies)) {
  for (let i = 0; i < 30; i += 1) await run();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    bytes = (await run()).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  const hasCss = /data-styled/.test(await run());
  console.log(
    `${name.padEnd(48)} median ${percentile(times, 50).toFixed(2)} ms  p95 ${percentile(times, 95).toFixed(2)} ms  mean ${mean.toFixed(2)} ms  html ${bytes} B  css in head: ${hasCss ? "yes" : "no"}`,
  );
}
