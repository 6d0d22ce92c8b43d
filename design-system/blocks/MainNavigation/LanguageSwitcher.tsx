import { useId } from "react";
import { Icon } from "../../primitives/Icon";
import { Link } from "../../primitives/Link";
import { SwitcherButton, SwitcherPanel, SwitcherRoot } from "./desktop-styles";
import type { NavLanguage } from "./types";
import type { Dropdowns } from "./useDropdowns";

interface LanguageSwitcherProps {
  languages: readonly NavLanguage[];
  currentLanguage: string;
  label: string;
  dropdowns: Dropdowns;
}

/** The desktop language switcher: a disclosure button with the current page in each language. */
export function LanguageSwitcher({
  languages,
  currentLanguage,
  label,
  dropdowns,
}: LanguageSwitcherProps) {
  const panelId = `${useId()}-languages`;
  const target = { kind: "languageSwitch" } as const;
  const current = languages.find((language) => language.name === currentLanguage);
  return (
    <SwitcherRoot>
      <SwitcherButton
        {...dropdowns.triggerProps(target, panelId)}
        aria-label={`${label}: ${current?.nativeName ?? currentLanguage}`}
      >
        {current?.nativeName ?? currentLanguage}
        <Icon name="ChevronDown" size="sm" />
      </SwitcherButton>
      <SwitcherPanel {...dropdowns.panelProps(target, panelId)}>
        <LanguageLinks languages={languages} currentLanguage={currentLanguage} label={label} />
      </SwitcherPanel>
    </SwitcherRoot>
  );
}

/** The languages as links to the current page in each (shared by the desktop and mobile menu). */
export function LanguageLinks({
  languages,
  currentLanguage,
  label,
  onNavigate,
}: Pick<LanguageSwitcherProps, "languages" | "currentLanguage" | "label"> & {
  onNavigate?: () => void;
}) {
  return (
    <ul aria-label={label}>
      {languages.map((language) => {
        const current = language.name === currentLanguage;
        return (
          <li key={language.name}>
            <Link
              href={language.href}
              variant="standalone"
              lang={language.name}
              hrefLang={language.name}
              aria-current={current ? "true" : undefined}
              onClick={onNavigate}
            >
              {language.nativeName}
              {current ? <Icon name="Check" size="sm" /> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
