import { useRouteLoaderData } from "react-router";
import { pageBrandFrom } from "../../brand-themes/theme-data";
import { NotFound, SiteHeader } from "../../design-system";
import { blockRegistry } from "../blocks/registry";
import { createBlockContext } from "../composer/ContentPage";
import { Placeholder } from "../composer/Placeholder";
import type { PreparedRendering } from "../composer/prepare-renderings.server";
import type { NotFoundShell } from "./not-found-shell";
import { useTranslate } from "../i18n/translate";
import { useLocalizedPath } from "../i18n/language-prefix";
import type { RootLoaderData } from "../root";
import { withTexts } from "../i18n/merge-texts";

/**
 * A missing page (or a failure) in the site's brand and language. A 404 keeps the site shell
 * when the loader sent it (navigation and footer), and offers a search of the car list and the
 * way home; without a shell only the logo header shows.
 */
export function NotFoundPage({
  notFound,
  shell,
}: {
  notFound: boolean;
  shell: NotFoundShell | null;
}) {
  const root = useRouteLoaderData<RootLoaderData>("root");
  const t = useTranslate();
  const localize = useLocalizedPath();
  const site = root?.kind === "site" ? root : undefined;
  const carListUrl = site?.settings.pathToCarList?.url;
  const view = (
    <main id="main-content">
      <NotFound
        heading={t(notFound ? "Shell.NotFoundHeading" : "Shell.ErrorHeading")}
        text={t(notFound ? "Shell.NotFoundText" : "Shell.ErrorText")}
        homeLink={{ href: "/", text: t("Shell.BackToHome") }}
        search={
          notFound && carListUrl
            ? {
                action: localize(carListUrl),
                name: "keyphrase",
                label: t("Shell.NotFoundSearchLabel"),
                buttonLabel: t("Shell.NotFoundSearchButton"),
              }
            : undefined
        }
      />
    </main>
  );
  if (!site) return view;
  if (shell) {
    const context = createBlockContext(withTexts(site, shell.texts), "", false);
    const region = (renderings: PreparedRendering[]) => (
      <Placeholder renderings={renderings} registry={blockRegistry} context={context} />
    );
    return (
      <>
        {region(shell.header)}
        {view}
        {region(shell.footer)}
      </>
    );
  }
  const brand = pageBrandFrom(site.brand);
  return (
    <>
      <SiteHeader
        logo={<brand.Logo title={site.settings.name} />}
        homeLabel={t("Shell.HomeLinkLabel", { site: site.settings.name })}
        navigationLabel={t("Shell.MainNavigation")}
        links={[]}
      />
      {view}
    </>
  );
}
