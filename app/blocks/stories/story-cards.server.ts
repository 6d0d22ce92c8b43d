import type { Story } from "../../../api-adapters/content";
import type { StoryCardData, StoryDateView } from "../../../design-system/flows/Stories";
import { safeMediaSrc } from "../../composer/url-safety";

/** A date as the site's locale writes it ("20 November 2026", "20. november 2026"), in UTC. */
export function formatStoryDate(iso: string, locale: string): StoryDateView {
  const text = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(iso),
  );
  return { iso, text };
}

/** A story as its card shows it: only what the card needs travels to the browser. */
export function toStoryCard(story: Story, locale: string): StoryCardData {
  const src = story.image ? safeMediaSrc(story.image.src) : undefined;
  return {
    id: story.id,
    href: story.url.path,
    title: story.title,
    premble: story.premble,
    date: formatStoryDate(story.date.value, locale),
    ...(story.image && src
      ? {
          image: {
            src,
            alt: story.image.alt,
            width: story.image.width,
            height: story.image.height,
          },
        }
      : {}),
  };
}

/** The parent path of an item path: a story's index ("/news-and-events/x" -> "/news-and-events"). */
export function parentPath(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed.slice(0, trimmed.lastIndexOf("/")) || "/";
}
