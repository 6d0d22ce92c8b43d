import { Parser } from "htmlparser2";
import { LRUCache } from "lru-cache";
import sanitizeHtml from "sanitize-html";
import type { RichTextNode, RichTextTag } from "../../../design-system";
import { isSafeHref } from "../../composer/url-safety";

/*
 * The CMS's rich text (Blurb RichText, accordion texts) as sanitised *data*, on the server only:
 * the blocks' `loadData` calls `sanitizeRichText` and the page ships the nodes, which the design
 * system's RichText renders as React elements. Nothing from the CMS is ever set as inner HTML, and
 * neither sanitize-html nor its parser reaches the browser (a `.server` module: the build refuses
 * it in client code; tests/e2e/hostile-rich-text.spec.ts scans the client assets).
 *
 * Kept: p, strong (and b), em (and i), a with a safe href, ul, ol, li, br, h2-h4 (h1 becomes h2:
 * the page has its own h1; h5/h6 become h4). Dropped with their content: script, style and the
 * other raw-text or embedding elements. Any other tag is unwrapped (its text stays; block-level
 * ones still separate words), and every attribute except a link's href is dropped.
 */

/** Block-level elements that are unwrapped but still separate the words around them. */
const separators = [
  "div",
  "section",
  "article",
  "header",
  "footer",
  "table",
  "tr",
  "td",
  "th",
  "blockquote",
  "figure",
  "figcaption",
];

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: ["p", "strong", "em", "a", "ul", "ol", "li", "br", "h2", "h3", "h4", ...separators],
  transformTags: { b: "strong", i: "em", h1: "h2", h5: "h4", h6: "h4" },
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: [
    "script",
    "style",
    "template",
    "textarea",
    "title",
    "iframe",
    "noscript",
    "noembed",
    "noframes",
    "object",
    "embed",
    "xmp",
    "svg",
    "math",
    "select",
    "option",
    "button",
  ],
};

/**
 * A link target rich text may keep: a site path, an in-page anchor, http(s), mailto or tel.
 * Control characters and whitespace are removed first (browsers ignore them inside a scheme),
 * and `/\host` is refused because browsers read it as the protocol-relative `//host`.
 */
export function safeRichTextHref(raw: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const href = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  return href !== "" && isSafeHref(href) ? href : undefined;
}

type ElementNode = Extract<RichTextNode, { type: "element" }>;

const blockTags = new Set<RichTextTag>(["p", "ul", "ol", "li", "h2", "h3", "h4"]);
/** Blocks holding a line of text: leading and trailing spaces and breaks inside them go. */
const textBlocks = new Set<RichTextTag>(["p", "li", "h2", "h3", "h4"]);
const richTextTags = new Set<string>([...blockTags, "strong", "em", "a", "br"]);

/**
 * Builds the node tree from the sanitised HTML's parse events, keeping it valid for React:
 * blocks never nest in paragraphs, headings or links, and list items only live in lists.
 */
class TreeBuilder {
  readonly root: ElementNode = { type: "element", tag: "p", children: [] };
  private readonly stack: ElementNode[] = [this.root];

  private get current(): ElementNode {
    return this.stack[this.stack.length - 1] ?? this.root;
  }

  private isOpen(tag: RichTextTag): boolean {
    return this.stack.slice(1).some((node) => node.tag === tag);
  }

  private closeTo(tag: RichTextTag): void {
    const index = this.stack.findLastIndex((node, position) => position > 0 && node.tag === tag);
    if (index > 0) this.stack.length = index;
  }

  text(text: string): void {
    if (text === "") return;
    const children = this.current.children;
    const last = children[children.length - 1];
    // Adjacent text is one run, and HTML shows a run of spaces as one.
    if (last?.type === "text") last.text = (last.text + text).replace(/ {2,}/g, " ");
    else children.push({ type: "text", text });
  }

  start(tag: RichTextTag, href?: string): void {
    if (blockTags.has(tag)) {
      for (const open of ["a", "strong", "em", "p", "h2", "h3", "h4"] as const) this.closeTo(open);
    }
    if (tag === "li") {
      // A list item ends the previous item of the same list; outside a list it is a paragraph.
      const listIndex = this.stack.findLastIndex((node) => node.tag === "ul" || node.tag === "ol");
      const itemIndex = this.stack.findLastIndex((node) => node.tag === "li");
      if (listIndex === -1) return this.start("p");
      if (itemIndex > listIndex) this.stack.length = itemIndex;
    }
    if (tag === "a") this.closeTo("a");
    const node: ElementNode =
      tag === "a"
        ? { type: "element", tag, href, children: [] }
        : { type: "element", tag, children: [] };
    this.current.children.push(node);
    if (tag !== "br") this.stack.push(node);
  }

