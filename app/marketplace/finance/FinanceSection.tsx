import { lazy, Suspense } from "react";
import { Skeleton, useNearViewport, VisuallyHidden } from "../../../design-system";
import { useTranslate } from "../../i18n/translate";
import type { CarFinanceData } from "./finance-view";

// Each widget in a chunk of its own, fetched only when the section nears the viewport.
const NordicFinance = lazy(() =>
  import("./NordicFinance").then((module) => ({ default: module.NordicFinance })),
);
const UkFinanceQuote = lazy(() =>
  import("./UkFinanceQuote").then((module) => ({ default: module.UkFinanceQuote })),
);

function Placeholder({ label }: { label: string }) {
  return (
    <>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <Skeleton shape="rect" height="24rem" />
    </>
  );
}

/**
 * The car detail page's finance slot (issue 15): a placeholder of the widget's size until the
 * section comes near the viewport, then the Nordic calculators or the UK quote, whose code is
 * loaded only then (decision 0030). `data-finance-section` tells which ("waiting", then "near").
 */
export function FinanceSection({ finance }: { finance: CarFinanceData }) {
  const t = useTranslate();
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const loading = <Placeholder label={t("Finance.Loading")} />;
  return (
    <div ref={ref} id="finance" data-finance-section={near ? "near" : "waiting"}>
      {near ? (
        <Suspense fallback={loading}>
          {finance.kind === "nordic" ? (
            <NordicFinance data={finance.calculator} />
          ) : (
            <UkFinanceQuote vehicle={finance.vehicle} />
          )}
        </Suspense>
      ) : (
        <Skeleton shape="rect" height="24rem" still />
      )}
    </div>
  );
}
