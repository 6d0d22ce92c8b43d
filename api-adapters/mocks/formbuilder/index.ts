export { demoFormIds, demoForms, failingDemoFormId, formBuilderHandlers } from "./handlers";
