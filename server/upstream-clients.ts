import { createBookingClient, type BookingClient } from "../api-adapters/booking";
import { createContentClient, type ContentClient } from "../api-adapters/content";
import { createErpClient, type ErpClient } from "../api-adapters/erp";
import { createFinanceProviderClient, type FinanceProviderClient } from "../api-adapters/finance";
import { createFormBuilderClient, type FormBuilderClient } from "../api-adapters/formbuilder";
import { createMediaClient, type MediaClient } from "../api-adapters/media";
import { createFormsHubClient, type FormsHubClient } from "../api-adapters/forms";
import { createSearchClient, type SearchClient } from "../api-adapters/search";
import {
  createTireHotelUpstreamClient,
  type TireHotelUpstreamClient,
} from "../api-adapters/tirehotel";
import type { AppConfig } from "./env";

/** The upstream services' clients, handed to loaders and actions in the load context. */
export interface UpstreamClients {
  /** Content service (layouts, settings, dictionary, navigation), with the 60 s read cache. */
  content: ContentClient;
  /** Search index (cars), with the same read cache. */
  search: SearchClient;
  /** Tire hotel upstream (the API key stays on the server). */
  tireHotel: TireHotelUpstreamClient;
  /** Autos-on-show media service (a car's video, 360 frames and interior panorama). */
  media: MediaClient;
  /** Forms hub (contact form leads; the API key stays on the server). */
  forms: FormsHubClient;
  /** Dealer ERP (kit quotes; the API key stays on the server). */
  erp: ErpClient;
  /** Service booking (cars, services, workshops, times, bookings; the key stays on the server). */
  booking: BookingClient;
  /** UK finance quote provider (the API key stays on the server). */
  finance: FinanceProviderClient;
  /** Form builder (JotForm): the questions of embedded forms (the API key stays on the server). */
  formBuilder: FormBuilderClient;
}

/**
 * The clients for this configuration, made once per process: the content and search clients
 * hold the process's read cache, so one per request would never hit it (decision 0015).
 */
export function createUpstreamClients(config: AppConfig): UpstreamClients {
  const timeoutMs = config.upstreamTimeoutMs;
  const { content, search, tireHotel, autosOnShow, forms, finance, formBuilder } = config.upstreams;
  return {
    booking: createBookingClient({
      baseUrl: config.upstreams.booking.url,
      apiKey: config.upstreams.booking.apiKey,
      timeoutMs,
    }),
    content: createContentClient({ endpoint: content.url, apiKey: content.apiKey, timeoutMs }),
    search: createSearchClient({ endpoint: search.url, apiKey: search.apiKey, timeoutMs }),
    tireHotel: createTireHotelUpstreamClient({
      baseUrl: tireHotel.url,
      apiKey: tireHotel.apiKey,
      timeoutMs,
    }),
    media: createMediaClient({ baseUrl: autosOnShow.url, apiKey: autosOnShow.apiKey, timeoutMs }),
    forms: createFormsHubClient({ baseUrl: forms.url, apiKey: forms.apiKey, timeoutMs }),
    erp: createErpClient({
      baseUrl: config.upstreams.erp.url,
      apiKey: config.upstreams.erp.apiKey,
      timeoutMs,
    }),
    finance: createFinanceProviderClient({
      baseUrl: finance.url,
      apiKey: finance.apiKey,
      timeoutMs,
    }),
    formBuilder: createFormBuilderClient({
      baseUrl: formBuilder.url,
      apiKey: formBuilder.apiKey,
      timeoutMs,
    }),
  };
}
