export * from "./Icon";
export * from "./icons";
export * from "./IconActionButton";
export { iconReferencePattern, iconSpriteMarkup, iconSymbolId } from "./icon-sprite";
