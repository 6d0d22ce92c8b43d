import { Container } from "../../../design-system";
import { defineDataBlock } from "../../composer/block";
import { PublishInfo } from "./lazy-stories";
import type { publishInfoLoader } from "./publish-info.server";

/** The story's publish date (specs 2); nothing when it could not be read (logged). */
export const publishInfoBlock = defineDataBlock<typeof publishInfoLoader>(
  (_props, context, data) =>
    data ? (
      <Container>
        <PublishInfo date={data} t={context.t} locale={context.locale} />
      </Container>
    ) : null,
);
