import { Link } from "../../primitives/Link";
import { UtilityList, UtilityRow } from "./desktop-styles";
import { LanguageSwitcher } from "./LanguageSwitcher";
import type { ExtraNavItem, MainNavigationLabels, NavLanguage } from "./types";
import type { Dropdowns } from "./useDropdowns";

export interface UtilityBarProps {
  extraItems: readonly ExtraNavItem[];
  languages: readonly NavLanguage[];
  currentLanguage: string;
  /** The site has more than one language (showLanguageSwitcher). */
  showSwitcher: boolean;
  labels: MainNavigationLabels;
  dropdowns: Dropdowns;
}

/** Above the desktop menu: the extra items (service links) and the language switcher. */
export function UtilityBar({
  extraItems,
  languages,
  currentLanguage,
  showSwitcher,
  labels,
  dropdowns,
}: UtilityBarProps) {
  return (
    <UtilityRow data-utility-row="">
      {extraItems.length > 0 ? (
        <UtilityList>
          {extraItems.map((extra) => (
            <li key={`${extra.href}-${extra.text}`}>
              <Link
                href={extra.href}
                target={extra.target}
                variant="standalone"
                newTabLabel={labels.newTab}
              >
                {extra.text}
              </Link>
            </li>
          ))}
        </UtilityList>
      ) : null}
      {showSwitcher ? (
        <LanguageSwitcher
          languages={languages}
          currentLanguage={currentLanguage}
          label={labels.language}
          dropdowns={dropdowns}
        />
      ) : null}
    </UtilityRow>
  );
}
