import type { RequestHandler } from "msw";
import { autosOnShowHandlers } from "./autosonshow";
import { bookingHandlers } from "./booking";
import { contentHandlers } from "./content";
import { erpHandlers } from "./erp";
import { financeProviderHandlers } from "./finance";
import { formBuilderHandlers } from "./formbuilder";
import { formsHubHandlers } from "./forms";
import { locationHandlers } from "./locations";
import { cmsHostHandlers, mediaHandlers } from "./media";
import { searchHandlers } from "./search/handlers";
import { tireHotelHandlers } from "./tirehotel";

/** Base URLs of the upstreams to mock; an upstream left out is not mocked. */
export interface MockedUpstreamUrls {
  autosOnShow?: string;
  booking?: string;
  content?: string;
  contentHost?: string;
  erp?: string;
  finance?: string;
  forms?: string;
  formBuilder?: string;
  mediaHost?: string;
  search?: string;
  tireHotel?: string;
}

/** One handler list for every mocked upstream, for Node (server, vitest) and the browser. */
export function upstreamHandlers(urls: MockedUpstreamUrls): RequestHandler[] {
  return [
    ...(urls.autosOnShow ? autosOnShowHandlers(urls.autosOnShow) : []),
    ...(urls.booking ? bookingHandlers(urls.booking) : []),
    ...(urls.content ? contentHandlers(urls.content) : []),
    ...(urls.content ? locationHandlers(urls.content) : []),
    ...(urls.contentHost ? cmsHostHandlers(urls.contentHost) : []),
    ...(urls.erp ? erpHandlers(urls.erp) : []),
    ...(urls.finance ? financeProviderHandlers(urls.finance) : []),
    ...(urls.forms ? formsHubHandlers(urls.forms) : []),
    ...(urls.formBuilder ? formBuilderHandlers(urls.formBuilder) : []),
    ...(urls.mediaHost ? mediaHandlers(urls.mediaHost) : []),
    ...(urls.search ? searchHandlers(urls.search) : []),
    ...(urls.tireHotel ? tireHotelHandlers(urls.tireHotel) : []),
  ];
}
