import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { brandHeadOfDocument, BrandHeadProvider } from "./lib/brand-head";
import { warmUpIntl } from "./lib/intl-warm-up";

warmUpIntl(document.documentElement.lang);

// No CSP nonce in the browser: the server's inline scripts and styles are allowed by hash, and
// the styles created here are known in advance (docs/decisions/0014-csp-with-cached-html.md).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <BrandHeadProvider value={brandHeadOfDocument(document)}>
        <HydratedRouter />
      </BrandHeadProvider>
    </StrictMode>,
  );
});
