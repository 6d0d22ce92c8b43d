// @vitest-environment node
import { setupServer } from "msw/node";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upstreamHandlers } from "../../api-adapters/mocks/handlers";
import { loadConfig } from "../../server/env";
import { createUpstreamClients } from "../../server/upstream-clients";
import { resolveSite } from "../../sites/resolve";
import type { PreparedRendering } from "../composer/prepare-renderings.server";
import { loader } from "./api.editing.feaas-render";

const config = loadConfig({ EDITING_SECRET: "editor-secret" });
const upstream = createUpstreamClients(config);
const server = setupServer(
  ...upstreamHandlers({
    content: config.upstreams.content.url,
    search: config.upstreams.search.url,
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

async function editingRender(query: string) {
  const url = `http://automotive-se.localhost/api/editing/feaas/render?${query}`;
  return loader({
    request: new Request(url),
    url: new URL(url),
    pattern: "",
    context: {
      config,
      upstream,
      site: resolveSite(new URL(url).host, config.siteHosts),
    } as AppLoadContext,
    params: {},
  } as Parameters<typeof loader>[0]);
}

describe("the editing render", () => {
  it("loads the blocks' server data, so rich text shows sanitised as on the page", async () => {
    const result = await editingRender("secret=editor-secret&path=/");
    const { route } = result.data;
    const blurb = Object.values(route.placeholders)
      .flat()
      .find((rendering) => rendering.componentName === "Blurb");
    expect(blurb?.props).toBeDefined();
    const nodes = blurb?.data;
    expect(JSON.stringify(nodes)).toContain('"tag":"strong"');
    expect(JSON.stringify(nodes)).not.toContain("<");
  });

  it("loads the menu, the data table headers and the car list as on the page", async () => {
    const renderingsOf = async (path: string) => {
      const { route } = (await editingRender(`secret=editor-secret&path=${path}`)).data;
      const all: PreparedRendering[] = [];
      const collect = (placeholders: Record<string, PreparedRendering[]>) => {
        for (const rendering of Object.values(placeholders).flat()) {
          all.push(rendering);
          if (rendering.placeholders) collect(rendering.placeholders);
        }
      };
      collect(route.placeholders);
      return all;
    };
    const contentPage = await renderingsOf("/demo/innehall");
    const menu = contentPage.find((rendering) => rendering.componentName === "MainNavigation");
    expect(JSON.stringify(menu?.data)).toContain("/kop-bil");
    const table = contentPage.find((rendering) => rendering.componentName === "DataTable");
    expect(table?.data).toMatchObject({
      headers: expect.arrayContaining([{ name: "model", title: "Modell" }]),
    });
    const carListPage = await renderingsOf("/kop-bil");
    const carList = carListPage.find((rendering) => rendering.componentName === "CarList");
    expect(carList?.data).toMatchObject({
      failed: false,
      cars: expect.arrayContaining([
        expect.objectContaining({ href: expect.stringContaining("/kop-bil/bil/") }),
      ]),
    });
  });

  it("refuses a wrong secret", async () => {
    await expect(editingRender("secret=nope&path=/")).rejects.toMatchObject({
      init: { status: 401 },
    });
  });
});
