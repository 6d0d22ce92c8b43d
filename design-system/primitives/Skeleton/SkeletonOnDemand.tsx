import { Suspense } from "react";
import { lazyComponent } from "../../deferred/lazy-component";
import type { SkeletonProps } from "./Skeleton";

const LazySkeleton = lazyComponent<SkeletonProps>(() =>
  import("./Skeleton").then((module) => module.Skeleton),
);

/**
 * A Skeleton whose code loads the first time one shows: for placeholders a page's first view
 * never shows (the car list's loading cards, a section's fallback in a client navigation), so the
 * first load does not carry them (issue 17). Until the code is in (a few milliseconds, while the
 * data it stands for is still on its way) it shows nothing. Not for a placeholder that reserves
 * space in the server's HTML: use Skeleton there.
 */
export function SkeletonOnDemand(props: SkeletonProps) {
  return (
    <Suspense fallback={null}>
      <LazySkeleton {...props} />
    </Suspense>
  );
}
