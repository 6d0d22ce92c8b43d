export {
  createFinanceDemo,
  DEMO_FINANCE_APPLY_BASE,
  financeDemo,
  financeProviderHandlers,
  financeQuoteApiHandlers,
  isDemoOutage,
  type FinanceDemo,
  type FinanceQuoteApiHandlersOptions,
} from "./handlers";
