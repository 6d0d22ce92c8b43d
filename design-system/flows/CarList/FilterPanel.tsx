import { lazy, Suspense, useId, useState, useSyncExternalStore, type ReactNode } from "react";
import styled, { css } from "styled-components";
import { layout, space } from "../../theme";
import { formatMessage } from "../../../i18n/format";
import { DeferredSection } from "../../deferred/DeferredSection";
import { lazyComponent } from "../../deferred/lazy-component";
import { useMatchesMedia } from "../../hooks/useMatchesMedia";
import { Button } from "../../primitives/Button";
import { Heading } from "../../primitives/Heading";
import { Icon } from "../../primitives/Icon";
import {
  DEFAULT_FILTER_MODE,
  modeOf,
  readFilterMode,
  subscribeFilterMode,
  togglePinned,
  toggleVisibility,
  writeFilterMode,
  type DesktopFilterState,
} from "./filterMode";
import { DESKTOP_MIN_WIDTH, formatCount } from "./query";

export interface FilterPanelTexts {
  /** The mobile button and the drawer's title ("Filter"). */
  filters: string;
  /** Desktop: shows the hidden sidebar ("Visa filter"). */
  showFilters: string;
  /** Desktop: hides the sidebar ("Dölj filter"). */
  hideFilters: string;
  /** Desktop: keeps the sidebar in view while scrolling ("Fäst filtren"). */
  pinFilters: string;
  /** The drawer's close button ("Stäng"). */
  closeFilters: string;
  /** The drawer's footer button; `{total}` is the formatted count, `{count}` the number for
   * plural forms ("{count, plural, one {Visa {total} bil} other {Visa {total} bilar}}"). */
  showResults: string;
}

export interface FilterPanelProps {
  /** The filters (facet groups, histograms): in the sidebar, or in the drawer on mobile. */
  filters: ReactNode;
  /** Beside the filter buttons (keyphrase box, sort). */
  toolbar?: ReactNode;
  /** Under the toolbar, full width (applied-filter chips). */
  header?: ReactNode;
  /** The results. */
  children: ReactNode;
  /** The number of applied filters, shown on the mobile button. */
  appliedCount?: number;
  /** The result count for the drawer's footer button. */
  total: number;
  /** Digits and plural forms of the count ("sv-SE"). */
  locale?: string;
  texts: FilterPanelTexts;
}

const desktop = `@media (min-width: ${DESKTOP_MIN_WIDTH}px)`;
const belowDesktop = `@media (max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space.sm} ${space.md};
  margin-bottom: ${space.md};
`;

const ToolbarExtra = styled.div`
  display: flex;
  flex: 1 1 20rem;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space.sm} ${space.md};
  > * {
    flex: 1 1 14rem;
  }
`;

const MobileOnly = styled.div`
  ${desktop} {
    display: none;
  }
`;

const DesktopOnly = styled.div`
  ${belowDesktop} {
    display: none;
  }
`;

const Layout = styled.div<{ $sidebar: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.xl};
  align-items: start;
  ${desktop} {
    grid-template-columns: ${({ $sidebar }) => ($sidebar ? "18rem minmax(0, 1fr)" : "minmax(0, 1fr)")};
  }
`;

const Sidebar = styled.aside<{ $sticky: boolean }>`
  display: grid;
  gap: ${space.md};
  ${belowDesktop} {
    display: none;
  }
  &[hidden] {
    display: none;
  }
  ${({ $sticky }) =>
    $sticky &&
    css`
      /* Under the sticky header (and message banner), above the compare bar. */
      position: sticky;
      top: calc(${layout.stickyTop} + ${space.md});
      max-height: calc(100vh - ${layout.stickyTop} - ${layout.bottomInset} - 2 * ${space.md});
      overflow-y: auto;
      overscroll-behavior: contain;
    `}
`;

const Results = styled.div`
  min-width: 0;
