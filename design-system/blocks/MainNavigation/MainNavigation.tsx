import { lazy, Suspense, useMemo, useReducer, useRef, type ReactNode } from "react";
import { DeferredSection } from "../../deferred/DeferredSection";
import { lazyComponent } from "../../deferred/lazy-component";
import { useEffectOnChange } from "../../hooks/useEffectOnChange";
import { usePublishedHeight } from "../../hooks/usePublishedHeight";
import { SkipLink } from "../../layout/SkipLink";
import { layoutVariable } from "../../theme";
import { IconActionButton } from "../../primitives/Icon";
import { useLinkComponent } from "../../primitives/LinkProvider";
import { initialMobileMenuState, mobileMenuReducer } from "./navState";
import {
  dropHidden,
  HOME_HREF,
  isHeaderTransparent,
  markTopSelected,
  MAX_VISIBLE_TOP_ITEMS,
  NAVIGATION_BREAKPOINT,
  normalisePath,
  showLanguageSwitcher,
  SOLID_HEADER_SCROLL_THRESHOLD,
} from "./rules";
import { HeaderBar, HeaderInner, HomeLink, MainRow, MenuButtonSlot } from "./styles";
import {
  type ExtraNavItem,
  type MainNavigationLabels,
  type MegaMenuItem,
  type NavLanguage,
} from "./types";
import { useDropdowns } from "./useDropdowns";
import { useScrolledPast } from "./useScrolledPast";

/*
 * The mobile menu's panel loads when it opens (issue 17: with the drawer's dialog code about 3 KB
 * of every page's first load): its dialog renders nothing while closed, so the server's HTML and
 * hydration do not need it. A pointer on or focus in the menu button starts loading it, so the
 * chunk is usually in before the tap ends.
 */
const loadMobileMenu = () => import("./MobileMenu");
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));
const preloadMobileMenu = () => {
  void loadMobileMenu();
};

/*
 * The desktop mega menu is hidden below the navigation breakpoint, where most visitors are: its
 * code (with its styles and the menu columns, about 2 KB gzip) loads when it first shows, as a
 * DeferredSection (decision 0028 addendum): the server's HTML stays as it is until then, and a
 * hidden section never comes near the viewport. On a desktop the chunk is asked for as soon as
 * this module runs, before hydration.
 */
const loadDesktopParts = () => import("./desktop-parts");
const DesktopMenu = lazyComponent(() => loadDesktopParts().then((module) => module.DesktopMenu));
const UtilityBar = lazyComponent(() => loadDesktopParts().then((module) => module.UtilityBar));
if (
  typeof window !== "undefined" &&
  window.matchMedia?.(`(min-width: ${NAVIGATION_BREAKPOINT}px)`).matches
) {
  void DesktopMenu.preload();
  void UtilityBar.preload();
}

export interface MainNavigationProps {
  /** The brand logo (150x55; scaled 0.9 below 640px). It links home. */
  logo: ReactNode;
  /** Accessible name of the home link, e.g. "Carstore Sverige, till startsidan". */
  homeLabel: string;
  /**
   * The menu tree (three levels). `null` when the navigation could not be loaded: the header
   * still shows the logo, the extra items and the languages.
   */
  items: readonly MegaMenuItem[] | null;
  /** Extra items (service links) shown above the menu on desktop and under it on mobile. */
  extraItems?: readonly ExtraNavItem[];
  /** The site's languages; the switcher shows only with more than one. */
  languages?: readonly NavLanguage[];
  /** The code of the page's language. */
  currentLanguage?: string;
  /** The path of the current page: marks its link (`aria-current`) and its ancestors. */
  currentPath: string;
  /** On the home path the header lies transparent over the first section until scrolled. */
  transparentOnHome?: boolean;
  /** Top-level entries the desktop bar holds before the rest move into 'More'. */
  maxVisibleItems?: number;
  /** Texts in the site language (mainNavigationLabels(t)). */
  labels: MainNavigationLabels;
  /** Storybook's every-brand snapshot only: shows the mobile menu open, in place. */
  mobileMenuPreview?: boolean;
}

