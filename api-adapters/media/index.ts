export * from "./reg-no";
export * from "./schemas";
export {
  AUTOSONSHOW_API_KEY_HEADER,
  createMediaClient,
  type MediaClient,
  type MediaClientOptions,
} from "./client";
