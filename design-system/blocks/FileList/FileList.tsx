import { useState } from "react";
import styled from "styled-components";
import { Container } from "../../layout/Container";
import { Disclosure } from "../../primitives/Disclosure";
import { Heading } from "../../primitives/Heading";
import { Link } from "../../primitives/Link";
import { formatMessage } from "../../../i18n/format";
import { fontSize, space, vars } from "../../theme";
import { FILE_LIST_COLLAPSED_COUNT, fileTypeLabel, formatFileSize, splitFiles } from "./file-meta";

export interface FileListItem {
  title: string;
  /** The file's URL. */
  href: string;
  /** "pdf"; otherwise taken from the MIME type or the URL. */
  extension?: string;
  mimeType?: string;
  /** Size in bytes. */
  sizeBytes?: number;
}

export interface FileListLabels {
  /** The show-more button while collapsed; `{count}` is the number of hidden files. */
  showMore: string;
  /** The button while expanded. */
  showFewer: string;
}

export interface FileListProps {
  title?: string;
  /** Outline level of the title. */
  headingLevel?: 2 | 3;
  files: FileListItem[];
  /** Locale for file sizes ("sv-SE"). */
  locale?: string;
  /** The disclosure's texts, in the site's language (fileListLabels(t)). */
  labels: FileListLabels;
}

const Section = styled.section`
  padding-block: ${space.xl};
`;

const Body = styled.div`
  display: grid;
  gap: ${space.md};
  max-width: 46rem;
`;

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${vars.color.border};
  > li {
    border-bottom: 1px solid ${vars.color.border};
  }
  a {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${space.xxs} ${space.md};
    padding-block: ${space.sm};
    min-height: 2.75rem;
  }
`;

const Meta = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
  font-weight: 400;
  white-space: nowrap;
`;

function FileRows({ files, locale }: { files: FileListItem[]; locale: string }) {
  return (
    <List>
      {files.map((file) => {
        const meta = [fileTypeLabel(file), formatFileSize(file.sizeBytes, locale)]
          .filter(Boolean)
          .join(", ");
        return (
          <li key={`${file.href}-${file.title}`}>
            <Link href={file.href} variant="standalone">
              <span>{file.title}</span>
              {meta ? <Meta>({meta})</Meta> : null}
            </Link>
          </li>
        );
      })}
    </List>
  );
}

/**
 * A list of downloadable files (price lists, brochures, terms), each a link with its type and
 * size. Longer lists show the first three and a show-more disclosure (WAI-ARIA disclosure
 * pattern) for the rest; every file is in the server HTML.
 */
export function FileList({ title, headingLevel = 2, files, locale = "en", labels }: FileListProps) {
  const [open, setOpen] = useState(false);
  if (files.length === 0) return null;
  const { visible, hidden } = splitFiles(files, FILE_LIST_COLLAPSED_COUNT);
  return (
    <Section>
      <Container>
        <Body>
          {title ? <Heading level={headingLevel}>{title}</Heading> : null}
          <div>
            <FileRows files={visible} locale={locale} />
            {hidden.length > 0 ? (
              <div>
                <Disclosure
                  open={open}
                  onOpenChange={setOpen}
                  region={false}
                  summary={
                    open
                      ? labels.showFewer
                      : formatMessage(labels.showMore, { count: hidden.length }, locale)
                  }
                >
                  <FileRows files={hidden} locale={locale} />
                </Disclosure>
              </div>
            ) : null}
          </div>
        </Body>
      </Container>
    </Section>
  );
}
