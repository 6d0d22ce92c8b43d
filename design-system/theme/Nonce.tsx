import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

/**
 * The request's CSP nonce, for the inline `<style>` elements the design system renders (brand
 * custom properties). The server provides it per request; in the browser it is read back from
 * `<meta property="csp-nonce">` (browsers hide nonce attribute values from the DOM otherwise).
 */
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
