import { useId } from "react";
import styled from "styled-components";
import { Icon } from "../../primitives/Icon";
import { CallToActionLink, MenuColumns, MenuLink } from "./MenuLinks";
import { isCallToAction, isCurrentPage, splitOverflow } from "./rules";
import {
  DesktopNav,
  OverviewLink,
  Panel,
  PanelInner,
  TopEntry,
  topEntryStyles,
  TopList,
} from "./desktop-styles";
import { Actions } from "./menu-link-styles";
import type { MainNavigationLabels, MegaMenuItem } from "./types";
import type { Dropdowns } from "./useDropdowns";

const TopLink = styled(MenuLink)`
  && {
    ${topEntryStyles}
  }
`;

interface DesktopMenuProps {
  items: readonly MegaMenuItem[];
  currentPath: string;
  maxVisibleItems: number;
  labels: MainNavigationLabels;
  dropdowns: Dropdowns;
}

function ItemDropdown({
  item,
  currentPath,
  labels,
  dropdowns,
}: Omit<DesktopMenuProps, "items" | "maxVisibleItems"> & { item: MegaMenuItem }) {
  const panelId = `${useId()}-panel`;
  const target = { kind: "item", id: item.id } as const;
  return (
    <li>
      <TopEntry
        {...dropdowns.triggerProps(target, panelId)}
        data-selected={item.TopSelected ? "" : undefined}
      >
        {item.Title}
        <Icon name="ChevronDown" size="sm" />
      </TopEntry>
      <Panel {...dropdowns.panelProps(target, panelId)}>
        <PanelInner>
          {item.Url ? (
            <OverviewLink
              href={item.Url}
              variant="standalone"
              aria-current={isCurrentPage(item, currentPath) ? "page" : undefined}
            >
              {labels.overview(item.Title)}
              <Icon name="ChevronRight" size="sm" />
            </OverviewLink>
          ) : null}
          <MenuColumns
            items={item.Children}
            currentPath={currentPath}
            newTabLabel={labels.newTab}
          />
        </PanelInner>
      </Panel>
    </li>
  );
}

function MoreDropdown({
  items,
  currentPath,
  labels,
  dropdowns,
}: Omit<DesktopMenuProps, "maxVisibleItems">) {
  const panelId = `${useId()}-panel`;
  const target = { kind: "showMore" } as const;
  return (
    <li>
      <TopEntry
        {...dropdowns.triggerProps(target, panelId)}
        data-selected={items.some((item) => item.TopSelected) ? "" : undefined}
      >
        {labels.more}
        <Icon name="ChevronDown" size="sm" />
      </TopEntry>
      <Panel {...dropdowns.panelProps(target, panelId)}>
        <PanelInner>
          <MenuColumns items={items} currentPath={currentPath} newTabLabel={labels.newTab} />
        </PanelInner>
      </Panel>
    </li>
  );
}

/**
 * The desktop mega menu (from 1280px): top-level items as dropdown buttons or links, the 'More'
 * overflow, and call-to-action items as buttons at the end.
 */
export function DesktopMenu({
  items,
  currentPath,
  maxVisibleItems,
  labels,
  dropdowns,
}: DesktopMenuProps) {
  const menuItems = items.filter((item) => !isCallToAction(item));
  const ctas = items.filter((item) => isCallToAction(item) && item.Url);
  const { visible, overflow } = splitOverflow(menuItems, maxVisibleItems);
  const shared = { currentPath, labels, dropdowns };
  return (
    <DesktopNav aria-label={labels.navigation}>
      <TopList>
        {visible.map((item) =>
          item.Children.length > 0 ? (
            <ItemDropdown key={item.id} item={item} {...shared} />
          ) : item.Url ? (
            <li key={item.id}>
              <TopLink item={item} currentPath={currentPath} newTabLabel={labels.newTab} />
            </li>
          ) : null,
        )}
        {overflow.length > 0 ? <MoreDropdown items={overflow} {...shared} /> : null}
      </TopList>
      {ctas.length > 0 ? (
        <Actions>
          {ctas.map((cta) => (
            <CallToActionLink key={cta.id} item={cta} newTabLabel={labels.newTab} />
          ))}
        </Actions>
      ) : null}
    </DesktopNav>
  );
}
