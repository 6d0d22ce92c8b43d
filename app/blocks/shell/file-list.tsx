import type { z } from "zod";
import { FileList, fileListLabels } from "../../../design-system";
import { defineBlock } from "../../composer/block";
import type { fileItem, fileListLoader } from "./file-list.server";

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
export const fileListBlock = defineBlock<typeof fileListLoader>(
  ({ fields, params }, { locale, t }) => (
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
      labels={fileListLabels(t)}
    />
  ),
);
