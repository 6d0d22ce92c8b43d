import { Suspense } from "react";
import type { Rendering } from "../../api-adapters/content";
import { logger } from "../../api-adapters/shared/logger";
import { SectionErrorFallback, UnknownBlockMarker } from "../../design-system";
import type { BlockContext, BlockRegistry } from "./block";
import type { BlockData } from "./load-block-data";
import { reloadPage, RenderingBoundary } from "./RenderingBoundary";

interface PlaceholderProps {
  renderings: readonly Rendering[] | undefined;
  registry: BlockRegistry;
  context: BlockContext;
  /** Server-loaded data per rendering uid (composer/load-block-data.ts). */
  blockData?: BlockData;
}

function RenderedBlock({
  rendering,
  registry,
  context,
  blockData,
}: { rendering: Rendering } & Omit<PlaceholderProps, "renderings">) {
  const binding = Object.hasOwn(registry, rendering.componentName)
    ? registry[rendering.componentName]
    : undefined;
  if (!binding) {
    logger.warn("composer.unknown-component", {
      componentName: rendering.componentName,
      path: context.path,
    });
    return context.pageEditing ? (
      <UnknownBlockMarker componentName={rendering.componentName} />
    ) : null;
  }
  const parsed = binding.schema.safeParse({ fields: rendering.fields, params: rendering.params });
  if (!parsed.success) {
    logger.error("composer.invalid-fields", {
      componentName: rendering.componentName,
      uid: rendering.uid,
      path: context.path,
      reason: parsed.error.issues
        .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
        .join("; "),
    });
    return <SectionErrorFallback onReload={reloadPage} />;
  }
  const placeholder = (name: string) => (
    <Placeholder
      renderings={rendering.placeholders?.[name]}
      registry={registry}
      context={context}
      blockData={blockData}
    />
  );
  return binding.render(
    parsed.data,
    context,
    rendering.uid ? blockData?.[rendering.uid] : undefined,
    placeholder,
  );
}

/**
 * Renders a placeholder's renderings through the registry, and a rendering's own placeholders
 * the same way where its block places them (`RenderPlaceholder`). Each rendering is isolated:
 * invalid fields show the fallback box at once (server and client); a render error is contained
 * by Suspense on the server (the section is left out of the HTML) and by the boundary on the
 * client, which shows the fallback box while the rest of the page works.
 */
export function Placeholder({ renderings, registry, context, blockData }: PlaceholderProps) {
  return (
    <>
      {(renderings ?? []).map((rendering, index) => (
        <RenderingBoundary key={rendering.uid ?? index} componentName={rendering.componentName}>
          <Suspense fallback={null}>
            <RenderedBlock
              rendering={rendering}
              registry={registry}
              context={context}
              blockData={blockData}
            />
          </Suspense>
        </RenderingBoundary>
      ))}
    </>
  );
}
