import { describe, expect, it } from "vitest";
import { byteRangeResponse, demoVideo, mediaHandlers } from "./media";

const origin = "https://media.example";

async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const request = new Request(`${origin}${path}`, { headers });
  for (const handler of mediaHandlers(origin)) {
    const result = await handler.run({ request, requestId: "test" });
    if (result?.response) return result.response;
  }
  throw new Error(`no handler for ${path}`);
}

describe("demo media host", () => {
  it("serves a real, small MP4 for video paths (not an illustration)", async () => {
    const response = await get("/-/media/demo/hero-ex90.mp4");
    expect(response.headers.get("content-type")).toBe("video/mp4");
    const bytes = new Uint8Array(await response.arrayBuffer());
    // An ISO base media file starts with its `ftyp` box.
    expect(new TextDecoder().decode(bytes.slice(4, 8))).toBe("ftyp");
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(bytes.length).toBeLessThan(300 * 1024);
  });

  it("answers the byte ranges a video element asks for", async () => {
    const size = demoVideo().length;
    const head = await get("/-/media/demo/hero-ex90.mp4", { range: "bytes=0-99" });
    expect(head.status).toBe(206);
    expect(head.headers.get("content-range")).toBe(`bytes 0-99/${size}`);
    expect((await head.arrayBuffer()).byteLength).toBe(100);

    const open = byteRangeResponse(demoVideo(), "video/mp4", "bytes=100-");
    expect(open.headers.get("content-range")).toBe(`bytes 100-${size - 1}/${size}`);
    const suffix = byteRangeResponse(demoVideo(), "video/mp4", "bytes=-10");
    expect((await suffix.arrayBuffer()).byteLength).toBe(10);
    expect(byteRangeResponse(demoVideo(), "video/mp4", `bytes=${size}-`).status).toBe(416);
    expect(byteRangeResponse(demoVideo(), "video/mp4", null).status).toBe(200);
  });

  it("still draws an illustration for images", async () => {
    const response = await get("/-/media/demo/hero-ex90-poster.jpg");
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
  });
});
