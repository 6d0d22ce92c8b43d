import type { FinanceQuoteLinks } from "../../../design-system/flows/FinanceQuote";

/**
 * Where the finance provider takes a visitor on from a quote (specs/marketplace.md §7, external
 * links: reserve and part-exchange redirects on the provider using the quote reference). The
 * provider's public site; the demo provider lives at the same host as its demo API.
 */
export const UK_FINANCE_PROVIDER_SITE = "https://finance.upstream.invalid";

export const ukFinanceLinks: FinanceQuoteLinks = {
  reserve: (quoteReference) =>
    `${UK_FINANCE_PROVIDER_SITE}/redirect/reserve?${new URLSearchParams({ quoteRef: quoteReference })}`,
  partExchange: (quoteReference) =>
    `${UK_FINANCE_PROVIDER_SITE}/redirect/part-exchange?${new URLSearchParams({ quoteRef: quoteReference })}`,
};
