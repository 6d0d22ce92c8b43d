// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { layoutVariable } from "../../theme";
import { storyTranslate } from "../../stories/texts";
import { MessageBanner } from "./MessageBanner";
import { messageBannerLabels } from "./labels";
import { stubReportingResizeObserver } from "../../../tests/setup/browser-apis";
import {
  MESSAGE_BANNER_COLLAPSE_OFFSET,
  isMessageBannerDismissible,
  messageBannerIcon,
  nextMessageBannerCollapsed,
  toMessageBannerVariant,
} from "./variant";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.scrollY = 0;
});

describe("message banner rules", () => {
  it("maps the CMS types Warning, Neutral and Dark; anything else is the default", () => {
    expect(toMessageBannerVariant("Warning")).toBe("warning");
    expect(toMessageBannerVariant(" neutral ")).toBe("neutral");
    expect(toMessageBannerVariant("Dark")).toBe("dark");
    expect(toMessageBannerVariant("")).toBe("default");
    expect(toMessageBannerVariant(undefined)).toBe("default");
    expect(toMessageBannerVariant("Campaign")).toBe("default");
  });

  it("shows WarningAlert for warnings and CampaignAlert for the rest", () => {
    expect(messageBannerIcon("warning")).toBe("WarningAlert");
    expect(messageBannerIcon("default")).toBe("CampaignAlert");
    expect(messageBannerIcon("neutral")).toBe("CampaignAlert");
    expect(messageBannerIcon("dark")).toBe("CampaignAlert");
  });

  it("never lets a warning be dismissed", () => {
    expect(isMessageBannerDismissible("warning")).toBe(false);
    expect(isMessageBannerDismissible("default")).toBe(true);
    expect(isMessageBannerDismissible("neutral")).toBe(true);
    expect(isMessageBannerDismissible("dark")).toBe(true);
  });

  it("collapses past its own height plus the offset and expands only near the top", () => {
    expect(MESSAGE_BANNER_COLLAPSE_OFFSET).toBe(100);
    expect(nextMessageBannerCollapsed(false, 0, 60)).toBe(false);
    expect(nextMessageBannerCollapsed(false, 160, 60)).toBe(false);
    expect(nextMessageBannerCollapsed(false, 161, 60)).toBe(true);
    // Collapsing gives up at most its expanded height: the page stays past the expand point.
    expect(nextMessageBannerCollapsed(true, 161 - 60, 60)).toBe(true);
    expect(nextMessageBannerCollapsed(true, 50, 60)).toBe(true);
    expect(nextMessageBannerCollapsed(true, 49, 60)).toBe(false);
  });
});

const labels = messageBannerLabels(storyTranslate);

describe("MessageBanner", () => {
  it("is a named region with the campaign icon and a dismiss button", () => {
    const onDismiss = vi.fn();
    render(
      <MessageBanner
        title="Black Week"
        text="20 % på alla tillbehör"
        labels={labels}
        onDismiss={onDismiss}
      />,
    );
    const region = screen.getByRole("region", { name: "Meddelande" });
    expect(region.querySelector('use[href="#fc-icon-CampaignAlert"]')).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Stäng meddelandet" }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it("has no dismiss button for a warning even when given onDismiss", () => {
    render(
      <MessageBanner labels={labels} title="Driftstörning" type="Warning" onDismiss={vi.fn()} />,
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(document.querySelector('use[href="#fc-icon-WarningAlert"]')).not.toBeNull();
  });

  it("collapses when the page is scrolled and expands again at the top", () => {
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    render(<MessageBanner labels={labels} title="Black Week" text="20 % på alla tillbehör" />);
    const region = screen.getByRole("region");
    expect(region).not.toHaveAttribute("data-collapsed");
    act(() => {
      window.scrollY = 400;
      window.dispatchEvent(new Event("scroll"));
    });
    expect(region).toHaveAttribute("data-collapsed");
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event("scroll"));
    });
    expect(region).not.toHaveAttribute("data-collapsed");
  });

  it("stays expanded when collapsing is switched off", () => {
    render(<MessageBanner labels={labels} title="Hej" collapseOnScroll={false} />);
    act(() => {
      window.scrollY = 400;
      window.dispatchEvent(new Event("scroll"));
    });
    expect(screen.getByRole("region")).not.toHaveAttribute("data-collapsed");
  });

  it("publishes its height for what sticks under it, and removes it when it goes", () => {
    stubReportingResizeObserver();
    const { unmount } = render(<MessageBanner labels={labels} title="Hej" />);
    expect(
      document.documentElement.style.getPropertyValue(layoutVariable.messageBannerHeight),
    ).toMatch(/px$/);
    unmount();
    expect(
      document.documentElement.style.getPropertyValue(layoutVariable.messageBannerHeight),
    ).toBe("");
  });
});
