import { forwardRef, useEffect } from "react";
import type { LinkComponentProps } from "../../design-system";

/**
 * Page-editing mode (specs: links editable, click navigation suppressed): every link of the
 * editing render, through the LinkProvider, keeps its href for the editor's link dialog, is marked
 * `data-editable-link` (after the caller's props, so a link outside editing cannot unset it), has
 * editable text, and never navigates.
 */
export const EditingLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function EditingLink(
  { href, children, onClick, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
      {...rest}
      data-editable-link=""
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    >
      <span contentEditable suppressContentEditableWarning>
        {children}
      </span>
    </a>
  );
});

/**
 * Keeps every editable link of the page from navigating, markup no code has taken over yet
 * included: a section whose code loads when it comes near keeps the server's HTML until then
 * (`DeferredSection`, decision 0028), and a click on its links would leave the page. One click
 * listener on the document, ahead of the links' own handlers.
 */
export function EditingLinksStayPut() {
  useEffect(() => {
    const stayPut = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a[data-editable-link]")) {
        event.preventDefault();
      }
    };
    document.addEventListener("click", stayPut, true);
    return () => document.removeEventListener("click", stayPut, true);
  }, []);
  return null;
}
