export {
  createErpClient,
  ERP_API_KEY_HEADER,
  ERP_QUOTE_PATH,
  kitQuoteSchema,
  kitSessionSchema,
  type ErpClient,
  type ErpClientOptions,
  type KitQuote,
} from "./client";
