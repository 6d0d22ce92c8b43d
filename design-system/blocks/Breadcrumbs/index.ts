export * from "./Breadcrumbs";
