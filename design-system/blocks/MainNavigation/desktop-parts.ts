/* The desktop header's parts, one chunk: loaded when they show (MainNavigation). */
export { DesktopMenu } from "./DesktopMenu";
export { UtilityBar } from "./UtilityBar";