/**
 * The site header with the main navigation: a skip link, the logo linking home, the desktop
 * mega menu from 1280px (disclosure dropdowns up to three levels, 'More' overflow, call-to-action
 * items, extra items, language switcher) and below 1280px a hamburger opening the mobile menu
 * in a Drawer (drill-down into a sub-item and back).
 */
export function MainNavigation({
  logo,
  homeLabel,
  items,
  extraItems = [],
  languages = [],
  currentLanguage = "",
  currentPath,
  transparentOnHome = false,
  maxVisibleItems = MAX_VISIBLE_TOP_ITEMS,
  labels,
  mobileMenuPreview = false,
}: MainNavigationProps) {
  const RouterLink = useLinkComponent();
  const rootRef = useRef<HTMLElement>(null);
  const tree = useMemo(
    () => (items ? markTopSelected(dropHidden(items), currentPath) : null),
    [items, currentPath],
  );
  const dropdowns = useDropdowns(rootRef, currentPath);
  // Sticky offsets below the header (message banner, filter sidebar, anchors) come from this.
  usePublishedHeight(rootRef, layoutVariable.headerHeight);
  const [mobileMenu, dispatchMobileMenu] = useReducer(mobileMenuReducer, initialMobileMenuState);

  // A new page closes the mobile menu.
  useEffectOnChange(currentPath, () => dispatchMobileMenu({ type: "close" }));

  const overlay = transparentOnHome && normalisePath(currentPath) === HOME_HREF;
  const scrolled = useScrolledPast(SOLID_HEADER_SCROLL_THRESHOLD, overlay);
  const transparent = isHeaderTransparent({
    transparentOnHome,
    path: currentPath,
    scrollY: scrolled ? SOLID_HEADER_SCROLL_THRESHOLD + 1 : 0,
  });

  const switcher = showLanguageSwitcher(languages);
  const hasMobileMenu = (tree !== null && tree.length > 0) || extraItems.length > 0 || switcher;

  return (
    <>
      <SkipLink label={labels.skipLink} />
      <HeaderBar
        ref={rootRef}
        data-site-header=""
        data-overlay={overlay ? "" : undefined}
        data-transparent={transparent ? "" : undefined}
        {...dropdowns.rootProps}
      >
        <HeaderInner>
          {extraItems.length > 0 || switcher ? (
            <DeferredSection
              component={UtilityBar}
              props={{
                extraItems,
                languages,
                currentLanguage,
                showSwitcher: switcher,
                labels,
                dropdowns,
              }}
              fallback={null}
              loaded={UtilityBar.loaded()}
            />
          ) : null}
          <MainRow>
            <HomeLink as={RouterLink} href={HOME_HREF} aria-label={homeLabel}>
              {logo}
            </HomeLink>
            {tree ? (
              <DeferredSection
                component={DesktopMenu}
                props={{ items: tree, currentPath, maxVisibleItems, labels, dropdowns }}
                fallback={null}
                loaded={DesktopMenu.loaded()}
              />
            ) : null}
            {hasMobileMenu ? (
              <MenuButtonSlot>
                <IconActionButton
                  icon="Menu"
                  label={labels.menu}
                  aria-haspopup="dialog"
                  aria-expanded={mobileMenu.open}
                  onPointerEnter={preloadMobileMenu}
                  onPointerDown={preloadMobileMenu}
                  onFocus={preloadMobileMenu}
                  onClick={() => dispatchMobileMenu({ type: "open" })}
                />
              </MenuButtonSlot>
            ) : null}
          </MainRow>
        </HeaderInner>
        {hasMobileMenu && (mobileMenu.open || mobileMenuPreview) ? (
          <Suspense fallback={null}>
            <MobileMenu
              state={mobileMenu}
              dispatch={dispatchMobileMenu}
              items={tree}
              extraItems={extraItems}
              languages={languages}
              currentLanguage={currentLanguage}
              currentPath={currentPath}
              labels={labels}
              inlinePreview={mobileMenuPreview}
            />
          </Suspense>
        ) : null}
      </HeaderBar>
    </>
  );
}
