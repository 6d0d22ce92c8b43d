import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";
import { installBrowserApis } from "./browser-apis";
import { UNIT_ASYNC_TIMEOUT } from "./async-timeouts";

// Unit tests run in Node; a test file that needs a DOM says `// @vitest-environment jsdom`.
if (typeof window !== "undefined") {
  installBrowserApis();
  const { cleanup, configure } = await import("@testing-library/react");
  afterEach(() => cleanup());
  // `findBy…` and `waitFor` wait for behaviour, not speed: while CI runs the unit, story and
  // visual suites side by side, a step's next heading can take over testing-library's default
  // one second to render (CI of session 29: the booking tool's step 4 heading).
  configure({ asyncUtilTimeout: UNIT_ASYNC_TIMEOUT });
}
