export * from "./types";
export * from "./rules";
export * from "./CarDetail";
export * from "./Collapsible";
export * from "./DealerCard";
export * from "./PriceBlock";
export * from "./Sections";
