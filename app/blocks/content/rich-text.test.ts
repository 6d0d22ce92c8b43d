import { describe, expect, it } from "vitest";
import { decodeEntities, parseRichText, richTextPlain, safeRichTextHref } from "./rich-text";

const p = (...children: unknown[]) => ({ type: "element", tag: "p", children });
const t = (text: string) => ({ type: "text", text });

describe("parseRichText", () => {
  it("keeps the allowed elements", () => {
    expect(
      parseRichText(
        '<h3>Utrustning</h3><p>Med <strong>fyrhjulsdrift</strong> och <em>dragkrok</em>.<br>Se <a href="/kop-bil">alla bilar</a>.</p><ul><li>Vinterhjul</li><li>Service</li></ul>',
      ),
    ).toEqual([
      { type: "element", tag: "h3", children: [t("Utrustning")] },
      p(
        t("Med "),
        { type: "element", tag: "strong", children: [t("fyrhjulsdrift")] },
        t(" och "),
        { type: "element", tag: "em", children: [t("dragkrok")] },
        t("."),
        { type: "element", tag: "br", children: [] },
        t("Se "),
        { type: "element", tag: "a", href: "/kop-bil", children: [t("alla bilar")] },
        t("."),
      ),
      {
        type: "element",
        tag: "ul",
        children: [
          { type: "element", tag: "li", children: [t("Vinterhjul")] },
          { type: "element", tag: "li", children: [t("Service")] },
        ],
      },
    ]);
  });

  it("drops scripts, styles and event handlers with their content", () => {
    const nodes = parseRichText(
      '<p onclick="alert(1)">Hej<script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)></p><iframe src="https://evil.example"></iframe><svg><script>alert(2)</script></svg>',
    );
    expect(nodes).toEqual([p(t("Hej"))]);
    expect(JSON.stringify(nodes)).not.toMatch(/alert|onclick|onerror|evil/);
  });

  it("keeps only safe link targets; unsafe links keep their text", () => {
    const html =
      '<p><a href="javascript:alert(1)">a</a> <a href=" java&#x09;script:alert(1)">b</a> <a href="//evil.example">c</a> <a href="/\\evil.example">d</a> <a href="data:text/html,x">e</a> <a href="https://bil.example/x" target="_blank" onclick="x()">f</a> <a href="mailto:info@bil.example">g</a></p>';
    const [paragraph] = parseRichText(html);
    const links = JSON.stringify(paragraph).match(/"href":"[^"]*"/g);
    expect(links).toEqual(['"href":"https://bil.example/x"', '"href":"mailto:info@bil.example"']);
    expect(richTextPlain(parseRichText(html))).toBe("a b c d e f g");
  });

  it("maps b, i and h1/h5 onto the allowed tags and unwraps unknown ones", () => {
    expect(
      parseRichText(
        "<h1>Rubrik</h1><div><span style='color:red'>Text <b>fet</b> <i>kursiv</i></span></div><h6>Liten</h6>",
      ),
    ).toEqual([
      { type: "element", tag: "h2", children: [t("Rubrik")] },
      p(t("Text "), { type: "element", tag: "strong", children: [t("fet")] }, t(" "), {
        type: "element",
        tag: "em",
        children: [t("kursiv")],
      }),
      { type: "element", tag: "h4", children: [t("Liten")] },
    ]);
  });

  it("wraps loose text in paragraphs and drops empty elements", () => {
    expect(parseRichText("Bara text\n  på två rader<p> </p><p></p>")).toEqual([
      p(t("Bara text på två rader")),
    ]);
    expect(parseRichText("")).toEqual([]);
    expect(parseRichText("   ")).toEqual([]);
  });

  it("closes unclosed paragraphs and list items like a browser", () => {
    expect(parseRichText("<p>Ett<p>Två<ul><li>A<li>B</ul>")).toEqual([
      p(t("Ett")),
      p(t("Två")),
      {
        type: "element",
        tag: "ul",
        children: [
          { type: "element", tag: "li", children: [t("A")] },
          { type: "element", tag: "li", children: [t("B")] },
        ],
      },
    ]);
  });

  it("treats a stray < as text and drops comments and unfinished tags", () => {
    expect(parseRichText("<p>1 < 2 <!-- hemligt --> & 3 &lt; 4</p><p>slut <a href='/x'")).toEqual([
      p(t("1 < 2 & 3 < 4")),
      p(t("slut")),
    ]);
  });

  it("keeps text after an unclosed script out", () => {
    expect(parseRichText("<p>Hej</p><script>alert(1)")).toEqual([p(t("Hej"))]);
  });
});

describe("decodeEntities", () => {
  it("decodes named and numeric references", () => {
    expect(decodeEntities("Bil&auml;gare &amp; F&ouml;rare &#8211; &#x2014; &nbsp;&okänd;")).toBe(
      "Bilägare & Förare – — \u00a0&okänd;",
    );
    expect(decodeEntities("&#0; &#xD800;")).toBe("\ufffd \ufffd");
  });
});

describe("safeRichTextHref", () => {
  it("allows site paths, anchors, http(s), mailto and tel only", () => {
    expect(safeRichTextHref("/kontakt")).toBe("/kontakt");
    expect(safeRichTextHref("#villkor")).toBe("#villkor");
    expect(safeRichTextHref("https://example.com")).toBe("https://example.com");
    expect(safeRichTextHref("tel:+46812345")).toBe("tel:+46812345");
    expect(safeRichTextHref("JavaScript:alert(1)")).toBeUndefined();
    expect(safeRichTextHref("//evil.example")).toBeUndefined();
    expect(safeRichTextHref("/\\evil.example")).toBeUndefined();
    expect(safeRichTextHref("https:\\\\evil.example")).toBeUndefined();
    expect(safeRichTextHref("")).toBeUndefined();
  });
});
