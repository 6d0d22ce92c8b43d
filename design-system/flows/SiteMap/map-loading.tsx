import { Component, type ReactNode } from "react";

/*
 * What every map shares about loading the maps library (only in the browser after hydration:
 * `useHydrated`): the static map whenever the chunk, the script or the key fails. No maps library
 * here: this module is in the page's chunk (FailureWatch, in the lazy map chunks, is the
 * library's).
 */

/** When the map chunk cannot load (offline), the static map shows instead. */
export class FallbackOnError extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
