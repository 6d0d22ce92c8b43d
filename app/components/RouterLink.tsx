import { forwardRef } from "react";
import { Link } from "react-router";
import type { LinkComponentProps } from "../../design-system";

/** Site paths navigate client-side through the router; anything else is a plain anchor. */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
  { href, children, ...rest },
  ref,
) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link ref={ref} to={href} prefetch="intent" {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a ref={ref} href={href} {...rest}>
      {children}
    </a>
  );
});
