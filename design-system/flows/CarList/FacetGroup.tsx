import { useId, useState } from "react";
import styled from "styled-components";
import { formatMessage } from "../../../i18n/format";
import { fontSize, space, vars } from "../../theme";
import { Button } from "../../primitives/Button";
import { Checkbox } from "../../primitives/Checkbox";
import { Disclosure } from "../../primitives/Disclosure";
import { TextField } from "../../primitives/TextField";
import { filterFacetValues, showsFacetSearch, valuePath } from "./facet-query";
import { LEVEL_SEPARATOR } from "./query";
import type { FacetData, FacetValueData } from "./types";

export interface FacetGroupTexts {
  /** Label of the facet search box; `{facet}` is the facet's title ("Sök märke"). */
  facetSearch: string;
  /** Shown when the facet search matches nothing ("Inga träffar"). */
  facetSearchEmpty: string;
  /** The button clearing this facet; `{facet}` is the title ("Rensa märke"). */
  clearFacet: string;
}

export interface FacetGroupProps {
  facet: FacetData;
  /** The facet's title ("Märke"). */
  title: string;
  /** The selected wire values ("Kia", "Kia>Niro"). */
  selected: readonly string[];
  /** A value's checkbox was toggled. */
  onToggle: (value: string) => void;
  /** The facet's clear button was pressed. */
  onClear: () => void;
  texts: FacetGroupTexts;
  defaultOpen?: boolean;
}

const Values = styled.ul`
  display: grid;
  gap: ${space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  ul {
    margin-top: ${space.xxs};
    padding-inline-start: ${space.lg};
  }
`;

const Count = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
`;

const Body = styled.div`
  display: grid;
  gap: ${space.sm};
`;

const SelectedCount = styled.span`
  margin-inline-start: ${space.xs};
  color: ${vars.color.textMuted};
  font-weight: normal;
`;

const Empty = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
`;

function ValueList({
  values,
  parentPath,
  selected,
  onToggle,
  expandAll,
}: {
  values: FacetValueData[];
  parentPath?: string;
  selected: readonly string[];
  onToggle: (value: string) => void;
  expandAll: boolean;
}) {
  return (
    <Values>
      {values.map((value) => {
        const path = valuePath(parentPath, value.text);
        const checked = selected.includes(path);
        const childSelected = selected.some((candidate) =>
          candidate.startsWith(`${path}${LEVEL_SEPARATOR}`),
        );
        const children = value.children ?? [];
        // A parent's models show once it (or one of them) is chosen, or while searching.
        const showChildren = children.length > 0 && (checked || childSelected || expandAll);
        return (
          <li key={path}>
            <Checkbox
              label={
                <>
                  {value.text} <Count>({value.count})</Count>
                </>
              }
              checked={checked}
              onChange={() => onToggle(path)}
            />
            {showChildren ? (
              <ValueList
                values={children}
                parentPath={path}
                selected={selected}
                onToggle={onToggle}
                expandAll={expandAll}
              />
            ) : null}
          </li>
        );
      })}
    </Values>
  );
}

/**
 * One list facet: a disclosure with a checkbox per value and its count; a hierarchical facet's
 * children nest under their parent. A facet with 10 values or more gets a search box that
 * filters the values (case-insensitive).
 */
export function FacetGroup({
  facet,
  title,
  selected,
  onToggle,
  onClear,
  texts,
  defaultOpen = false,
}: FacetGroupProps) {
  const [term, setTerm] = useState("");
  const searchId = useId();
  const searchable = showsFacetSearch(facet);
  const values = searchable ? filterFacetValues(facet.value, term) : facet.value;
  const searching = term.trim() !== "";
  return (
    <Disclosure
      defaultOpen={defaultOpen || selected.length > 0}
      region={false}
      summary={
        <>
          {title}
          {selected.length > 0 ? (
            <>
              {" "}
              <SelectedCount>({selected.length})</SelectedCount>
            </>
          ) : null}
        </>
      }
    >
      <Body>
        {searchable ? (
          <TextField
            id={searchId}
            type="search"
            label={formatMessage(texts.facetSearch, { facet: title })}
            value={term}
            autoComplete="off"
            onChange={(event) => setTerm(event.target.value)}
          />
        ) : null}
        {values.length > 0 ? (
          <ValueList
            values={values}
            selected={selected}
            onToggle={onToggle}
            expandAll={searching}
          />
        ) : null}
        {searchable ? (
          <Empty role="status">{values.length === 0 ? texts.facetSearchEmpty : ""}</Empty>
        ) : null}
        {selected.length > 0 ? (
          <div>
            <Button variant="Ghost" onClick={onClear}>
              {formatMessage(texts.clearFacet, { facet: title })}
            </Button>
          </div>
        ) : null}
      </Body>
    </Disclosure>
  );
}
