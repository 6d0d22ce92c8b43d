import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

/**
 * The server render's CSP marker, put as `nonce` on the inline `<style>` elements the design
 * system renders (brand custom properties). The server turns marked elements into CSP hashes and
 * removes the marker before sending; in the browser there is none (undefined), and styles created
 * there must be known in advance to be allowed by hash.
 */
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
