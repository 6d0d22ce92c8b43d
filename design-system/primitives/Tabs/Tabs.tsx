import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import styled from "styled-components";
import { fontSize, motion, space, vars } from "../../theme";
import { useControllableState } from "../../hooks/useControllableState";
import { nextTabIndex } from "./navigation";

export interface TabItem {
  /** Identifies the tab (the value `onValueChange` reports). */
  value: string;
  /** The tab's label. */
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  panel: ReactNode;
  /** Not selectable; skipped by the arrow keys. */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order. */
  items: TabItem[];
  /** Names the tab list (e.g. "Visa"); or use `labelledBy`. */
  label?: string;
  /** The id of a visible heading that names the tab list. */
  labelledBy?: string;
  /** The selected tab (controlled). */
  value?: string;
  /** The tab selected first (uncontrolled); the first enabled tab when omitted. */
  defaultValue?: string;
  /** Called with the newly selected tab's value. */
  onValueChange?: (value: string) => void;
  /** Tabs share the full width (the mobile Panel/Map switch). */
  fitted?: boolean;
}

const TabList = styled.div<{ $fitted: boolean }>`
  display: flex;
  gap: ${space.xxs};
  overflow-x: auto;
  border-bottom: 1px solid ${vars.color.border};
  scrollbar-width: thin;
  & > * {
    flex: ${({ $fitted }) => ($fitted ? "1 1 0" : "none")};
  }
`;

const Tab = styled.button`
  min-height: 2.75rem;
  margin-bottom: -1px;
  padding: ${space.xs} ${space.md};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${vars.color.textMuted};
  font-family: inherit;
  font-size: ${fontSize.md};
  font-weight: ${vars.fontWeight.action};
  text-transform: ${vars.textTransform.action};
  white-space: nowrap;
  cursor: pointer;
  transition:
    color ${motion.fast},
    border-color ${motion.fast};
  &:hover:not([aria-disabled="true"]) {
    color: ${vars.color.text};
  }
  &[aria-selected="true"] {
    border-bottom-color: ${vars.color.action};
    color: ${vars.color.text};
  }
  &[aria-disabled="true"] {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Panel = styled.div`
  padding-top: ${space.md};
`;

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop for the whole list (roving
 * tabindex), arrow keys move between tabs and select them, Home and End go to the first and
 * last. Controlled (`value`) or not (`defaultValue`). Every panel stays mounted (hidden when not
 * selected), so a map or a form keeps its state across switches.
 */
export function Tabs({
  items,
  label,
  labelledBy,
  value,
  defaultValue,
  onValueChange,
  fitted = false,
}: TabsProps) {
  const firstEnabled = items.find((item) => !item.disabled)?.value ?? "";
  const [current, setCurrent] = useControllableState(
    value,
    defaultValue ?? firstEnabled,
    onValueChange,
  );
  // An unknown value selects the first enabled tab, so the list always has its tab stop.
  const selected = items.some((item) => item.value === current && !item.disabled)
    ? current
    : firstEnabled;
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const item = items[index];
    if (!item || item.disabled) return;
    tabs.current[index]?.focus();
    if (item.value !== selected) setCurrent(item.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = items.findIndex((item) => item.value === selected);
    const target = nextTabIndex(
      event.key,
      from,
      items.map((item) => !item.disabled),
    );
    if (target === null) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <TabList
        role="tablist"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        aria-orientation="horizontal"
        $fitted={fitted}
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => {
          const isSelected = item.value === selected;
          return (
            <Tab
              key={item.value}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-controls={`${baseId}-panel-${index}`}
              aria-selected={isSelected}
              aria-disabled={item.disabled || undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(index)}
            >
              {item.label}
            </Tab>
          );
        })}
      </TabList>
      {items.map((item, index) => (
        <Panel
          key={item.value}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          tabIndex={0}
          hidden={item.value !== selected}
        >
          {item.panel}
        </Panel>
      ))}
    </div>
  );
}
