export * from "./schemas";
export {
  createFinanceProviderClient,
  FINANCE_API_KEY_HEADER,
  financeProviderPaths,
  FinanceProviderError,
  type FinanceProviderClient,
  type FinanceProviderClientOptions,
} from "./upstream-client";
