/** A date as shown (formatted for the site's locale) and as machine-readable ISO text. */
export interface StoryDateView {
  /** ISO 8601, for `<time dateTime>`. */
  iso: string;
  /** "20 November 2026", formatted by the caller for the site's locale. */
  text: string;
}

export interface StoryImageView {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A story as a card (stories list, teaser): the whole card links to the story page. */
export interface StoryCardData {
  id: string;
  href: string;
  title: string;
  /** The story's introduction (the CMS's "premble"). */
  premble: string;
  date: StoryDateView;
  image?: StoryImageView;
}

/** A tag filter chip: pressed while the list shows the stories with it. */
export interface StoryTagOption {
  key: string;
  label: string;
  selected: boolean;
}

/** The stories index's layout setting (specs 3 Stories index). */
export type StoriesLayout = "Grid" | "List";

export interface StoriesListLabels {
  /** Names the tag chips' group: "Filtrera på tagg". */
  filterLabel: string;
  /** The chip that clears the tag filter. */
  showAll: string;
  loadMore: string;
  /** Template: "Visar {shown} av {total}". */
  showing: string;
  /** The storiesNoResults text. */
  noResults: string;
  /** Marks the highlighted latest story. */
  latest: string;
}

export interface StoryNavigationLabels {
  /** Names the navigation landmark. */
  navigation: string;
  back: string;
  previous: string;
  next: string;
}

export interface StoriesLabels {
  list: StoriesListLabels;
  navigation: StoryNavigationLabels;
  /** The teaser's link to the index when the CMS gives no text. */
  allStories: string;
  /** Template: "Publicerad {date}". */
  published: string;
}

/** A neighbouring story in story navigation. */
export interface StoryLink {
  href: string;
  title: string;
}
