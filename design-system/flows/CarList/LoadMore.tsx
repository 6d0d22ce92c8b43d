import styled from "styled-components";
import { space } from "../../theme";
import { Button } from "../../primitives/Button";
import { ProgressBar } from "../../primitives/ProgressBar";
import { fillShowingTemplate, loadMoreState } from "./query";

export interface LoadMoreTexts {
  /** "Visar {shown} av {total}". */
  showing: string;
  /** The button ("Visa fler"). */
  loadMore: string;
}

export interface LoadMoreProps {
  /** Cars shown. */
  shown: number;
  /** Cars found (capped at 10000 by the search). */
  total: number;
  /** The last loaded page (0-based). */
  page: number;
  /** The next page is loading: the button is busy. */
  loading?: boolean;
  onLoadMore: () => void;
  texts: LoadMoreTexts;
  /** Number format of the counts ("sv-SE"). */
  locale?: string;
}

const Root = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space.sm};
  width: min(100%, 24rem);
  margin-inline: auto;
  > :first-child {
    width: 100%;
  }
`;

/**
 * "Visar 24 av 120" with a progress bar, and the load-more button: hidden when everything is
 * shown and there are under 12 cars, disabled from page 20 on or when everything is shown,
 * busy while the next page loads.
 */
export function LoadMore({
  shown,
  total,
  page,
  loading = false,
  onLoadMore,
  texts,
  locale,
}: LoadMoreProps) {
  const state = loadMoreState(shown, total, page);
  if (state === "hidden") return null;
  return (
    <Root>
      <ProgressBar
        value={shown}
        max={total}
        label={fillShowingTemplate(texts.showing, shown, total, locale)}
      />
      <Button
        variant="Secondary"
        disabled={state === "disabled"}
        loading={loading}
        onClick={onLoadMore}
      >
        {texts.loadMore}
      </Button>
    </Root>
  );
}
