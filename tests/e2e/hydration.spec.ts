import { expect, test } from "@playwright/test";
import { keyPages } from "../performance-budgets";
import { answerTagManagerLocally, expectHydrated, resolveKeyPagePath, siteUrl } from "./helpers";

/*
 * Hydration stays interruptible (issue 17, total blocking time; decision 0042). React hydrates the
 * page's Suspense boundaries (one per rendering, app/composer/Placeholder.tsx) after the shell, at
 * the lowest priority, in slices. An update at a blocking priority that reaches a boundary still
 * dehydrated (a context value set in a mount effect, a store snapshot that differs from the
 * server's) makes React hydrate it at once, synchronously: on the carstore-se home page every
 * block in one ~700 ms task at 4x CPU slowdown. React records the lane it was forced to in the
 * boundary's state (`retryLane`): the test reads it through React's DevTools hook on every commit
 * and fails when a boundary was hydrated at a blocking lane. React internals (fiber tag 13,
 * `memoizedState.dehydrated`, `retryLane`), pinned by the lockfile's react-dom 19.
 */

interface HydrationRecord {
  /** Boundaries that went from dehydrated to hydrated. */
  hydrated: number;
  /** …of which React was forced to hydrate at a blocking lane (sync, input or default). */
  blocking: string[];
  /** Boundaries still dehydrated after the last commit. */
  dehydrated: number;
}

/** Installs a minimal DevTools hook before React loads; it inspects every committed tree. */
function recordHydration() {
  interface Fiber {
    tag: number;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
    memoizedState: { dehydrated?: unknown; retryLane?: number } | null;
    return: Fiber | null;
    memoizedProps: { componentName?: unknown } | null;
  }
  const SUSPENSE = 13;
  // SyncHydration, Sync, InputContinuousHydration, InputContinuous, DefaultHydration, Default.
  const BLOCKING_LANES = 0b111111;
  const record: HydrationRecord = { hydrated: 0, blocking: [], dehydrated: 0 };
  /** The rendering the boundary belongs to (RenderingBoundary's componentName). */
  const renderingOf = (fiber: Fiber): string => {
    for (let at = fiber.return; at; at = at.return) {
      const name = at.memoizedProps?.componentName;
      if (typeof name === "string") return name;
    }
    return "a boundary outside the renderings";
  };
  Object.assign(window, {
    __hydration: record,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot(_id: number, root: { current: Fiber }) {
        let dehydrated = 0;
        const stack: Fiber[] = [root.current];
        while (stack.length > 0) {
          const fiber = stack.pop() as Fiber;
          if (fiber.tag === SUSPENSE) {
            const before = fiber.alternate?.memoizedState;
            if (fiber.memoizedState?.dehydrated) dehydrated += 1;
            else if (before?.dehydrated) {
              record.hydrated += 1;
              const lane = before.retryLane ?? 0;
              if ((lane & BLOCKING_LANES) !== 0)
                record.blocking.push(`${renderingOf(fiber)} (lane ${lane})`);
            }
          }
          if (fiber.sibling) stack.push(fiber.sibling);
          if (fiber.child) stack.push(fiber.child);
        }
        record.dehydrated = dehydrated;
      },
    },
  });
}

test.use({ viewport: { width: 375, height: 812 } });

for (const keyPage of keyPages) {
  test(`${keyPage.name}: every block hydrates in interruptible slices`, async ({ page }) => {
    await answerTagManagerLocally(page);
    await page.addInitScript(recordHydration);
    await page.goto(siteUrl(keyPage.site, await resolveKeyPagePath(keyPage)));
    await expectHydrated(page);
    const read = () =>
      page.evaluate(() => (window as unknown as { __hydration: HydrationRecord }).__hydration);
    await expect.poll(async () => (await read()).dehydrated, { timeout: 15_000 }).toBe(0);
    const record = await read();
    expect(record.hydrated, "boundaries hydrated after the shell").toBeGreaterThan(0);
    expect(record.blocking, "boundaries hydrated synchronously").toEqual([]);
  });
}
