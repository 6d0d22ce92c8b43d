import { productsAction } from "../marketplace/finance/uk-quote-api.server";
import type { Route } from "./+types/api.codeweaver.default";

/* The UK finance quote widget's call (specs/marketplace.md §7): app/marketplace/finance/uk-quote-api.server.ts. */
export function action({ request, context }: Route.ActionArgs) {
  return productsAction(request, context);
}
