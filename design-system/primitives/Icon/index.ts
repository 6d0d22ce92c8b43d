export * from "./Icon";
export * from "./icons";
export * from "./IconActionButton";
export * from "./IconSprite";
