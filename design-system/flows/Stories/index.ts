export * from "./types";
export * from "./stories-labels";
export * from "./StoryCard";
export * from "./StoriesList";
export * from "./StoriesTeaser";
export * from "./StoryNavigation";
export * from "./PublishInfo";
