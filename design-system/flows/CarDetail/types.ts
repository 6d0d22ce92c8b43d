import type { MouseEvent, ReactNode } from "react";
import type { CarCardData } from "../CarCard/types";

/** A labelled value, already formatted by the app ("Miltal", "3 200 mil"). */
export interface CarDetailRow {
  label: string;
  value: string;
}

export interface CarDetailPrice {
  /** The price shown large, formatted: the campaign price when there is one. */
  current: string;
  /** The retail price, struck through next to a campaign price. */
  previous?: string;
  /** The monthly cost line, formatted: "Billån 3 295 kr/mån". */
  monthly?: string;
  /** A small line under the price (car_price_title), e.g. "Pris inkl. leverans". */
  note?: string;
}

/** A variant of the same car (linked_vehicles): a link to its detail page. */
export interface CarDetailLinkedVehicle {
  href: string;
  /** link_text */
  text: string;
  /** package_name, shown after the link text. */
  packageName?: string;
}

/** The seller shown in the dealer card; each contact action is shown when its value is there. */
export interface CarDetailDealer {
  /** The site's (or seller's) name. */
  name: string;
  /** Street address, one line ("Storgatan 1, 123 45 Staden"). */
  address?: string;
  city?: string;
  /** Shown as typed; the tel: link keeps only "+" and digits. */
  phone?: string;
  email?: string;
  /** A maps search link for the address (https://…). */
  mapsHref?: string;
  /** The site's own page on this web site. */
  siteHref?: string;
}

/** A dealer site selling the brand of a sample car (new-car sample models). */
export interface CarDetailSellerSite {
  id: string;
  name: string;
  city?: string;
  /** The site's page (or its car list); the name is plain text without it. */
  href?: string;
}

/** Everything the car detail sections show, already formatted by the app (locale work). */
export interface CarDetailData {
  /** car_id */
  id: string;
  /** The page heading: "Volvo XC60". */
  title: string;
  /** car_model_text, under the heading: "B4 AWD Plus Dark". */
  variant?: string;
  price: CarDetailPrice;
  /** A few facts by the price (year, mileage, fuel, gearbox), already formatted. */
  keyFacts: CarDetailRow[];
  /** The #overview section's rows (body, colour, drive, first registration, reg. no …). */
  overview: CarDetailRow[];
  /** car_equipment */
  equipment: string[];
  /** car_description as plain text: blank lines separate paragraphs, newlines break lines. */
  description?: string;
  /** Technical data rows with their units; five show before "show more". */
  technical: CarDetailRow[];
  /** car_ncapstars, 0–5; no NCAP block without it. */
  ncapStars?: number;
  linkedVehicles?: CarDetailLinkedVehicle[];
  /** The seller; a sample car has none (it lists `sellerSites` instead). */
  dealer?: CarDetailDealer;
  /** Sample cars: the sites of the brand (limit 100). */
  sellerSites?: CarDetailSellerSite[];
  /** car_is_sample: a new-car sample model (equipment shows three items, then more). */
  isSample?: boolean;
  /** car_vehicle_type_code LCV: prices are shown without VAT ("exkl. moms"). */
  isLcv?: boolean;
  /** car_has_campaign_price: the campaign label, `price.previous` struck through. */
  hasCampaign?: boolean;
  /** disable_test_drive (for the contact form; the sections do not use it). */
  disableTestDrive?: boolean;
}

/** The contact actions that count as leads (`lead_action`); the form's submit is the form's. */
export type CarDetailLeadAction = "phone" | "email" | "maps";

/** Every text of the car detail sections (from `carDetailLabels(t)`); no texts inside. */
export interface CarDetailLabels {
  /** The back button or link. */
  back: string;
  /** Next to a campaign price. */
  campaign: string;
  /** Hidden text before the struck-through retail price. */
  previousPrice: string;
  /** After LCV prices: "exkl. moms". */
  exclVat: string;
  /** The hidden heading of the price and key facts. */
  keyFacts: string;
  overview: string;
  equipment: string;
  description: string;
  technical: string;
  showMore: string;
  showLess: string;
  /** The NCAP block's heading. */
  ncap: string;
  /** The stars' text; `{stars}` of `{max}`: "{stars} av {max} stjärnor". */
  ncapStars: string;
  linkedVehicles: string;
  /** The dealer card's heading. */
  dealer: string;
  /** The call action; the number follows in the card. */
  call: string;
  email: string;
  maps: string;
  /** The dealer's own page link. */
  dealerSite: string;
  /** The jump to the contact form (sticky bar on phones and the dealer card). */
  contactForm: string;
  /** Names the phone's sticky action bar. */
  actionBar: string;
  /** Sample cars: the heading of the brand's sites. */
  sellerSites: string;
  /** Hidden text after a link that opens a new tab (maps). */
  newTab: string;
  /** Announced while the page's content loads (CarDetailSkeleton). */
  loading: string;
}

/** Where the back control leads: a link (`href`), with `onClick` to use history instead. */
export interface CarDetailBack {
  /** The car list (or the page the visitor came from); a button without it. */
  href?: string;
  /** E.g. `history.back()` with `event.preventDefault()` when there is history. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

export interface CarDetailSlots {
  /** The gallery (CarGalleryWithMedia); nothing when absent. */
  gallery?: ReactNode;
  /** The contact form (CarContact), in the #contact section. */
  contactForm?: ReactNode;
  /** Similar cars (`SimilarCars`), full width under the sections. */
  recommendations?: ReactNode;
  /** Finance and leasing calculators (issue 15). */
  finance?: ReactNode;
}

export interface CarDetailProps extends CarDetailSlots {
  car: CarDetailData;
  labels: CarDetailLabels;
  back?: CarDetailBack;
  /** Called when the visitor uses a contact action (lead_name/lead_action events). */
  onLead?: (action: CarDetailLeadAction) => void;
}

/** The 404 view's texts. */
export interface CarNotFoundLabels {
  heading: string;
  text: string;
  /** The recommended cars' heading. */
  recommended: string;
  /** The button to the car list. */
  toCarList: string;
  previousPrice: string;
  missingImage: string;
}

export interface CarNotFoundProps {
  labels: CarNotFoundLabels;
  /** Recommended cars, shown as cards; none: no list. */
  cars?: CarCardData[];
  /** The car list (with the keyphrase); no button without it (hidden on one Swedish site). */
  carListHref?: string;
}
