import styled from "styled-components";
import { fontSize, space, vars } from "../../theme";
import { Button } from "../../primitives/Button";
import { Link } from "../../primitives/Link";
import { ProgressBar } from "../../primitives/ProgressBar";
import { TextField } from "../../primitives/TextField";
import { fillShowingTemplate } from "../CarList/query";
import { SiteCard, SiteCardList } from "../SiteTeaser/SiteCard";
import { showsSiteSearch } from "./rules";
import type { SiteFilterGroup, SiteListData, SiteListLabels } from "./types";

export interface SiteListProps {
  data: SiteListData;
  labels: SiteListLabels;
  /** Loads the next page (48); no button without it or when every site shows. */
  onShowMore?: () => void;
  /** The next page is loading: the button is busy. */
  loading?: boolean;
  /** Number format of the counts ("sv-SE"). */
  locale?: string;
}

const Root = styled.div`
  display: grid;
  gap: ${space.lg};
`;

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space.sm};
  > :first-child {
    flex: 1 1 16rem;
  }
`;

const Filters = styled.nav`
  display: grid;
  gap: ${space.sm};
`;

const Group = styled.div`
  display: grid;
  gap: ${space.xs};
`;

const GroupLabel = styled.span`
  font-weight: ${vars.fontWeight.action};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ChipLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
  min-height: 2.75rem;
  padding: ${space.xxs} ${space.sm};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.chip};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: ${fontSize.sm};
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }
  &:hover:not([data-selected]) {
    background: ${vars.color.surfaceRaised};
  }
  &[data-selected] {
    border-color: ${vars.color.action};
    background: ${vars.color.action};
    color: ${vars.color.actionText};
  }
`;

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space.sm};
  width: min(100%, 24rem);
  margin-inline: auto;
  > :first-child {
    width: 100%;
  }
`;

function FilterGroup({ group }: { group: SiteFilterGroup }) {
  const id = `site-filter-${group.name}`;
  return (
    <Group role="group" aria-labelledby={id}>
      <GroupLabel id={id}>{group.label}</GroupLabel>
      <Chips>
        {group.options.map((option) => (
          <li key={option.value}>
            <ChipLink
              href={option.href}
              aria-current={option.selected ? "true" : undefined}
              data-selected={option.selected ? "" : undefined}
            >
              {option.label}
              {option.count !== undefined ? ` (${option.count})` : null}
            </ChipLink>
          </li>
        ))}
      </Chips>
    </Group>
  );
}

/**
 * The dealer site list: filter chips (links to the list with a value toggled: the state is in
 * the URL), a search box when more than eight sites match (or a search is active), the site
 * cards (SiteCard, sorted by the app) and "show more" with the count. No site: the empty text.
 */
export function SiteList({ data, labels, onShowMore, loading = false, locale }: SiteListProps) {
  const { sites, total, filters, keyphrase } = data;
  const groups = filters.filter(
    (group) => group.options.length > 1 || group.options.some((option) => option.selected),
  );
  const filtered = Boolean(keyphrase) || filters.some((g) => g.options.some((o) => o.selected));
  return (
    <Root>
      {showsSiteSearch(total, keyphrase) ? (
        <SearchForm role="search" method="get" action={data.searchAction}>
          <TextField
            type="search"
            name="keyphrase"
            label={labels.search}
            defaultValue={keyphrase}
          />
          {data.searchHiddenFields?.map((field) => (
            <input
              key={`${field.name}=${field.value}`}
              type="hidden"
              name={field.name}
              value={field.value}
            />
          ))}
          <Button type="submit">{labels.searchButton}</Button>
        </SearchForm>
      ) : null}
      {groups.length > 0 || (filtered && data.clearHref) ? (
        <Filters aria-label={labels.filters}>
          {groups.map((group) => (
            <FilterGroup key={group.name} group={group} />
          ))}
          {filtered && data.clearHref ? (
            <Link href={data.clearHref} variant="standalone">
              {labels.clearAll}
            </Link>
          ) : null}
        </Filters>
      ) : null}
      {sites.length === 0 ? (
        <p role="status">{labels.empty}</p>
      ) : (
        <SiteCardList>
          {sites.map((site) => (
            <SiteCard key={site.id} site={site} phoneLabel={labels.phone} titleLevel={2} />
          ))}
        </SiteCardList>
      )}
      {sites.length > 0 && sites.length < total ? (
        <More>
          <ProgressBar
            value={sites.length}
            max={total}
            label={fillShowingTemplate(labels.showing, sites.length, total, locale)}
          />
          {onShowMore ? (
            <Button variant="Secondary" loading={loading} onClick={onShowMore}>
              {labels.showMore}
            </Button>
          ) : null}
        </More>
      ) : null}
    </Root>
  );
}
