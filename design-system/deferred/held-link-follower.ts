import { createContext, type MouseEvent } from "react";

/**
 * How a click on a link of a section's kept server HTML is followed: by the app's router for a
 * page of the site (it navigates as the live section's link would), or by the browser when no
 * follower is given. The follower leaves what it does not take to the browser.
 */
export const HeldLinkFollower = createContext<((event: MouseEvent<HTMLElement>) => void) | null>(
  null,
);
