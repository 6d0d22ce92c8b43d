import type { Plugin } from "vite";

/**
 * In the browser, styled-components starts by moving the server's rules into a stylesheet of its
 * own: it reads the server's `<style data-styled>` text, inserts each of its ~400 rules into a
 * new sheet with `insertRule`, then removes the server's element. The rules are the same, but the
 * browser sees one sheet removed and another added, and restyles every element that a rule
 * names: a whole-page restyle during hydration (50-64 ms at 4x CPU on a home page, decision 0046).
 *
 * This keeps the server's element as the sheet styled-components writes to. Its rules were
 * parsed by the browser with the HTML; each group of them ends with styled-components' own marker
 * rule (`data-styled.g12[id="…"]{content:"name,"}`), so the sizes of the groups can be read from
 * the CSSOM, and rules the client adds later land where they would have in its own sheet (after
 * their group's rules, before the next group's), which keeps the cascade's order. Names and group
 * ids are registered by styled-components' own rehydration code, given only the markers.
 *
 * Where the sheet is not one it can read (no CSSOM, a rule after the last marker, text
 * injection in development), it leaves styled-components' own path as it was. The patch targets
 * one statement of the browser build of styled-components 6.6; if a version changes it, the
 * build fails here rather than shipping the old behaviour unnoticed.
 */

/** `node && node.getAttribute(SC_ATTR) !== SC_ATTR_ACTIVE && (rehydrateSheetFromTag(sheet, node), node.parentNode && node.parentNode.removeChild(node))` */
const rehydrateStatement =
  /(\w+)&&\1\.getAttribute\((\w+)\)!==(\w+)&&\((\w+)\((\w+),\1\),\1\.parentNode&&\1\.parentNode\.removeChild\(\1\)\)/;

/** Runs in the browser, with styled-components' sheet, the server's element and its own reader. */
export const keepServerSheet = `
function keepServerSheet(sheet, element, rehydrateFromTag) {
  var cssom = element.sheet;
  if (!cssom || !sheet.options.useCSSOMInjection) return false;
  var rules = cssom.cssRules, sizes = [], markers = "", groupStart = 0;
  for (var index = 0; index < rules.length; index++) {
    var marker = /^data-styled\\.g(\\d+)\\[id="([\\w-]+)"\\]$/.exec(rules[index].selectorText || "");
    if (!marker) continue;
    markers += "data-styled.g" + marker[1] + '[id="' + marker[2] + '"]{content:' +
      rules[index].style.getPropertyValue("content") + "}/*!sc*/\\n";
    sizes.push([Number(marker[1]), index + 1 - groupStart]);
    groupStart = index + 1;
  }
  if (groupStart !== rules.length || sizes.length === 0) return false;
  rehydrateFromTag(sheet, { textContent: markers });
  var grouped = sheet.getTag(), tag = grouped.tag;
  if (!tag.sheet || !tag.element) return false;
  tag.element.remove();
  tag.element = element;
  tag.sheet = cssom;
  tag.length = rules.length;
  grouped._cGroup = 0;
  grouped._cIndex = 0;
  for (var i = 0; i < sizes.length; i++) grouped.groupSizes[sizes[i][0]] = sizes[i][1];
  return true;
}
`;

export function keepServerSheetInBrowserBuild(code: string): string {
  if (!rehydrateStatement.test(code)) {
    throw new Error(
      "styled-components-keep-server-sheet: the rehydration statement of styled-components' " +
        "browser build was not found (a new version?); see vite/styled-components-keep-server-sheet.ts",
    );
  }
  return (
    code.replace(
      rehydrateStatement,
      "$1&&$1.getAttribute($2)!==$3&&(keepServerSheet($5,$1,$4)||($4($5,$1),$1.parentNode&&$1.parentNode.removeChild($1)))",
    ) + keepServerSheet
  );
}

export function styledComponentsKeepServerSheet(): Plugin {
  return {
    name: "styled-components-keep-server-sheet",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!/\/node_modules\/styled-components\/dist\/styled-components\.browser\.esm\.js$/.test(id))
        return null;
      return { code: keepServerSheetInBrowserBuild(code), map: null };
    },
  };
}
