import type { BlockRegistry } from "./block";
import type { HeldRenderings } from "./held-renderings";
import type {
  PreparedPlaceholders,
  PreparedRendering,
  PreparedRoute,
} from "./prepare-renderings.server";

/**
 * A rendering the browser can keep as the server's HTML: a static block (decision 0049) with
 * valid props, and every rendering nested in it held too (they are inside its HTML).
 */
function holdable(rendering: PreparedRendering, registry: BlockRegistry): boolean {
  const binding = Object.hasOwn(registry, rendering.componentName)
    ? registry[rendering.componentName]
    : undefined;
  if (!binding?.static || rendering.invalid || rendering.props === undefined) return false;
  return Object.values(rendering.placeholders ?? {}).every((children) =>
    children.every((child) => holdable(child, registry)),
  );
}

function holdIn(
  placeholders: PreparedPlaceholders,
  registry: BlockRegistry,
  held: HeldRenderings,
): PreparedPlaceholders {
  return Object.fromEntries(
    Object.entries(placeholders).map(([name, renderings]) => [
      name,
      renderings.map((rendering): PreparedRendering => {
        if (holdable(rendering, registry)) {
          const { componentName, uid } = rendering;
          const stub: PreparedRendering = { componentName, ...(uid ? { uid } : {}), held: true };
          held.set(stub, rendering);
          return stub;
        }
        if (!rendering.placeholders) return rendering;
        return { ...rendering, placeholders: holdIn(rendering.placeholders, registry, held) };
      }),
    ]),
  );
}

/**
 * The route as a document's data ships it (decision 0049): each static block's rendering is a
 * stub, and `held` gets the whole rendering for the server's render. The browser keeps the
 * server's HTML of those blocks, so their props and data are not sent and their code is not
 * loaded; a client navigation's data (`.data`) carries every rendering whole, as before.
 */
export function holdStaticRenderings(
  route: PreparedRoute,
  registry: BlockRegistry,
  held: HeldRenderings,
): PreparedRoute {
  return { ...route, placeholders: holdIn(route.placeholders, registry, held) };
}
