import { describe, expect, it } from "vitest";
import { configureZodWithoutEval } from "./zod-without-eval";

describe("configureZodWithoutEval", () => {
  it("sets jitless where zod reads its configuration, keeping what is there", () => {
    const scope: Record<string, unknown> = { __zod_globalConfig: { locale: "sv" } };
    configureZodWithoutEval(scope);
    expect(scope.__zod_globalConfig).toEqual({ locale: "sv", jitless: true });
  });

  it("is the configuration zod itself uses", async () => {
    const previous = (globalThis as Record<string, unknown>).__zod_globalConfig;
    configureZodWithoutEval(globalThis as unknown as Record<string, unknown>);
    const { config } = await import("zod/v4/core");
    expect(config().jitless).toBe(true);
    (globalThis as Record<string, unknown>).__zod_globalConfig = previous;
    if (previous === undefined) delete (globalThis as Record<string, unknown>).__zod_globalConfig;
  });
});
