import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { brandThemes } from "../../../brand-themes";
import { brandFromGlobals, InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { Container } from "../../layout/Container";
import { demoPhoto } from "../../primitives/Image/storyImages";
import { fontSize, space, vars } from "../../theme";
import { storyTranslate } from "../../stories/texts";
import { MainNavigation } from "./MainNavigation";
import { mainNavigationLabels } from "./labels";
import {
  demoExtraItems,
  demoLanguages,
  demoMenu,
  demoMenuWithOverflow,
} from "./MainNavigation.fixtures";

const DefaultLogo = brandThemes["automotive-se"].Logo;
/** Drawn pictures: Storybook runs without network. */
const columnPhoto = demoPhoto({ label: "Nya bilar", width: 480, height: 270 });

const mobile = { viewport: { value: "mobile", isRotated: false } };
const desktop = { viewport: { value: "desktop", isRotated: false } };
const wide = { viewport: { value: "wide", isRotated: false } };

const Main = styled.main`
  padding-block: ${space.xl};
  p {
    max-width: 40rem;
    font-size: ${fontSize.md};
  }
`;

/** The page under the header, so dropdowns open over content and the skip link has a target. */
function PageContent() {
  return (
    <Main id="main-content">
      <Container>
        <h1>Nya bilar</h1>
        <p>
          Hos oss hittar du nya bilar från BMW, MINI, Porsche och Ford. Boka en provkörning hos
          närmaste anläggning eller bygg din bil online.
        </p>
      </Container>
    </Main>
  );
}

const Hero = styled.section`
  padding: 9rem 0 ${space.xxxl};
  background: ${vars.color.heroSurface};
  color: ${vars.color.heroText};
  h1 {
    margin: 0 0 ${space.md};
    font-size: ${fontSize.display};
  }
`;

const Tall = styled.div`
  min-height: 150vh;
  padding-block: ${space.xl};
`;

/** A home page opening with a hero band, tall enough to scroll past 100px. */
function HomeContent() {
  return (
    <main id="main-content">
      <Hero>
        <Container>
          <h1>Din bilhandlare i hela Sverige</h1>
          <p>Nya och begagnade bilar, service och däckhotell på över 30 orter.</p>
        </Container>
      </Hero>
      <Tall>
        <Container>
          <p>Scrolla förbi 100 px så blir sidhuvudet heltäckande.</p>
        </Container>
      </Tall>
    </main>
  );
}

/** The column pictures (decorative, `alt=""`) that are laid out. */
const visiblePictures = (root: HTMLElement) =>
  [...root.querySelectorAll("img")].filter((img) => img.checkVisibility());

const meta = {
  title: "Blocks/MainNavigation",
  component: MainNavigation,
  globals: desktop,
  args: {
    // Replaced by the logo of the brand chosen in the toolbar (see render).
    logo: <DefaultLogo />,
    // "%s" becomes the brand name, as in the app's ui-texts ("%s, till startsidan").
    homeLabel: "%s, till startsidan",
    items: demoMenu(columnPhoto),
    extraItems: demoExtraItems,
    languages: demoLanguages.slice(0, 1),
    currentLanguage: "sv",
    currentPath: "/kop-bil/nya-bilar",
    labels: mainNavigationLabels(storyTranslate),
  },
  argTypes: { logo: { control: false } },
  render: (args, { globals }) => {
    const { Logo, name } = brandFromGlobals(globals);
    return (
      <>
        <MainNavigation
          {...args}
          logo={<Logo title={name} />}
          homeLabel={args.homeLabel.replace("%s", name)}
        />
        {args.currentPath === "/" ? <HomeContent /> : <PageContent />}
      </>
    );
  },
} satisfies Meta<typeof MainNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header on a sub page: the logo follows the brand chosen in the toolbar. */
export const Default: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: /till startsidan$/ })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(canvas.getByRole("banner")).toBeVisible();
  },
};

/**
 * Desktop (1280px): the mega menu bar. Hidden items are gone, the ancestors of the current page
 * are underlined and the current page's link carries `aria-current="page"`.
 */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Huvudmeny" });
    await expect(nav).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Meny" })).toBeNull();
    await expect(within(nav).getByRole("button", { name: "Köp bil" })).toHaveAttribute(
      "data-selected",
    );
    await expect(within(nav).queryByText("Vinterkampanj (dold)")).toBeNull();
    await expect(within(nav).getByRole("link", { name: "Boka service" })).toBeVisible();
  },
};

