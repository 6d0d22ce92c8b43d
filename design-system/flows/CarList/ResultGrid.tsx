import styled from "styled-components";
import { formatMessage } from "../../../i18n/format";
import { fontSize, skippedWhileOffscreen, space, vars } from "../../theme";
import { SkeletonOnDemand } from "../../primitives/Skeleton";
import { VisuallyHidden } from "../../primitives/VisuallyHidden";
import { CarCard, type CarCardProps } from "../CarCard/CarCard";
import type { CarCardData } from "../CarCard/types";
import { formatCount, SKELETON_COUNT } from "./query";

export type CarListStatus = "loading" | "ready" | "error";

export interface ResultGridTexts {
  /** The number of cars found, announced and shown; `{total}` formatted, `{count}` for plural
   * forms ("{count, plural, one {{total} bil} other {{total} bilar}}"). */
  resultCount: string;
  /** Announced while loading ("Laddar bilar…"). */
  loading: string;
  /** The list could not load (dictionary key carListError). */
  error: string;
  /** Nothing matches (dictionary key noSearchResults). */
  empty: string;
  /** Hidden text before a struck-through retail price ("Ordinarie pris"). */
  previousPrice: string;
  /** In place of a missing photo ("Bild saknas"). */
  missingImage: string;
  /** Hidden names before the card facts ("Årsmodell", "Miltal"…). */
  factLabels?: CarCardProps["factLabels"];
}

export interface ResultGridProps {
  cars: CarCardData[];
  total: number;
  status: CarListStatus;
  texts: ResultGridTexts;
  /** The compare toggle's text ("Jämför"); no toggles without it. */
  compareLabel?: string;
  isCompared?: (id: string) => boolean;
  onCompareToggle?: (car: CarCardData) => void;
  locale?: string;
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The last cards are always laid out: a visitor who jumps to "load more" (the End key, a flick)
 * would otherwise see the cards above it render at their real height in place of the estimate,
 * and the button move under the finger (8-32 px by site and width). Two rows of the widest grid
 * (three columns) cover what shows above the button.
 */
const LAID_OUT_LAST_CARDS = 6;

/**
 * Cards below the first view are not styled or laid out until they come near (decision 0043).
 * The estimate is a card's usual height (483-565 px from 375 to 1920 px wide): a card that renders
 * near it moves what follows by little when it comes near.
 */
const ResultCards = styled(Grid)`
  > li {
    ${skippedWhileOffscreen("32rem")}
  }
  > li:nth-last-child(-n + ${LAID_OUT_LAST_CARDS}) {
    content-visibility: visible;
  }
`;

const SkeletonCard = styled.li`
  display: grid;
  gap: ${space.sm};
  padding-bottom: ${space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.card};
  overflow: hidden;
  > :not(:first-child) {
    margin-inline: ${space.md};
  }
`;

const Status = styled.p<{ $message: boolean }>`
  margin: 0 0 ${space.md};
  font-size: ${({ $message }) => ($message ? fontSize.lg : fontSize.md)};
  font-weight: ${vars.fontWeight.action};
`;

function statusText(status: CarListStatus, total: number, texts: ResultGridTexts, locale?: string) {
  if (status === "loading") return texts.loading;
  if (status === "error") return texts.error;
  if (total === 0) return texts.empty;
  return formatMessage(
    texts.resultCount,
    { count: total, total: formatCount(total, locale) },
    locale,
  );
}

/**
 * The results: a responsive grid of car cards; 24 skeleton cards while loading; the error or
 * empty text instead of the grid. One polite live region announces the count, the loading
 * state, the error or the empty text.
 */
export function ResultGrid({
  cars,
  total,
  status,
  texts,
  compareLabel,
  isCompared,
  onCompareToggle,
  locale,
}: ResultGridProps) {
  const text = statusText(status, total, texts, locale);
  const message = status === "error" || (status === "ready" && total === 0);
  return (
    <div aria-busy={status === "loading" || undefined}>
      <Status role="status" $message={message}>
        {status === "loading" ? <VisuallyHidden>{text}</VisuallyHidden> : text}
      </Status>
      {status === "loading" ? (
        <Grid aria-hidden="true" data-testid="car-list-skeletons">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <SkeletonCard key={index}>
              <SkeletonOnDemand shape="rect" aspectRatio="4 / 3" />
              <SkeletonOnDemand shape="text" lines={2} />
              <SkeletonOnDemand shape="text" width="50%" />
            </SkeletonCard>
          ))}
        </Grid>
      ) : null}
      {status === "ready" && cars.length > 0 ? (
        <ResultCards>
          {cars.map((car, index) => (
            <CarCard
              key={car.id}
              as="li"
              car={car}
              priority={index < 2}
              previousPriceLabel={texts.previousPrice}
              missingImageText={texts.missingImage}
              factLabels={texts.factLabels}
              compare={
                compareLabel && onCompareToggle
                  ? {
                      label: compareLabel,
                      selected: isCompared?.(car.id) ?? false,
                      onToggle: onCompareToggle,
                    }
                  : undefined
              }
            />
          ))}
        </ResultCards>
      ) : null}
    </div>
  );
}
