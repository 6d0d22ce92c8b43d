import { forwardRef } from "react";
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
