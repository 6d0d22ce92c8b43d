export * from "./Icon";
export * from "./icons";
export * from "./IconActionButton";
export { iconReferencePrefix, iconSpriteMarkup, iconSymbolId } from "./icon-sprite";
