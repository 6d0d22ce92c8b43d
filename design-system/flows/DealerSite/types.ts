import type { MouseEvent } from "react";
import type { CarCardData } from "../CarCard/types";
import type { CarSliderLabels } from "../CarCarousel/CarSlider";
import type { GeoPoint, SiteMapLabels } from "../SiteMap/types";
import type { SiteCardData } from "../SiteTeaser/types";

/*
 * The dealer site pages' view data: everything already formatted by the app (opening hours per
 * locale, the brand-code rule, the holiday window), so the components only lay it out.
 */

/**
 * A card of the site list: the site teaser's card (SiteCardData: image, official name, street,
 * locality = zip and city, phone, link), one card shape for both.
 */
export type SiteListCardData = SiteCardData;

/** One filter chip: a link to the list with this value toggled (state lives in the URL). */
export interface SiteFilterOption {
  value: string;
  label: string;
  /** Sites with this value among the current hits, shown after the label. */
  count?: number;
  selected: boolean;
  /** The list URL with this value toggled (added or removed). */
  href: string;
}

/** A filter group (region, brand, department type), shown when it has two or more options. */
export interface SiteFilterGroup {
  /** The URL parameter, e.g. "region". */
  name: string;
  /** The group's visible name, e.g. "Region". */
  label: string;
  options: SiteFilterOption[];
}

export interface SiteListData {
  /** The sites loaded so far, sorted website_sort_order_asc. */
  sites: SiteListCardData[];
  /** The sites that match the filters and search (all pages). */
  total: number;
  filters: SiteFilterGroup[];
  /** The search box's current text (URL parameter `keyphrase`). */
  keyphrase?: string;
  /** The list path the search form submits to (GET, keeps the filters as hidden fields). */
  searchAction: string;
  /** The current filters as hidden fields of the search form. */
  searchHiddenFields?: { name: string; value: string }[];
  /** The list URL without filters or search ("clear all"); no clear link without it. */
  clearHref?: string;
}

/** A row of opening hours, already formatted: { day: "Mån–fre", hours: "07–18" }. */
export interface OpeningHoursRow {
  day: string;
  hours: string;
}

/** A person of a department (users). */
export interface SiteStaffMember {
  /** First and last name. */
  name: string;
  title?: string;
  phone?: string;
  email?: string;
}

/** A department of a site (site_departments). */
export interface SiteDepartment {
  /** official_name or name, e.g. "Verkstad". */
  name: string;
  /** The group as in the data: "New cars", "Parts", "Workshop", "Body work". */
  type: string;
  phone?: string;
  email?: string;
  /** Only days with both open and close, formatted for the locale. */
  openingHours: OpeningHoursRow[];
  /** Deviating days (openingschedule.deviationdays), formatted: { day: "24 dec", hours: "Stängt" }. */
  deviationDays?: OpeningHoursRow[];
  staff: SiteStaffMember[];
}

/** The holiday notice: shown only while now is inside the vacation window (the app decides). */
export interface SiteHoliday {
  /** vacationtitle, e.g. "Semesterstängt". */
  title: string;
  /** The period and any details, formatted ("Stängt 8–19 juli"). */
  text: string;
}

export interface SiteDetailData {
  id: string;
  /** site_official_name: the page heading. */
  name: string;
  image?: { src: string; alt: string; blurDataUrl?: string };
  street?: string;
  zip?: string;
  city?: string;
  /** Postcode and town in the country's order ("411 01 Göteborg"); default "zip city". */
  locality?: string;
  phone?: string;
  email?: string;
  /** A maps search link for the address (https://…). */
  mapsHref: string;
  /** site_geocoord; none: the map centres on the default (Stockholm, zoom 12). */
  coordinates?: GeoPoint;
  departments: SiteDepartment[];
  holiday?: SiteHoliday;
  /** Display names after the brand-code rule (underscore codes reduced to the base). */
  brands: string[];
  /** Latest arrivals (12, car_publishdate_asc). */
  latestCars: CarCardData[];
  /** The car list filtered by website_city and car_site_name. */
  carListHref?: string;
  /** Swedish dealer-group site: /service-och-verkstad/boka-bilverkstad?lat=…&lng=… */
  serviceBookingHref?: string;
}

/** Where the back control leads: the site list, with `onClick` to use history instead. */
export interface SiteBack {
  href: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/** The contact actions that count as leads (lead_action). */
export type SiteLeadAction = "phone" | "email" | "maps";

/** A lead: the action and, for a department's or a person's contact, the department's name. */
export interface SiteLead {
  action: SiteLeadAction;
  department?: string;
}

/** Every text of the site list (from `dealerSiteLabels(t).list`). */
export interface SiteListLabels {
  /** Hidden text before a phone number ("Telefon"). */
  phone: string;
  /** The search box's label ("Sök anläggning"). */
  search: string;
  /** The search button. */
  searchButton: string;
  /** Names the filter chips' group ("Filtrera anläggningar"). */
  filters: string;
  /** Removes all filters and the search. */
  clearAll: string;
  /** "Visar {shown} av {total}". */
  showing: string;
  /** The show-more button. */
  showMore: string;
  /** No site matches. */
  empty: string;
}

/** Every text of the site detail sections (from `dealerSiteLabels(t).detail`). */
export interface SiteDetailLabels {
  /** The back link ("Alla anläggningar"). */
  back: string;
  /** The contact actions' heading. */
  contact: string;
  address: string;
  /** The maps link ("Visa vägbeskrivning"). */
  maps: string;
  /** Hidden text after a link that opens a new tab. */
  newTab: string;
  /** The contact actions' texts: the number or address follows. */
  call: string;
  email: string;
  departments: string;
  openingHours: string;
  deviationDays: string;
  brands: string;
  /** The employees' heading ("Medarbetare"). */
  staff: string;
  showStaff: string;
  hideStaff: string;
  latestCars: string;
  /** The button to the car list filtered by the site. */
  allCars: string;
  /** The Swedish service booking button. */
  bookService: string;
  map: SiteMapLabels;
  /** The latest arrivals carousel's controls. */
  cars: CarSliderLabels;
}

export interface DealerSiteLabels {
  list: SiteListLabels;
  detail: SiteDetailLabels;
}
