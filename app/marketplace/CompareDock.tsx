import { Suspense, useEffect, useRef, useState } from "react";
import {
  type CompareCarData,
  CompareAnnouncer,
  useCompare,
  type CompareDetailStatus,
  compareBarLabels,
  compareModalLabels,
  lazyComponent,
} from "../../design-system";
import { useTranslate } from "../i18n/translate";
import { useLanguagePrefix } from "../i18n/language-prefix";
import { withLanguageParam } from "../../sites/language-paths";

// The bar and the modal (with its dialog code) are a chunk of their own: every page of a
// car-selling site has the dock, and most visitors never select a car (issue 17: 1.7 KB gzip of
// every such page's first load). It loads as soon as a car is selected; the live region that
// announces the selection is mounted from the start.
const loadParts = () => import("./compare-on-demand");
const CompareBarPanel = lazyComponent(() => loadParts().then((module) => module.CompareBarPanel));
const CompareModal = lazyComponent(() => loadParts().then((module) => module.CompareModal));

/** The compare detail route (app/routes/api.cars.$carId.ts), in the page's language. */
export const compareDetailUrl = (carId: string, languagePrefix = "") =>
  withLanguageParam(`/api/cars/${encodeURIComponent(carId)}`, languagePrefix);

const basic = (car: CompareCarData | Omit<CompareCarData, "equipment" | "technical">) => ({
  equipment: [],
  technical: [],
  ...car,
});

/**
 * The compare bar and modal of every car-selling site, at the app root so the selection stays
 * through navigation. Details are fetched by car_id when the modal opens; a failure keeps the
 * basic card data (specs: "logged, basic car data added").
 */
export function CompareDock({ locale }: { locale: string }) {
  const compare = useCompare();
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const [details, setDetails] = useState<Record<string, CompareCarData>>({});
  const [status, setStatus] = useState<Record<string, CompareDetailStatus>>({});
  const requested = useRef(new Set<string>());
  const languagePrefix = useLanguagePrefix();

  useEffect(() => {
    if (!open) return;
    for (const car of compare.cars) {
      if (requested.current.has(car.id)) continue;
      requested.current.add(car.id);
      setStatus((previous) => ({ ...previous, [car.id]: "loading" }));
      fetch(compareDetailUrl(car.id, languagePrefix), { headers: { accept: "application/json" } })
        .then(async (response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          const detail = (await response.json()) as CompareCarData;
          setDetails((previous) => ({ ...previous, [car.id]: detail }));
          setStatus((previous) => ({ ...previous, [car.id]: "loaded" }));
        })
        .catch((error: unknown) => {
          console.warn("compare.detail-failed", {
            carId: car.id,
            message: error instanceof Error ? error.message : String(error),
          });
          // A later opening tries again.
          requested.current.delete(car.id);
          setStatus((previous) => ({ ...previous, [car.id]: "fallback" }));
        });
    }
  }, [open, compare.cars, languagePrefix]);

  const selected = compare.cars.length > 0;
  // The bar and modal render once their chunk is in, so no render suspends on it: the stored
  // selection arrives in a transition (decision 0042), and a transition suspended on a new chunk
  // would hold the cards' compare toggles back with it.
  const [partsLoaded, setPartsLoaded] = useState(CompareModal.loaded);
  useEffect(() => {
    if (!selected || partsLoaded) return;
    let current = true;
    void Promise.all([CompareBarPanel.preload(), CompareModal.preload()]).then(() => {
      if (current) setPartsLoaded(true);
    });
    return () => {
      current = false;
    };
  }, [selected, partsLoaded]);

  const cars = compare.cars.map((car) => details[car.id] ?? basic(car));
  const barLabels = compareBarLabels(t);
  return (
    <>
      <CompareAnnouncer
        count={compare.cars.length}
        max={compare.max}
        lastChange={compare.lastChange}
        changeCount={compare.changeCount}
        labels={barLabels}
        locale={locale}
      />
      {partsLoaded && (selected || open) ? (
        <Suspense fallback={null}>
          <CompareBarPanel
            cars={compare.cars}
            max={compare.max}
            expanded={open}
            onOpen={() => setOpen(true)}
            onRemove={compare.remove}
            onClear={compare.clear}
            labels={barLabels}
            locale={locale}
          />
          <CompareModal
            open={open}
            onClose={() => setOpen(false)}
            cars={cars}
            onRemove={compare.remove}
            detailStatus={status}
            labels={compareModalLabels(t)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
