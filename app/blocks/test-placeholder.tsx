import type { Rendering } from "../../api-adapters/content";
import type { BlockContext, BlockLoaders, BlockRegistry } from "../composer/block";
import { Placeholder } from "../composer/Placeholder";
import { prepareRenderings, type BlockData } from "../composer/prepare-renderings.server";
import { blockLoaders } from "./loaders.server";

interface TestPlaceholderProps {
  renderings: readonly Rendering[] | undefined;
  registry: BlockRegistry;
  context: BlockContext;
  /** Server data by rendering uid, as the blocks' loaders would load it. */
  blockData?: BlockData;
  loaders?: BlockLoaders;
}

/**
 * For tests: raw CMS renderings parsed with the blocks' schemas as the page loader does
 * (composer/prepare-renderings.server.ts), then rendered through the Placeholder.
 */
export function TestPlaceholder({
  renderings,
  registry,
  context,
  blockData,
  loaders = blockLoaders,
}: TestPlaceholderProps) {
  const prepared = prepareRenderings(renderings ?? [], loaders, { path: context.path, blockData });
  return <Placeholder renderings={prepared} registry={registry} context={context} />;
}
