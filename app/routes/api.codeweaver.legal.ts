import { legalLoader } from "../marketplace/finance/uk-quote-api.server";
import type { Route } from "./+types/api.codeweaver.legal";

/* The UK finance quote widget's call (specs/marketplace.md §7): app/marketplace/finance/uk-quote-api.server.ts. */
export function loader({ request, context }: Route.LoaderArgs) {
  return legalLoader(request, context);
}
