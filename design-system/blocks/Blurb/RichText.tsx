import type { ReactNode } from "react";
import styled from "styled-components";
import { fontSize, lineHeight, space } from "../../theme";
import { Link } from "../../primitives/Link";

/** The elements rich text may contain: everything else is dropped by the app's sanitiser. */
export const richTextTags = [
  "p",
  "strong",
  "em",
  "a",
  "ul",
  "ol",
  "li",
  "br",
  "h2",
  "h3",
  "h4",
] as const;
export type RichTextTag = (typeof richTextTags)[number];

/**
 * Sanitised rich text as data, not HTML: text nodes and allow-listed elements (a link keeps only
 * a checked `href`). Rendered as React elements, so no markup from the CMS reaches the page as is.
 */
export type RichTextNode =
  | { type: "text"; text: string }
  | { type: "element"; tag: RichTextTag; href?: string; children: RichTextNode[] };

export interface RichTextProps {
  /** The sanitised nodes (the app's binding parses the CMS's HTML into them). */
  nodes: readonly RichTextNode[];
  className?: string;
}

const Root = styled.div`
  display: grid;
  gap: ${space.sm};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.body};
  > * {
    margin: 0;
  }
  h2 {
    font-size: ${fontSize.xl};
    line-height: ${lineHeight.tight};
  }
  h3 {
    font-size: ${fontSize.lg};
    line-height: ${lineHeight.tight};
  }
  h4 {
    font-size: ${fontSize.md};
    line-height: ${lineHeight.tight};
  }
  ul,
  ol {
    padding-inline-start: ${space.lg};
  }
  li + li {
    margin-top: ${space.xxs};
  }
`;

function renderNodes(nodes: readonly RichTextNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === "text") return node.text;
    const children = renderNodes(node.children);
    switch (node.tag) {
      case "a":
        return node.href ? (
          <Link key={index} href={node.href}>
            {children}
          </Link>
        ) : (
          <span key={index}>{children}</span>
        );
      case "br":
        return <br key={index} />;
      default: {
        const Tag = node.tag;
        return <Tag key={index}>{children}</Tag>;
      }
    }
  });
}

/**
 * Rich text from the CMS (paragraphs, emphasis, links, lists, sub-headings) in the body font,
 * from sanitised nodes: the design system never sets inner HTML. Links go through the app's
 * link component (router links; non-navigating in page-editing mode).
 */
export function RichText({ nodes, className }: RichTextProps) {
  return <Root className={className}>{renderNodes(nodes)}</Root>;
}

/** Plain paragraphs as rich-text nodes (stories, fallbacks). */
export function paragraphs(...texts: string[]): RichTextNode[] {
  return texts.map((text) => ({ type: "element", tag: "p", children: [{ type: "text", text }] }));
}
