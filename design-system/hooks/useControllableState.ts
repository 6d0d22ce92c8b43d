import { useCallback, useState } from "react";

/**
 * State a component owns unless its parent controls it: `value` given means controlled (the
 * component reports changes through `onChange` and shows what it is given); otherwise the
 * component keeps its own state, starting at `defaultValue`, and still reports changes.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [internal, setInternal] = useState(defaultValue);
  const controlled = value !== undefined;
  const setValue = useCallback(
    (next: T) => {
      if (!controlled) setInternal(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : internal, setValue];
}