/** A dropdown opened with the keyboard: Enter opens, Esc closes and returns focus, Space opens. */
export const DesktopDropdownOpen: Story = {
  globals: desktop,
  play: async ({ canvas, step }) => {
    const nav = canvas.getByRole("navigation", { name: "Huvudmeny" });
    const button = within(nav).getByRole("button", { name: "Köp bil" });
    const panel = () =>
      canvas.getByRole("link", { name: "Allt inom Köp bil" }).closest("[id]") as HTMLElement;
    await step("Enter opens the dropdown", async () => {
      button.focus();
      await userEvent.keyboard("{Enter}");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(canvas.getByRole("link", { name: "Nya bilar" })).toHaveAttribute(
        "aria-current",
        "page",
      );
    });
    await step("Tab moves into the dropdown; Esc closes it and focus returns", async () => {
      await userEvent.tab();
      await expect(panel()).toContainElement(document.activeElement as HTMLElement);
      await userEvent.keyboard("{Escape}");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button).toHaveFocus();
    });
    await step("Space opens it again", async () => {
      await userEvent.keyboard(" ");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(canvas.getByRole("link", { name: "Sälj din bil" })).toBeVisible();
    });
  },
};

/**
 * Column pictures (480x270): 'Nya bilar' has 4 brands, so its picture always shows; 'Begagnade
 * bilar' has 6, so its picture shows only on screens wider than 1500px (this story is 1920px).
 */
export const DropdownWithPicturesOnWideScreen: Story = {
  globals: wide,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Köp bil" }));
    await waitFor(() => expect(visiblePictures(canvasElement)).toHaveLength(2));
  },
};

/** At 1280px the picture of the column with more than 4 links stays hidden. */
export const DropdownPicturesAt1280: Story = {
  globals: desktop,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Köp bil" }));
    await waitFor(() => expect(visiblePictures(canvasElement)).toHaveLength(1));
    const [picture] = visiblePictures(canvasElement);
    await expect(picture).toHaveAttribute("width", "480");
    await expect(picture).toHaveAttribute("height", "270");
  },
};

/** More top-level items than the bar holds: the rest are under 'Mer'. */
export const DesktopMoreOverflow: Story = {
  globals: desktop,
  args: { items: demoMenuWithOverflow(columnPhoto), currentPath: "/laddboxar" },
  play: async ({ canvas }) => {
    const more = canvas.getByRole("button", { name: "Mer" });
    await expect(more).toHaveAttribute("data-selected");
    await userEvent.click(more);
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("link", { name: "Laddboxar" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

/** Two languages: the switcher shows (hidden with one, see Default). */
export const WithLanguageSwitcher: Story = {
  globals: desktop,
  args: { languages: demoLanguages },
  play: async ({ canvas }) => {
    const switcher = canvas.getByRole("button", { name: "Språk: Svenska" });
    switcher.focus();
    await userEvent.keyboard("{Enter}");
    await expect(switcher).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("link", { name: "English" })).toHaveAttribute("hreflang", "en");
    await userEvent.keyboard("{Escape}");
    await expect(switcher).toHaveAttribute("aria-expanded", "false");
    await expect(switcher).toHaveFocus();
  },
};

/** One site language: no switcher. */
export const WithoutLanguageSwitcher: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: /^Språk/ })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Kundservice" })).toBeVisible();
  },
};

/** On the home path the header lies transparent over the hero, and turns solid past 100px. */
export const TransparentOnHome: Story = {
  globals: desktop,
  args: { currentPath: "/", transparentOnHome: true },
  play: async ({ canvas }) => {
    const header = canvas.getByRole("banner");
    window.scrollTo(0, 0);
    await waitFor(() => expect(header).toHaveAttribute("data-transparent"));
    window.scrollTo(0, 300);
    await waitFor(() => expect(header).not.toHaveAttribute("data-transparent"));
    window.scrollTo(0, 0);
    await waitFor(() => expect(header).toHaveAttribute("data-transparent"));
  },
};

