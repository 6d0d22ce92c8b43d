/** Files shown while the list is collapsed (the rest sit behind "show more"). */
export const FILE_LIST_COLLAPSED_COUNT = 3;

/** The first files, shown at once, and the rest, shown when the list is expanded. */
export function splitFiles<T>(
  files: readonly T[],
  collapsedCount = FILE_LIST_COLLAPSED_COUNT,
): { visible: T[]; hidden: T[] } {
  return { visible: files.slice(0, collapsedCount), hidden: files.slice(collapsedCount) };
}

const units = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;

/**
 * A file size for people: "850 kB", "1,2 MB" (decimal units, as file managers show them), in
 * the site's locale. Undefined for a missing, negative or non-numeric size.
 */
export function formatFileSize(bytes: number | undefined, locale: string): string | undefined {
  if (bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return undefined;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: units[unit],
    unitDisplay: "short",
    maximumFractionDigits: unit >= 2 && value < 10 ? 1 : 0,
  }).format(value);
}

const mimeLabels: Record<string, string> = {
  "application/pdf": "PDF",
  "application/msword": "DOC",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "DOCX",
  "application/vnd.ms-excel": "XLS",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "XLSX",
  "application/zip": "ZIP",
  "text/plain": "TXT",
  "text/csv": "CSV",
};

/**
 * The file type shown next to a file: the extension the CMS gives, else one known from the
 * MIME type, else the extension at the end of the URL's path; upper case ("PDF").
 */
export function fileTypeLabel(file: {
  extension?: string;
  mimeType?: string;
  href: string;
}): string | undefined {
  const extension = file.extension?.trim().replace(/^\./, "");
  if (extension) return extension.toUpperCase();
  const fromMime = file.mimeType ? mimeLabels[file.mimeType.toLowerCase()] : undefined;
  if (fromMime) return fromMime;
  const path = file.href.split(/[?#]/)[0] ?? "";
  const match = /\.([a-z0-9]{2,5})$/i.exec(path);
  return match?.[1]?.toUpperCase();
}