  end(tag: RichTextTag): void {
    if (this.isOpen(tag)) this.closeTo(tag);
  }
}

function hasText(nodes: readonly RichTextNode[]): boolean {
  return nodes.some((node) =>
    node.type === "text" ? node.text.trim() !== "" : node.tag === "br" || hasText(node.children),
  );
}

function plainText(nodes: readonly RichTextNode[]): string {
  return nodes
    .map((node) => (node.type === "text" ? node.text : plainText(node.children)))
    .join("")
    .trim();
}

function trimRun(run: readonly RichTextNode[]): RichTextNode[] {
  const nodes = [...run];
  const isBreak = (node: RichTextNode | undefined) => node?.type === "element" && node.tag === "br";
  while (isBreak(nodes[0])) nodes.shift();
  while (isBreak(nodes.at(-1))) nodes.pop();
  const first = nodes[0];
  if (first?.type === "text") nodes[0] = { type: "text", text: first.text.trimStart() };
  const last = nodes.at(-1);
  if (last?.type === "text") nodes[nodes.length - 1] = { type: "text", text: last.text.trimEnd() };
  return nodes.filter((node) => node.type !== "text" || node.text !== "");
}

/** Removes empty elements and lists' stray text, and wraps loose inline content in paragraphs. */
function normalise(nodes: readonly RichTextNode[], parent: RichTextTag | "root"): RichTextNode[] {
  const inList = parent === "ul" || parent === "ol";
  const cleaned: RichTextNode[] = [];
  for (const node of nodes) {
    if (node.type === "text" || node.tag === "br") {
      if (!inList) cleaned.push(node);
      continue;
    }
    const normalised = normalise(node.children, node.tag);
    const children = textBlocks.has(node.tag) ? trimRun(normalised) : normalised;
    if (!hasText(children)) continue;
    const element = { ...node, children };
    cleaned.push(
      inList && node.tag !== "li" ? { type: "element", tag: "li", children: [element] } : element,
    );
  }
  if (parent !== "root") return cleaned;

  // At the top level only blocks stand alone: runs of text and inline elements become paragraphs.
  const blocks: RichTextNode[] = [];
  let run: RichTextNode[] = [];
  const flush = () => {
    const trimmed = trimRun(run);
    if (hasText(trimmed)) blocks.push({ type: "element", tag: "p", children: trimmed });
    run = [];
  };
  for (const node of cleaned) {
    if (node.type === "element" && blockTags.has(node.tag)) {
      flush();
      blocks.push(node);
    } else {
      run.push(node);
    }
  }
  flush();
  return blocks;
}

const isRichTextTag = (name: string): name is RichTextTag => richTextTags.has(name);

/** Characters of rich-text HTML whose nodes are kept across requests. */
const SANITISED_CHARACTERS = 2_000_000;

const sanitised = new LRUCache<string, RichTextNode[]>({
  maxSize: SANITISED_CHARACTERS,
  sizeCalculation: (_nodes, html) => Math.max(html.length, 1),
});

/**
 * Sanitises the CMS's rich-text HTML with sanitize-html and reads the result into nodes (see the
 * comment at the top). Empty when the text has nothing to show. The nodes depend on the text
 * alone, and the same CMS texts come with every render of a page, so they are made once per
 * process (a bounded LRU) and shared: callers ship them and never change them.
 */
export function sanitizeRichText(html: string): RichTextNode[] {
  let nodes = sanitised.get(html);
  if (!nodes) {
    nodes = sanitiseToNodes(html);
    sanitised.set(html, nodes);
  }
  return nodes;
}

function sanitiseToNodes(html: string): RichTextNode[] {
  const builder = new TreeBuilder();
  const parser = new Parser({
    onopentag(name, attributes) {
      if (!isRichTextTag(name)) return builder.text(" ");
      if (name !== "a") return builder.start(name);
      const href = safeRichTextHref(attributes.href ?? "");
      // A link without a safe target keeps its text only.
      if (href) builder.start("a", href);
    },
    onclosetag(name) {
      if (isRichTextTag(name)) builder.end(name);
      else builder.text(" ");
    },
    ontext(text) {
      builder.text(text.replace(/[\t\n\f\r ]+/g, " "));
    },
  });
  parser.end(sanitizeHtml(html, sanitizeOptions));
  const nodes = normalise(builder.root.children, "root");
  return plainText(nodes) === "" ? [] : nodes;
}