/** The navigation could not be loaded: the logo and the extra items still show. */
export const NavigationFailure: Story = {
  globals: desktop,
  args: { items: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation")).toBeNull();
    await expect(canvas.getByRole("link", { name: /till startsidan$/ })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Kundservice" })).toBeVisible();
  },
};

/** The navigation failed and there are no extra items: the logo only, no hamburger. */
export const NavigationFailureLogoOnly: Story = {
  globals: mobile,
  args: { items: null, extraItems: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: /till startsidan$/ })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Meny" })).toBeNull();
  },
};

/** Mobile (320px): the logo, scaled 0.9, and the hamburger; the mega menu is hidden. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Meny" })).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: "Huvudmeny" })).toBeNull();
    const logo = canvas.getByRole("img", { name: /./ });
    await expect(logo.getBoundingClientRect().width).toBeCloseTo(135, 0);
  },
};

/** The hamburger opens the menu in a drawer; a followed link closes it. */
export const MobileMenuOpen: Story = {
  globals: mobile,
  args: { languages: demoLanguages },
  play: async ({ canvas }) => {
    const screen = within(document.body);
    const hamburger = canvas.getByRole("button", { name: "Meny" });
    await userEvent.click(hamburger);
    const dialog = await screen.findByRole("dialog", { name: "Meny" });
    // The drawer's content renders as it opens: wait for it, not only for the dialog.
    await expect(await within(dialog).findByRole("link", { name: "Finansiering" })).toBeVisible();
    await expect(within(dialog).getByRole("link", { name: "English" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(hamburger).toHaveFocus();
    await userEvent.click(hamburger);
    const again = await screen.findByRole("dialog", { name: "Meny" });
    // Storybook stays on the page: the link is followed with its default prevented.
    const link = await within(again).findByRole("link", { name: "Kundservice" });
    link.addEventListener("click", (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await userEvent.click(hamburger);
    await screen.findByRole("dialog", { name: "Meny" });
  },
};

/** Drill into 'Köp bil' (three levels: Köp bil > Nya bilar > brands), back, and in again. */
export const MobileDrillDown: Story = {
  tags: ["visual"],
  globals: mobile,
  play: async ({ canvas, step }) => {
    const screen = within(document.body);
    await userEvent.click(canvas.getByRole("button", { name: "Meny" }));
    const dialog = await screen.findByRole("dialog", { name: "Meny" });
    await step("drill into a sub-item: focus moves to the back action", async () => {
      await userEvent.click(within(dialog).getByRole("button", { name: "Köp bil" }));
      await expect(within(dialog).getByRole("button", { name: "Tillbaka" })).toHaveFocus();
      await expect(within(dialog).getByRole("heading", { name: "Köp bil" })).toBeVisible();
      await expect(within(dialog).getAllByRole("link", { name: "BMW" })).toHaveLength(2);
    });
    await step("back returns to the top list, focus on the item", async () => {
      await userEvent.keyboard("{Enter}");
      await expect(within(dialog).getByRole("button", { name: "Köp bil" })).toHaveFocus();
    });
    await step("in again with the keyboard", async () => {
      await userEvent.keyboard("{Enter}");
      await expect(within(dialog).getByRole("link", { name: "Nya bilar" })).toHaveAttribute(
        "aria-current",
        "page",
      );
    });
  },
};

/** The desktop header in every brand, with a dropdown open in none (see DesktopDropdownOpen). */
export const AllBrands: Story = {
  globals: desktop,
  args: { languages: demoLanguages },
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack" padded={false}>
      {(brand) => (
        <MainNavigation
          {...args}
          logo={<brand.Logo title={brand.name} />}
          homeLabel={args.homeLabel.replace("%s", brand.name)}
        />
      )}
    </InEveryBrand>
  ),
};

/** The mobile menu, drawn open in place, in every brand. */
export const AllBrandsMobileMenu: Story = {
  globals: mobile,
  args: { languages: demoLanguages, mobileMenuPreview: true },
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack" padded={false}>
      {(brand) => (
        <MainNavigation
          {...args}
          logo={<brand.Logo title={brand.name} />}
          homeLabel={args.homeLabel.replace("%s", brand.name)}
        />
      )}
    </InEveryBrand>
  ),
};
