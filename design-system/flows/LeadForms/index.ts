export * from "./labels";
export * from "./LeadFormShell";
export * from "./rules";
export * from "./schema";
export * from "./SellCarForm";
export * from "./ServiceRequestForm";
export type { FieldOption } from "../../primitives/FormFields";
