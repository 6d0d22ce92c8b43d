import styled from "styled-components";
import { space } from "../../theme";
import { Disclosure } from "../../primitives/Disclosure";
import { FacetGroup, type FacetGroupTexts } from "./FacetGroup";
import { HistogramFilter, type HistogramFilterTexts } from "./HistogramFilter";
import { clearFacet, histogramBounds, toggleFilterValue, type CarQuery } from "./query";
import { applyHistogramRange, selectedRange } from "./facet-query";
import type { FacetData } from "./types";

export interface FacetFiltersProps {
  /** The facets of the current search, in display order. */
  facets: FacetData[];
  query: CarQuery;
  texts: FacetGroupTexts & HistogramFilterTexts & { rangeUnits?: Record<string, string> };
  /** A facet's title ("Märke och modell"). */
  title: (facet: string) => string;
  /** A histogram value with its unit ("150 000 kr"). */
  formatValue: (facet: string, value: number) => string;
  /** A filter changed: the query's transition, applied to the query as it is then. */
  onChange: (transition: (current: CarQuery) => CarQuery) => void;
}

const Filters = styled.div`
  display: grid;
  gap: ${space.xs};
`;

/**
 * The faceted search's filters: a checkbox group per value facet and a range per histogram (in a
 * disclosure), for the sidebar or the drawer (FilterPanel). A module of its own, so a page can
 * load it only when the filters are shown (the car list on a phone: when the drawer opens).
 */
export function FacetFilters({
  facets,
  query,
  texts,
  title,
  formatValue,
  onChange,
}: FacetFiltersProps) {
  return (
    <Filters>
      {facets.map((facet) => {
        if (facet.type === "histogram") {
          const bounds = histogramBounds(facet);
          if (!bounds || bounds.min === bounds.max) return null;
          return (
            <Disclosure
              key={facet.name}
              summary={title(facet.name)}
              region={false}
              defaultOpen={query.ranges[facet.name] !== undefined}
            >
              <HistogramFilter
                title={title(facet.name)}
                hideTitle
                bounds={bounds}
                value={selectedRange(query, facet.name, bounds)}
                onCommit={(range) =>
                  onChange((current) => applyHistogramRange(current, facet.name, range, bounds))
                }
                texts={texts}
                unit={texts.rangeUnits?.[facet.name]}
                formatValue={(value) => formatValue(facet.name, value)}
              />
            </Disclosure>
          );
        }
        if (facet.value.length === 0) return null;
        return (
          <FacetGroup
            key={facet.name}
            facet={facet}
            title={title(facet.name)}
            selected={query.filters[facet.name] ?? []}
            onToggle={(value) =>
              onChange((current) => toggleFilterValue(current, facet.name, value))
            }
            onClear={() => onChange((current) => clearFacet(current, facet.name))}
            texts={texts}
          />
        );
      })}
    </Filters>
  );
}
