// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { storyTranslate } from "../../stories/texts";
import { FileList } from "./FileList";
import { FILE_LIST_COLLAPSED_COUNT, fileTypeLabel, formatFileSize, splitFiles } from "./file-meta";
import { fileListLabels } from "./labels";

const labels = fileListLabels(storyTranslate);

const nbsp = (text: string) => text.replace(/\u00a0/g, " ");

describe("splitFiles", () => {
  it("shows 3 files when collapsed (specs) and puts the rest behind show more", () => {
    expect(FILE_LIST_COLLAPSED_COUNT).toBe(3);
    expect(splitFiles([1, 2, 3, 4, 5])).toEqual({ visible: [1, 2, 3], hidden: [4, 5] });
    expect(splitFiles([1, 2, 3])).toEqual({ visible: [1, 2, 3], hidden: [] });
    expect(splitFiles([])).toEqual({ visible: [], hidden: [] });
  });
});

describe("formatFileSize", () => {
  it("uses decimal units in the site's locale", () => {
    expect(nbsp(formatFileSize(850_000, "sv-SE") ?? "")).toBe("850 kB");
    expect(nbsp(formatFileSize(1_240_000, "sv-SE") ?? "")).toBe("1,2 MB");
    expect(nbsp(formatFileSize(1_240_000, "en-GB") ?? "")).toBe("1.2 MB");
    expect(nbsp(formatFileSize(23_400_000, "en-GB") ?? "")).toBe("23 MB");
    expect(nbsp(formatFileSize(512, "en-GB") ?? "")).toBe("512 byte");
  });

  it("gives nothing for a missing or impossible size", () => {
    expect(formatFileSize(undefined, "sv-SE")).toBeUndefined();
    expect(formatFileSize(-1, "sv-SE")).toBeUndefined();
    expect(formatFileSize(Number.NaN, "sv-SE")).toBeUndefined();
  });
});

describe("fileTypeLabel", () => {
  it("prefers the extension, then the MIME type, then the URL", () => {
    expect(fileTypeLabel({ extension: ".pdf", href: "/x" })).toBe("PDF");
    expect(fileTypeLabel({ mimeType: "application/pdf", href: "/x" })).toBe("PDF");
    expect(
      fileTypeLabel({
        mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        href: "/x",
      }),
    ).toBe("XLSX");
    expect(fileTypeLabel({ href: "/-/media/prislista.docx?rev=2#top" })).toBe("DOCX");
    expect(fileTypeLabel({ href: "/-/media/prislista" })).toBeUndefined();
  });
});

const files = Array.from({ length: 5 }, (_, index) => ({
  title: `Prislista ${index + 1}`,
  href: `/-/media/demo/prislista-${index + 1}.pdf`,
  sizeBytes: 1_240_000,
}));

describe("FileList", () => {
  it("shows three files and a collapsed show-more disclosure for the rest", async () => {
    render(<FileList title="Prislistor" files={files} locale="sv-SE" labels={labels} />);
    const button = screen.getByRole("button", { name: "Visa alla filer (2 till)" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(panel).not.toHaveAttribute("data-open");
    expect(within(panel as HTMLElement).getAllByRole("link", { hidden: true })).toHaveLength(2);
    expect(screen.getByRole("link", { name: /Prislista 1/ })).toHaveTextContent(
      /Prislista 1\(PDF, 1,2\sMB\)/,
    );

    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(button).toHaveAccessibleName("Visa färre filer");
    expect(panel).toHaveAttribute("data-open");
  });

  it("has no disclosure with three files or fewer, and renders nothing without files", () => {
    const { rerender, container } = render(<FileList files={files.slice(0, 3)} labels={labels} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getAllByRole("link")).toHaveLength(3);
    rerender(<FileList files={[]} labels={labels} />);
    expect(container).toBeEmptyDOMElement();
  });
});
