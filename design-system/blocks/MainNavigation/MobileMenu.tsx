import { useEffect, useId, useRef, type Dispatch, type RefObject } from "react";
import { Drawer } from "../../primitives/Drawer";
import { Icon } from "../../primitives/Icon";
import { Link } from "../../primitives/Link";
import { LanguageLinks } from "./LanguageSwitcher";
import { CallToActionLink, MenuLink } from "./MenuLinks";
import type { MobileMenuAction, MobileMenuState } from "./navState";
import { isCallToAction, isCurrentPage, showLanguageSwitcher } from "./rules";
import {
  BackButton,
  MobileEntry,
  MobileGroupTitle,
  MobileList,
  MobileSection,
  MobileSectionTitle,
  MobileSubList,
  SubTitle,
} from "./mobile-styles";
import { Actions } from "./menu-link-styles";
import type { ExtraNavItem, MainNavigationLabels, MegaMenuItem, NavLanguage } from "./types";

export interface MobileMenuProps {
  state: MobileMenuState;
  dispatch: Dispatch<MobileMenuAction>;
  items: readonly MegaMenuItem[] | null;
  extraItems: readonly ExtraNavItem[];
  languages: readonly NavLanguage[];
  currentLanguage: string;
  currentPath: string;
  labels: MainNavigationLabels;
  /** Storybook's every-brand snapshot: the open menu in place (see Drawer). */
  inlinePreview?: boolean;
}

function SubItemView({
  item,
  currentPath,
  labels,
  onBack,
  onNavigate,
  backRef,
}: {
  item: MegaMenuItem;
  currentPath: string;
  labels: MainNavigationLabels;
  onBack: () => void;
  onNavigate: () => void;
  backRef: RefObject<HTMLButtonElement | null>;
}) {
  const titleId = useId();
  const context = { currentPath, newTabLabel: labels.newTab, onNavigate };
  const links = item.Children.filter((child) => !isCallToAction(child));
  const ctas = item.Children.filter((child) => isCallToAction(child) && child.Url);
  return (
    <>
      <BackButton ref={backRef} type="button" onClick={onBack}>
        <Icon name="ChevronLeft" size="sm" />
        {labels.back}
      </BackButton>
      <SubTitle id={titleId}>{item.Title}</SubTitle>
      <MobileList aria-labelledby={titleId}>
        {item.Url ? (
          <li>
            <MobileEntry
              as={Link}
              href={item.Url}
              variant="standalone"
              aria-current={isCurrentPage(item, currentPath) ? "page" : undefined}
              onClick={onNavigate}
            >
              {labels.overview(item.Title)}
            </MobileEntry>
          </li>
        ) : null}
        {links.map((child) =>
          child.Children.length > 0 ? (
            <li key={child.id}>
              <MobileGroupTitle>
                {child.Url ? <MenuLink item={child} {...context} /> : child.Title}
              </MobileGroupTitle>
              <MobileSubList>
                {child.Children.filter((grandchild) => grandchild.Url).map((grandchild) => (
                  <li key={grandchild.id}>
                    <MenuLink item={grandchild} {...context} />
                  </li>
                ))}
              </MobileSubList>
            </li>
          ) : child.Url ? (
            <li key={child.id}>
              <MobileEntry
                as={MenuLink}
                item={child}
                currentPath={currentPath}
                newTabLabel={labels.newTab}
                onNavigate={onNavigate}
              />
            </li>
          ) : null,
        )}
      </MobileList>
      {ctas.length > 0 ? (
        <Actions>
          {ctas.map((cta) => (
            <CallToActionLink
              key={cta.id}
              item={cta}
              newTabLabel={labels.newTab}
              onNavigate={onNavigate}
            />
          ))}
        </Actions>
      ) : null}
    </>
  );
}

/**
 * The mobile menu (below 1280px) in a Drawer: the top list, drilling into an item's children
 * with a back action to the top list, call-to-action items, extra items and languages. Any
 * followed link closes it.
 */
export function MobileMenu({
  state,
  dispatch,
  items,
  extraItems,
  languages,
  currentLanguage,
  currentPath,
  labels,
  inlinePreview = false,
}: MobileMenuProps) {
  const backRef = useRef<HTMLButtonElement>(null);
  const drillButtons = useRef(new Map<string, HTMLButtonElement>());
  const lastDrilled = useRef<string | null>(null);
  const close = () => dispatch({ type: "close" });

  // Drilling in moves focus to the back action; going back returns it to the item's button.
  useEffect(() => {
    if (state.subItemId !== null) {
      lastDrilled.current = state.subItemId;
      backRef.current?.focus();
    } else if (lastDrilled.current !== null) {
      drillButtons.current.get(lastDrilled.current)?.focus();
      lastDrilled.current = null;
    }
  }, [state.subItemId]);

  const menuItems = (items ?? []).filter((item) => !isCallToAction(item));
  const ctas = (items ?? []).filter((item) => isCallToAction(item) && item.Url);
  const subItem = menuItems.find((item) => item.id === state.subItemId) ?? null;
  const context = { currentPath, newTabLabel: labels.newTab, onNavigate: close };

  return (
    <Drawer
      open={state.open || inlinePreview}
      onClose={close}
      title={labels.menu}
      closeLabel={labels.closeMenu}
      side="right"
      inlinePreview={inlinePreview}
    >
      {items ? (
        <nav aria-label={labels.navigation}>
          {subItem ? (
            <SubItemView
              item={subItem}
              currentPath={currentPath}
              labels={labels}
              onBack={() => dispatch({ type: "back" })}
              onNavigate={close}
              backRef={backRef}
            />
          ) : (
            <>
              <MobileList>
                {menuItems.map((item) =>
                  item.Children.length > 0 ? (
                    <li key={item.id}>
                      <MobileEntry
                        ref={(element: HTMLButtonElement | null) => {
                          if (element) drillButtons.current.set(item.id, element);
                          else drillButtons.current.delete(item.id);
                        }}
                        type="button"
                        data-selected={item.TopSelected ? "" : undefined}
                        onClick={() => dispatch({ type: "drill", id: item.id })}
                      >
                        {item.Title}
                        <Icon name="ChevronRight" size="sm" />
                      </MobileEntry>
                    </li>
                  ) : item.Url ? (
                    <li key={item.id}>
                      <MobileEntry as={MenuLink} item={item} {...context} />
                    </li>
                  ) : null,
                )}
              </MobileList>
              {ctas.length > 0 ? (
                <Actions>
                  {ctas.map((cta) => (
                    <CallToActionLink
                      key={cta.id}
                      item={cta}
                      newTabLabel={labels.newTab}
                      onNavigate={close}
                    />
                  ))}
                </Actions>
              ) : null}
            </>
          )}
        </nav>
      ) : null}
      {!subItem && extraItems.length > 0 ? (
        <MobileSection>
          <ul>
            {extraItems.map((extra) => (
              <li key={`${extra.href}-${extra.text}`}>
                <Link
                  href={extra.href}
                  target={extra.target}
                  variant="standalone"
                  newTabLabel={labels.newTab}
                  onClick={close}
                >
                  {extra.text}
                </Link>
              </li>
            ))}
          </ul>
        </MobileSection>
      ) : null}
      {!subItem && showLanguageSwitcher(languages) ? (
        <MobileSection>
          <MobileSectionTitle aria-hidden="true">{labels.language}</MobileSectionTitle>
          <LanguageLinks
            languages={languages}
            currentLanguage={currentLanguage}
            label={labels.language}
            onNavigate={close}
          />
        </MobileSection>
      ) : null}
    </Drawer>
  );
}
