import { lazy, Suspense } from "react";
import {
  Container,
  Heading,
  Stack,
  locatorLabels,
  type LocatorProps,
} from "../../../design-system";
import { nonEmpty } from "../../composer/field-values";
import { defineDataBlock } from "../../composer/block";
import type { locatorLoader } from "./locator.server";

// The locator (fuse.js, the map code) loads only on the page that has it.
const Locator = lazy(() =>
  import("../../../design-system/flows/Locator").then((module) => ({ default: module.Locator })),
);

/** The locator's data (app/blocks/locator/locator.server.ts): the props without the texts. */
export type LocatorBlockData = Omit<LocatorProps, "labels" | "locale">;

/** The dealer and charging-point locator (specs/shell-and-content.md §2 Locator). */
export const locatorBlock = defineDataBlock<typeof locatorLoader>(({ fields }, context, data) => {
  const title = nonEmpty(fields?.Title);
  return (
    <Container>
      <Stack gap="md">
        {title ? <Heading level={2}>{title}</Heading> : null}
        <Suspense fallback={null}>
          <Locator
            {...(data ?? { markers: [] })}
            labels={locatorLabels(context.t)}
            locale={context.locale}
          />
        </Suspense>
      </Stack>
    </Container>
  );
});