`;

/*
 * The filter drawer loads when it opens (issue 17: its dialog code, about 2.8 KB gzip, was in the
 * car lists' first load). A closed drawer renders an empty dialog, so neither the server's HTML
 * nor hydration needs it; a pointer on or focus in the Filter button starts loading it, so the
 * chunk is usually in before the tap ends (as the mobile menu's panel does).
 */
const loadDrawer = () => import("../../primitives/Drawer");
const Drawer = lazy(() => loadDrawer().then((module) => ({ default: module.Drawer })));
const preloadDrawer = () => {
  void loadDrawer();
};

/*
 * The pin checkbox is the desktop sidebar's alone, hidden below the desktop width and while the
 * sidebar is closed: its code (the checkbox and its field primitives, about 0.8 KB gzip) loads
 * when the sidebar first shows, as a DeferredSection (decision 0028 addendum). The filters in
 * the sidebar are the page's to defer (a `filters` element of their own).
 */
const PinCheckbox = lazyComponent(() =>
  import("../../primitives/Checkbox").then((module) => module.Checkbox),
);

/**
 * The car list's layout. Below DESKTOP_MIN_WIDTH the filters open in a drawer from a "Filter"
 * button. From it they are a sidebar with a show/hide button and a pin checkbox: sticky (stays
 * in view while scrolling) or toggle mode (shown and hidden with the button). The mode is
 * remembered in session storage; the server and the first render use the default (sticky) and
 * the stored mode applies after hydration.
 */
export function FilterPanel({
  filters,
  toolbar,
  header,
  children,
  appliedCount = 0,
  total,
  locale,
  texts,
}: FilterPanelProps) {
  const sidebarId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The server and hydration render the default mode; the remembered one applies right after.
  const mode = useSyncExternalStore(subscribeFilterMode, readFilterMode, () => DEFAULT_FILTER_MODE);
  const [toggleOpen, setToggleOpen] = useState(false);
  const desktopState: DesktopFilterState =
    mode === "sticky" ? "sticky" : toggleOpen ? "open" : "closed";
  const isDesktop = useMatchesMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);

  // The drawer is the mobile layout: widening the window to desktop closes it.
  if (isDesktop && drawerOpen) setDrawerOpen(false);

  const changeDesktopState = (next: DesktopFilterState) => {
    setToggleOpen(next === "open");
    writeFilterMode(modeOf(next));
  };
  const sidebarShown = desktopState !== "closed";

  return (
    <div>
      <Toolbar>
        <MobileOnly>
          <Button
            variant="Secondary"
            aria-haspopup="dialog"
            onPointerEnter={preloadDrawer}
            onPointerDown={preloadDrawer}
            onFocus={preloadDrawer}
            onClick={() => setDrawerOpen(true)}
          >
            <Icon name="Filter" size="sm" />
            {appliedCount > 0 ? `${texts.filters} (${appliedCount})` : texts.filters}
          </Button>
        </MobileOnly>
        <DesktopOnly>
          <Button
            variant="Secondary"
            aria-expanded={sidebarShown}
            aria-controls={sidebarId}
            onClick={() => changeDesktopState(toggleVisibility(desktopState))}
          >
            <Icon name="Filter" size="sm" />
            {sidebarShown ? texts.hideFilters : texts.showFilters}
          </Button>
        </DesktopOnly>
        {toolbar ? <ToolbarExtra>{toolbar}</ToolbarExtra> : null}
      </Toolbar>
      {header}
      <Layout $sidebar={sidebarShown}>
        <Sidebar
          id={sidebarId}
          aria-label={texts.filters}
          hidden={!sidebarShown}
          $sticky={desktopState === "sticky"}
          data-filter-state={desktopState}
        >
          <Heading level={2} size="lg">
            {texts.filters}
          </Heading>
          <DeferredSection
            component={PinCheckbox}
            props={{
              label: texts.pinFilters,
              name: "pin-filters",
              checked: desktopState === "sticky",
              onChange: () => changeDesktopState(togglePinned(desktopState)),
            }}
            fallback={null}
            loaded={PinCheckbox.loaded()}
          />
          {filters}
        </Sidebar>
        <Results>{children}</Results>
      </Layout>
      {drawerOpen ? (
        <Suspense fallback={null}>
          <Drawer
            side="left"
            open
            onClose={() => setDrawerOpen(false)}
            title={texts.filters}
            closeLabel={texts.closeFilters}
            footer={
              <Button onClick={() => setDrawerOpen(false)}>
                {formatMessage(
                  texts.showResults,
                  { count: total, total: formatCount(total, locale) },
                  locale,
                )}
              </Button>
            }
          >
            {filters}
          </Drawer>
        </Suspense>
      ) : null}
    </div>
  );
}
