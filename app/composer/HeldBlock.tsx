import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useNavigation, useRevalidator } from "react-router";
import { logger } from "../../api-adapters/shared/logger";
import { HydratingModules, serverHtmlOf, settleServerImages } from "../../design-system";
import { useFollowPageLink } from "../components/RouterLink";
import type { BlockBinding } from "./block";
import { useHeldRenderings } from "./held-renderings";
import { isLazy } from "./lazy-block";
import type { PreparedRendering } from "./prepare-renderings.server";

/**
 * The wrapper adds no box: the block lays out as if it were its parent's child (the page's first
 * section under an overlaid header is found through it, GlobalStyle.tsx).
 */
const noBox = { display: "contents" } as const;

interface HeldBlockProps {
  /** The stub the document's data has for the rendering. */
  rendering: PreparedRendering;
  binding: BlockBinding;
  /** Renders the whole rendering (the server's render). */
  render: (whole: PreparedRendering) => ReactNode;
}

/**
 * A static block on the page the server rendered (decision 0049). The server renders it whole,
 * inside a wrapper of a known id; the browser takes the wrapper's HTML as it is (nothing to
 * hydrate, no props, no code), follows its page links through the router, and fades its images'
 * placeholders. A navigation's data carries the rendering whole: the block then renders as any
 * other (its code is asked for as soon as a navigation starts). Should the server's HTML be
 * missing (the server's render of it failed), the page's data is loaded again, whole.
 */
export function HeldBlock({ rendering, binding, render }: HeldBlockProps) {
  const whole = useHeldRenderings()?.get(rendering);
  const id = `held-${useId()}`;
  const [serverHtml] = useState(() => (whole ? null : serverHtmlOf(id)));
  const wrapper = useRef<HTMLDivElement>(null);
  const followPageLink = useFollowPageLink();
  const navigating = useNavigation().state !== "idle";
  const { revalidate } = useRevalidator();

  useEffect(() => {
    if (navigating && isLazy(binding)) binding.load().catch(() => undefined);
  }, [navigating, binding]);

  useEffect(() => {
    if (whole || serverHtml !== null) return;
    logger.warn("composer.held-without-markup", { componentName: rendering.componentName });
    void revalidate();
  }, [whole, serverHtml, rendering.componentName, revalidate]);

  useEffect(() => (wrapper.current ? settleServerImages(wrapper.current) : undefined), []);

  if (whole) {
    return (
      <div id={id} data-held="" style={noBox}>
        {/* The browser keeps this HTML: none of the block's modules hydrate with the document. */}
        <HydratingModules value={null}>{render(whole)}</HydratingModules>
      </div>
    );
  }
  return (
    // The links inside are what is interactive (Enter on a link is a click too); the wrapper only
    // hears their clicks, as the router's links would.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      id={id}
      data-held=""
      ref={wrapper}
      style={noBox}
      onClick={followPageLink}
      dangerouslySetInnerHTML={{ __html: serverHtml ?? "" }}
    />
  );
}
