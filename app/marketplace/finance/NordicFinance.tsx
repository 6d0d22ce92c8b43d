import { useMemo } from "react";
import {
  FinanceCalculator,
  financeLabels,
  type FinanceCalculatorData,
} from "../../../design-system/flows/FinanceCalculator";
import { useTranslate } from "../../i18n/translate";

/** The Nordic calculators with the site's texts: the chunk the finance section loads. */
export function NordicFinance({ data }: { data: FinanceCalculatorData }) {
  const t = useTranslate();
  const labels = useMemo(() => financeLabels(t), [t]);
  return <FinanceCalculator data={data} labels={labels} />;
}
