export * from "./VideoEmbed";
export * from "./embedUrl";
