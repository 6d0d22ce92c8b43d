import { z } from "zod";
import { formIdSchema } from "../../api-adapters/formbuilder";
import { logger } from "../../api-adapters/shared/logger";
import { serverTranslator } from "../../i18n/catalogue.server";
import { cacheHeaders } from "../lib/cache-control";
import { refuseJsonPost } from "../lib/json-post.server";
import type { Route } from "./+types/api.jotform";

/*
 * POST /api/jotform {formId} (specs/marketplace.md §7, Forms and kits): a form builder form's
 * definition for the FormBuilder block, read with the server's key (FORMBUILDER_API_KEY) and
 * answered as the form builder does, `content[0].answers`. Wrong method 405 (the edge too),
 * another site 403, not JSON 415, a bad body or form id 400, an unknown form 404, the form
 * builder failing 502 (logged); never a 500.
 */

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: cacheHeaders("noStore") });

const bodySchema = z.strictObject({ formId: formIdSchema });

export async function action({ request, context }: Route.ActionArgs) {
  if (context.site.kind !== "site") return json({ message: "Not found" }, 404);
  const { site } = context.site;
  const t = serverTranslator(site.language, site.locale);
  const refused = refuseJsonPost(request, t);
  if (refused) return refused;
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return json({ message: t("Forms.MissingFormId") }, 400);
  const { formId } = parsed.data;
  try {
    const answers = await context.upstream.formBuilder.formAnswers(formId);
    if (!answers) return json({ message: t("Forms.UnknownForm") }, 404);
    return json({ responseCode: 200, content: [{ answers }] });
  } catch (error) {
    logger.error("form-builder.upstream-failed", {
      site: site.id,
      formId,
      error: error instanceof Error ? error.message : String(error),
    });
    return json({ message: t("Forms.FormBuilderError") }, 502);
  }
}
