export * from "./WorkshopSites";
