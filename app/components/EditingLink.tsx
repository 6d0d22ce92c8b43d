import { forwardRef } from "react";
import type { LinkComponentProps } from "../../design-system";

/** Page-editing mode: links stay visible and editable for the author but never navigate. */
export const EditingLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function EditingLink(
  { href, children, onClick, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
      data-editable-link=""
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    >
      {children}
    </a>
  );
});
