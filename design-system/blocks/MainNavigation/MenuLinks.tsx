import { useId, type ReactNode } from "react";
import { Button } from "../../primitives/Button";
import { Image } from "../../primitives/Image";
import { Link } from "../../primitives/Link";
import { VisuallyHidden } from "../../primitives/VisuallyHidden";
import {
  callToActionVariant,
  COLUMN_IMAGE,
  columnImageMode,
  isCallToAction,
  isCurrentPage,
} from "./rules";
import { Actions, Column, ColumnImage, ColumnTitle, Columns, LinkList } from "./menu-link-styles";
import type { MegaMenuItem } from "./types";

interface LinkContext {
  currentPath: string;
  newTabLabel: string;
  /** Called when a link is followed (closes the menu). */
  onNavigate?: () => void;
}

/** A menu link: `aria-current="page"` on the current page, external links in a new tab. */
export function MenuLink({
  item,
  currentPath,
  newTabLabel,
  onNavigate,
  children,
  id,
  className,
}: LinkContext & { item: MegaMenuItem; children?: ReactNode; id?: string; className?: string }) {
  return (
    <Link
      id={id}
      className={className}
      href={item.Url}
      variant="standalone"
      target={item.External ? "_blank" : undefined}
      newTabLabel={newTabLabel}
      aria-current={isCurrentPage(item, currentPath) ? "page" : undefined}
      data-selected={item.TopSelected ? "" : undefined}
      onClick={onNavigate}
    >
      {children ?? item.Title}
    </Link>
  );
}

/** A call-to-action item as a design-system Button (ButtonType gives the variant). */
export function CallToActionLink({
  item,
  newTabLabel,
  onNavigate,
}: Pick<LinkContext, "onNavigate" | "newTabLabel"> & { item: MegaMenuItem }) {
  return (
    <Button
      href={item.Url}
      variant={callToActionVariant(item)}
      target={item.External ? "_blank" : undefined}
      rel={item.External ? "noopener noreferrer" : undefined}
      onClick={onNavigate}
    >
      {item.Title}
      {item.External ? <VisuallyHidden>{`\u00a0${newTabLabel}`}</VisuallyHidden> : null}
    </Button>
  );
}

function ColumnOf({ column, ...context }: LinkContext & { column: MegaMenuItem }) {
  const titleId = useId();
  const links = column.Children.filter((child) => !isCallToAction(child) && child.Url);
  const buttons = column.Children.filter((child) => isCallToAction(child) && child.Url);
  const imageMode = columnImageMode(column);
  return (
    <Column>
      <ColumnTitle>
        {column.Url ? (
          <MenuLink item={column} id={titleId} {...context} />
        ) : (
          <span id={titleId}>{column.Title}</span>
        )}
      </ColumnTitle>
      {links.length > 0 ? (
        <LinkList aria-labelledby={titleId}>
          {links.map((link) => (
            <li key={link.id}>
              <MenuLink item={link} {...context} />
            </li>
          ))}
        </LinkList>
      ) : null}
      {buttons.length > 0 ? (
        <Actions>
          {buttons.map((button) => (
            <CallToActionLink
              key={button.id}
              item={button}
              newTabLabel={context.newTabLabel}
              onNavigate={context.onNavigate}
            />
          ))}
        </Actions>
      ) : null}
      {imageMode !== "none" && column.ImageUrl ? (
        <ColumnImage data-mode={imageMode}>
          <Image
            src={column.ImageUrl}
            alt=""
            width={COLUMN_IMAGE.width}
            height={COLUMN_IMAGE.height}
            sizes={`${COLUMN_IMAGE.width}px`}
          />
        </ColumnImage>
      ) : null}
    </Column>
  );
}

/**
 * The content of a desktop dropdown: the items without children in one list, each item with
 * children as a column (its title, its links, an optional picture), call-to-action items as
 * buttons below.
 */
export function MenuColumns({
  items,
  ...context
}: LinkContext & { items: readonly MegaMenuItem[] }) {
  const ctas = items.filter((item) => isCallToAction(item) && item.Url);
  const others = items.filter((item) => !isCallToAction(item));
  const leaves = others.filter((item) => item.Children.length === 0 && item.Url);
  const columns = others.filter((item) => item.Children.length > 0);
  return (
    <>
      <Columns>
        {leaves.length > 0 ? (
          <Column>
            <LinkList>
              {leaves.map((leaf) => (
                <li key={leaf.id}>
                  <MenuLink item={leaf} {...context} />
                </li>
              ))}
            </LinkList>
          </Column>
        ) : null}
        {columns.map((column) => (
          <ColumnOf key={column.id} column={column} {...context} />
        ))}
      </Columns>
      {ctas.length > 0 ? (
        <Actions>
          {ctas.map((cta) => (
            <CallToActionLink
              key={cta.id}
              item={cta}
              newTabLabel={context.newTabLabel}
              onNavigate={context.onNavigate}
            />
          ))}
        </Actions>
      ) : null}
    </>
  );
}
