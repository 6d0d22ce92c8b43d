export {
  createFormsHubDemo,
  formsHubDemo,
  formsHubDemoNames,
  formsHubHandlers,
  type FormsHubDemo,
} from "./handlers";
