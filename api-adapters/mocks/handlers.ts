import type { RequestHandler } from "msw";
import { autosOnShowHandlers } from "./autosonshow";
import { contentHandlers } from "./content";
import { financeProviderHandlers } from "./finance";
import { erpHandlers } from "./erp";
import { formsHubHandlers } from "./forms";
import { locationHandlers } from "./locations";
import { cmsHostHandlers, mediaHandlers } from "./media";
import { searchHandlers } from "./search/handlers";
import { tireHotelHandlers } from "./tirehotel";

/** Base URLs of the upstreams to mock; an upstream left out is not mocked. */
export interface MockedUpstreamUrls {
  autosOnShow?: string;
  content?: string;
  contentHost?: string;
  finance?: string;
  erp?: string;
  forms?: string;
  mediaHost?: string;
  search?: string;
  tireHotel?: string;
}

/** One handler list for every mocked upstream, for Node (server, vitest) and the browser. */
export function upstreamHandlers(urls: MockedUpstreamUrls): RequestHandler[] {
  return [
    ...(urls.autosOnShow ? autosOnShowHandlers(urls.autosOnShow) : []),
    ...(urls.content ? contentHandlers(urls.content) : []),
    ...(urls.content ? locationHandlers(urls.content) : []),
    ...(urls.contentHost ? cmsHostHandlers(urls.contentHost) : []),
    ...(urls.finance ? financeProviderHandlers(urls.finance) : []),
    ...(urls.erp ? erpHandlers(urls.erp) : []),
    ...(urls.forms ? formsHubHandlers(urls.forms) : []),
    ...(urls.mediaHost ? mediaHandlers(urls.mediaHost) : []),
    ...(urls.search ? searchHandlers(urls.search) : []),
    ...(urls.tireHotel ? tireHotelHandlers(urls.tireHotel) : []),
  ];
}
