import { Suspense } from "react";
import { logger } from "../../api-adapters/shared/logger";
import { SectionErrorFallback, UnknownBlockMarker } from "../../design-system";
import type { BlockContext, BlockRegistry } from "./block";
import { HeldBlock } from "./HeldBlock";
import type { PreparedRendering } from "./prepare-renderings.server";
import { reloadPage, RenderingBoundary } from "./RenderingBoundary";

interface PlaceholderProps {
  /** The placeholder's renderings, parsed on the server (composer/prepare-renderings.server.ts). */
  renderings: readonly PreparedRendering[] | undefined;
  registry: BlockRegistry;
  context: BlockContext;
}

function RenderedBlock({
  rendering,
  registry,
  context,
}: { rendering: PreparedRendering } & Omit<PlaceholderProps, "renderings">) {
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
  if (rendering.held) {
    return (
      <HeldBlock
        rendering={rendering}
        binding={binding}
        render={(whole) => (
          <RenderedBlock rendering={whole} registry={registry} context={context} />
        )}
      />
    );
  }
  // Invalid fields were logged where they were parsed, on the server.
  if (rendering.invalid || rendering.props === undefined) {
    return <SectionErrorFallback onReload={reloadPage} />;
  }
  const placeholder = (name: string) => (
    <Placeholder
      renderings={rendering.placeholders?.[name]}
      registry={registry}
      context={context}
    />
  );
  return binding.render(rendering.props, context, rendering.data, placeholder);
}

/**
 * Renders a placeholder's renderings through the registry, and a rendering's own placeholders
 * the same way where its block places them (`RenderPlaceholder`). Each rendering is isolated:
 * invalid fields show the fallback box at once (server and client); a render error is contained
 * by Suspense on the server (the section is left out of the HTML) and by the boundary on the
 * client, which shows the fallback box while the rest of the page works.
 */
export function Placeholder({ renderings, registry, context }: PlaceholderProps) {
  return (
    <>
      {(renderings ?? []).map((rendering, index) => (
        <RenderingBoundary key={rendering.uid ?? index} componentName={rendering.componentName}>
          <Suspense fallback={null}>
            <RenderedBlock rendering={rendering} registry={registry} context={context} />
          </Suspense>
        </RenderingBoundary>
      ))}
    </>
  );
}
