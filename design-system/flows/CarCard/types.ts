/** A car as the list, carousels and compare show it: already formatted by the app. */
export interface CarCardData {
  /** car_id */
  id: string;
  /** "<car detail path>/<car_id>/<slug>" */
  href: string;
  /** "Volvo XC60" */
  title: string;
  /** car_model_text, e.g. "B4 AWD Plus Dark" */
  variant?: string;
  image?: { src: string; alt: string; blurDataUrl?: string };
  /** Already formatted ("2023", "3 200 mil"). */
  facts: { year?: string; mileage?: string; fuel?: string; gearbox?: string };
  price: {
    /** Formatted price shown large (the campaign price when there is one). */
    current: string;
    /** Formatted retail price, shown struck through when a campaign price applies. */
    previous?: string;
    /** e.g. "exkl. moms" for LCV (car_vehicle_type_code LCV: prices without VAT). */
    vatNote?: string;
    /** e.g. "Kampanj" */
    campaignLabel?: string;
  };
  /** "Billån 3 295 kr/mån" or "Privatleasing 4 495 kr/mån" */
  monthly?: string;
}

export interface CompareCarData extends CarCardData {
  equipment: string[];
  technical: { label: string; value: string }[];
}
