import { z } from "zod";
import { FileList } from "../../../design-system";
import { defineBlock } from "../../composer/block";
import { fileField, textField } from "../../composer/fields";

const fileItem = z.object({
  fields: z.object({
    /** The name shown; the media item's title or display name when empty. */
    Title: textField.optional(),
    File: fileField,
  }),
});

export const fileListSchema = z.object({
  fields: z.object({
    Title: textField.optional(),
    Files: z.array(fileItem).default([]),
  }),
  params: z
    .object({ HeadingLevel: z.enum(["2", "3"]).optional() })
    .loose()
    .default({}),
});

type FileItem = z.output<typeof fileItem>;

/** The name a file is listed by: the item's Title, else the media item's, else the file name. */
export function fileTitle({ fields: { Title, File } }: FileItem): string {
  const fromPath = decodeURIComponent(File.value.src.split(/[?#]/)[0]?.split("/").pop() ?? "");
  return (
    Title?.value.trim() ||
    File.value.title?.trim() ||
    File.value.displayName?.trim() ||
    fromPath.replace(/\.[a-z0-9]+$/i, "") ||
    File.value.src
  );
}

/** A list of downloadable files (componentName "FileList"): three shown, the rest on demand. */
export const fileListBlock = defineBlock(
  fileListSchema,
  ({ fields, params }, { locale, translate: t }) => (
    <FileList
      title={fields.Title?.value.trim() || undefined}
      headingLevel={params.HeadingLevel === "3" ? 3 : 2}
      locale={locale}
      files={fields.Files.map((item) => ({
        title: fileTitle(item),
        href: item.fields.File.value.src,
        extension: item.fields.File.value.extension,
        mimeType: item.fields.File.value.mimeType,
        sizeBytes: item.fields.File.value.size,
      }))}
      showMoreLabel={t("FileList.ShowMore")}
      showFewerLabel={t("FileList.ShowFewer")}
      newTabLabel={t("Shell.NewTab")}
    />
  ),
);
