import { useMemo, type Ref, type RefCallback } from "react";

/** One ref callback feeding two refs (a forwarded ref and the component's own). */
export function mergeRefs<T>(a: Ref<T> | undefined, b: Ref<T> | undefined): RefCallback<T> {
  return (node) => {
    for (const ref of [a, b]) {
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/** `mergeRefs`, stable between renders while both refs are. */
export function useMergedRefs<T>(a: Ref<T> | undefined, b: Ref<T> | undefined): RefCallback<T> {
  return useMemo(() => mergeRefs(a, b), [a, b]);
}
