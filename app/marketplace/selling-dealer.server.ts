import type { Car, DealerSite, SearchClient } from "../../api-adapters/search";

/**
 * The dealer site selling a car (car_site_id in the site's sites index), for the car detail
 * page's structured data: the seller's address, phone and opening hours. Null when the car names
 * no dealer or the index does not have it; a failing search is logged by the adapter and gives
 * null too (the structured data then describes the seller from the car's own fields).
 */
export async function sellingDealerSite(
  search: SearchClient,
  siteName: string,
  car: Pick<Car, "car_site_id">,
): Promise<DealerSite | null> {
  const id = car.car_site_id?.trim();
  if (!id) return null;
  const response = await search.dealerSites(siteName, { filters: { site_id: [id] }, limit: 1 });
  return response.content.find((dealer) => dealer.site_id === id) ?? null;
}
