export {
  createErpDemo,
  ERP_DEMO_FAILING_TRANSACTION,
  erpDemo,
  erpHandlers,
  type ErpDemo,
} from "./handlers";
