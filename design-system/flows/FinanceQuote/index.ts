export {
  FinanceQuote,
  REQUOTE_DEBOUNCE_MS,
  type FinanceQuoteLinks,
  type FinanceQuoteProps,
} from "./FinanceQuote";
export { financeQuoteLabels, type FinanceQuoteLabels } from "./labels";
