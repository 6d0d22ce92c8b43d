import {
  createContext,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
} from "react";

export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A plain anchor: the default when no router link is provided (Storybook, tests). */
const PlainAnchor = forwardRef<HTMLAnchorElement, LinkComponentProps>(function PlainAnchor(
  { children, ...props },
  ref,
) {
  return (
    <a ref={ref} {...props}>
      {children}
    </a>
  );
});

const LinkComponentContext = createContext<ComponentType<LinkComponentProps>>(PlainAnchor);

/**
 * The design system never reads the router: the app hands in the link component that does
 * client-side navigation, and every link in the system renders through it.
 */
export const LinkProvider = LinkComponentContext.Provider;

export function useLinkComponent(): ComponentType<LinkComponentProps> {
  return useContext(LinkComponentContext);
}
