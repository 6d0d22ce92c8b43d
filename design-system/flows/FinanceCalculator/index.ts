export * from "./types";
export * from "./finance-math";
export * from "./labels";
export * from "./FinanceCalculator";
