import type { PreparedRendering } from "../composer/prepare-renderings.server";
import type { Texts } from "../../i18n/translate";

/** The site shell a 404 carries: the home page's header and footer, prepared on the server. */
export interface NotFoundShell {
  header: PreparedRendering[];
  footer: PreparedRendering[];
  /** The texts of those blocks beyond the root data's (app/i18n/text-namespaces.ts). */
  texts?: Texts;
}

/** The shell in a thrown 404's payload (`{ kind: "notFound", shell }`), if any. */
export function shellOf(payload: unknown): NotFoundShell | null {
  if (typeof payload !== "object" || payload === null) return null;
  const { kind, shell } = payload as { kind?: unknown; shell?: NotFoundShell | null };
  return kind === "notFound" && shell ? shell : null;
}
