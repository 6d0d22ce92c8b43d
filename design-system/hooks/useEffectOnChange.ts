import { useEffect, useEffectEvent, useRef } from "react";

/**
 * Runs `onChange` after a render in which `value` differs from the previous render's, never on
 * mount. For "a new page closes the menu": an effect that also ran on mount would dispatch an
 * update right after hydration, and an update at that moment makes React hydrate the page's
 * remaining blocks synchronously, in one long task (decision 0042).
 */
export function useEffectOnChange<T>(value: T, onChange: () => void): void {
  const previous = useRef(value);
  const onChangeEvent = useEffectEvent(onChange);
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    onChangeEvent();
  }, [value]);
}
