import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";
import { installBrowserApis } from "./browser-apis";

// Unit tests run in Node; a test file that needs a DOM says `// @vitest-environment jsdom`.
if (typeof window !== "undefined") {
  installBrowserApis();
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => cleanup());
}
