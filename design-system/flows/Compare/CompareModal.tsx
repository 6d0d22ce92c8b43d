import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from "react";
import styled from "styled-components";
import { fontSize, space, vars } from "../../theme";
import { Button } from "../../primitives/Button";
import { Disclosure } from "../../primitives/Disclosure";
import { Heading } from "../../primitives/Heading";
import { Icon } from "../../primitives/Icon";
import { Image } from "../../primitives/Image";
import { Modal } from "../../primitives/Modal";
import { Skeleton } from "../../primitives/Skeleton";
import { VisuallyHidden } from "../../primitives/VisuallyHidden";
import type { CarCardData, CompareCarData } from "../CarCard/types";
import { formatMessage } from "../../../i18n/format";
import { COMPARE_COLUMN_WIDTH } from "./compare-state";
import { technicalRows } from "./technical-rows";

/**
 * Where a car's details stand: `loading` while the app fetches them by car_id, `fallback` when
 * that failed and the basic car data is shown (empty equipment and technical data).
 */
export type CompareDetailStatus = "loading" | "loaded" | "fallback";

export interface CompareModalLabels {
  /** The dialog's title. */
  title: string;
  /** The close button. */
  close: string;
  /** Names the side-by-side area, which scrolls sideways. */
  carsRegion: string;
  /** Each car's link to its page; the car's title follows for screen readers. */
  viewCar: string;
  /** Each car's remove button; the car's title follows for screen readers. */
  remove: string;
  /** Announced after a removal; `{title}`. */
  removed: string;
  equipment: string;
  technical: string;
  /** Shown while a car's details load. */
  loading: string;
  /** Shown when a car's details could not be fetched (basic data only). */
  fallback: string;
  /** A car whose details have no equipment list. */
  noEquipment: string;
  /** A technical row a car has no value for. */
  missingValue: string;
  /** Hidden text before a struck-through retail price. */
  previousPrice: string;
  /** Instead of the photo when a car has none. */
  missingImage: string;
  /** Names of the key facts. */
  facts: Record<keyof CarCardData["facts"], string>;
}

export interface CompareModalProps {
  /** Whether the modal is shown; set it false in `onClose`. */
  open: boolean;
  /** Esc, the close button, the backdrop, and on its own when no cars remain. */
  onClose: () => void;
  /** The cars with their details (basic data with empty lists while loading or after a failure). */
  cars: CompareCarData[];
  onRemove: (id: string) => void;
  /** Each car's detail status by car id; `loaded` when absent. */
  detailStatus?: Partial<Record<string, CompareDetailStatus>>;
  /** Whether the equipment and technical sections start expanded (they do by default). */
  defaultSectionsOpen?: boolean;
  labels: CompareModalLabels;
  /** Catalogues only (Storybook): shows the open panel in place. */
  inlinePreview?: boolean;
}

const factOrder = ["year", "mileage", "fuel", "gearbox"] as const;

/** Scrolls sideways; it is all one width, so the section rows stay under their cars. */
const ScrollArea = styled.div`
  overflow-x: auto;
  overscroll-behavior-x: contain;
  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

const Track = styled.div`
  display: grid;
  width: max-content;
  min-width: 100%;
  /* The section buttons stay in view while the columns scroll under them. */
  [data-disclosure-trigger] {
    position: sticky;
    inset-inline-start: 0;
    width: fit-content;
  }
  > div {
    border-top: 1px solid ${vars.color.border};
  }
`;

const Columns = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, ${COMPARE_COLUMN_WIDTH});
  gap: ${space.md};
`;

const CarColumn = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  padding-bottom: ${space.md};
`;

const Photo = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${vars.radius.card};
  background: ${vars.color.surfaceRaised};
`;

const MissingImage = styled.div`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${space.xs};
  height: 100%;
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
`;

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
`;

const PriceLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space.xxs} ${space.xs};
  margin: 0;
`;

const CurrentPrice = styled.span`
  font-size: ${fontSize.xl};
  font-weight: ${vars.fontWeight.heading};
  font-variant-numeric: tabular-nums;
`;

const Campaign = styled.span`
  padding: 0 ${space.xs};
  border-radius: ${vars.radius.chip};
  color: ${vars.color.feedbackError};
  background: ${vars.color.feedbackErrorSurface};
  font-size: ${fontSize.sm};
  font-weight: ${vars.fontWeight.action};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.xs} ${space.md};
  margin: 0;
  dt {
    color: ${vars.color.textMuted};
    font-size: ${fontSize.sm};
  }
  dd {
    margin: 0;
    font-weight: ${vars.fontWeight.action};
  }
`;

const CarActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin-top: auto;
  padding-top: ${space.xs};
`;

const EquipmentList = styled.ul`
  display: grid;
  gap: ${space.xxs};
  margin: 0;
  padding-inline-start: ${space.lg};
  font-size: ${fontSize.sm};
`;

/** Technical rows line up across cars: each car's list is a subgrid of the shared rows. */
const TechnicalGrid = styled(Columns)<{ $rows: number }>`
  grid-template-rows: repeat(${({ $rows }) => $rows}, auto);
  row-gap: 0;
`;

/** One car's technical column: spans every shared row and passes them on to its list. */
const TechnicalColumn = styled.div<{ $rows: number }>`
  display: grid;
  grid-row: span ${({ $rows }) => $rows};
  grid-template-rows: subgrid;
`;

const TechnicalList = styled.dl<{ $rows: number }>`
  display: grid;
  grid-row: span ${({ $rows }) => $rows};
  grid-template-rows: subgrid;
  margin: 0;
  > div {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${space.sm};
    padding-block: ${space.xs};
    border-bottom: 1px solid ${vars.color.border};
  }
  dt {
    color: ${vars.color.textMuted};
    font-size: ${fontSize.sm};
  }
  dd {
    margin: 0;
    font-size: ${fontSize.sm};
    overflow-wrap: anywhere;
  }
`;

const Placeholder = styled.div<{ $rows: number }>`
  display: grid;
  align-content: start;
  gap: ${space.xs};
  grid-row: span ${({ $rows }) => Math.max($rows, 1)};
`;

function Price({ car, previousLabel }: { car: CarCardData; previousLabel: string }) {
  const { price } = car;
  return (
    <>
      <PriceLine>
        {price.campaignLabel ? <Campaign>{price.campaignLabel}</Campaign> : null}
        <CurrentPrice>{price.current}</CurrentPrice>
        {price.vatNote ? <Muted as="span">{price.vatNote}</Muted> : null}
        {price.previous ? (
          <Muted as="span">
            <VisuallyHidden>{`${previousLabel}: `}</VisuallyHidden>
            <s>{price.previous}</s>
          </Muted>
        ) : null}
      </PriceLine>
      {car.monthly ? <Muted>{car.monthly}</Muted> : null}
    </>
  );
}

function DetailState({
  status,
  labels,
}: {
  status: CompareDetailStatus;
  labels: CompareModalLabels;
}) {
  if (status === "loading") {
    return (
      <div aria-busy="true">
        <VisuallyHidden>{labels.loading}</VisuallyHidden>
        <Skeleton shape="text" lines={4} />
      </div>
    );
  }
  return <Muted>{labels.fallback}</Muted>;
}

/** Gives the side-scrolling area a tab stop only while it is wider than the dialog. */
function useSidewaysTabStop(ref: RefObject<HTMLElement | null>, active: boolean) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const update = () => {
      if (element.scrollWidth > element.clientWidth + 1) element.tabIndex = 0;
      else element.removeAttribute("tabindex");
    };
    update();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    // The content narrows when a car is removed; the area itself keeps its size.
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref, active]);
}

/**
 * The compare modal: the selected cars side by side in columns of min(60vw, 417px) that scroll
 * sideways (by keyboard too), each with photo, title, variant, price, key facts, a link to the
 * car and a remove button; below, collapsible "Utrustning" and "Teknisk data" sections whose
 * rows line up under the cars. A car whose details are loading shows a placeholder, one whose
 * details failed a short note. It closes itself when the last car is removed.
 */
export function CompareModal({
  open,
  onClose,
  cars,
  onRemove,
  detailStatus = {},
  defaultSectionsOpen = true,
  labels,
  inlinePreview,
}: CompareModalProps) {
  const count = cars.length;
  const idPrefix = useId();
  const rows = technicalRows(cars);
  const statusOf = (id: string): CompareDetailStatus => detailStatus[id] ?? "loaded";

  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (open && count === 0) onCloseRef.current();
  }, [open, count]);

  const scrollRef = useRef<HTMLDivElement>(null);
  useSidewaysTabStop(scrollRef, open && count > 0);

  const [announcement, setAnnouncement] = useState("");
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<string | undefined>(undefined);
  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = undefined;
    if (target) removeButtons.current.get(target)?.focus();
  }, [cars]);

  const remove = (index: number) => {
    const car = cars[index];
    if (!car) return;
    pendingFocus.current = (cars[index + 1] ?? cars[index - 1])?.id;
    setAnnouncement(formatMessage(labels.removed, { title: car.title }));
    onRemove(car.id);
  };

  return (
    <Modal
      open={open && count > 0}
      onClose={onClose}
      title={labels.title}
      closeLabel={labels.close}
      size="lg"
      inlinePreview={inlinePreview}
    >
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <ScrollArea ref={scrollRef} role="region" aria-label={labels.carsRegion}>
        <Track>
          <Columns $count={count} data-compare-columns="">
            {cars.map((car, index) => (
              <CarColumn key={car.id} aria-labelledby={`${idPrefix}-${car.id}`}>
                <Photo>
                  {car.image ? (
                    <Image
                      src={car.image.src}
                      alt={car.image.alt}
                      blurDataUrl={car.image.blurDataUrl}
                      sizes={COMPARE_COLUMN_WIDTH}
                      fit="cover"
                    />
                  ) : (
                    <MissingImage>
                      <Icon name="Car" size="lg" />
                      <span>{labels.missingImage}</span>
                    </MissingImage>
                  )}
                </Photo>
                <Heading level={3} size="lg" id={`${idPrefix}-${car.id}`}>
                  {car.title}
                </Heading>
                {car.variant ? <Muted>{car.variant}</Muted> : null}
                <Price car={car} previousLabel={labels.previousPrice} />
                <Facts>
                  {factOrder
                    .filter((key) => car.facts[key])
                    .map((key) => (
                      <div key={key}>
                        <dt>{labels.facts[key]}</dt>
                        <dd>{car.facts[key]}</dd>
                      </div>
                    ))}
                </Facts>
                <CarActions>
                  <Button href={car.href} variant="Secondary">
                    {labels.viewCar} <VisuallyHidden>{car.title}</VisuallyHidden>
                  </Button>
                  <Button
                    variant="Ghost"
                    ref={(node: HTMLButtonElement | null) => {
                      if (node) removeButtons.current.set(car.id, node);
                      else removeButtons.current.delete(car.id);
                    }}
                    onClick={() => remove(index)}
                  >
                    {labels.remove} <VisuallyHidden>{car.title}</VisuallyHidden>
                  </Button>
                </CarActions>
              </CarColumn>
            ))}
          </Columns>
          <Disclosure summary={labels.equipment} headingLevel={3} defaultOpen={defaultSectionsOpen}>
            <Columns $count={count}>
              {cars.map((car) => (
                <div key={car.id}>
                  <VisuallyHidden as="h4">{car.title}</VisuallyHidden>
                  {statusOf(car.id) !== "loaded" ? (
                    <DetailState status={statusOf(car.id)} labels={labels} />
                  ) : car.equipment.length > 0 ? (
                    <EquipmentList>
                      {car.equipment.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </EquipmentList>
                  ) : (
                    <Muted>{labels.noEquipment}</Muted>
                  )}
                </div>
              ))}
            </Columns>
          </Disclosure>
          <Disclosure summary={labels.technical} headingLevel={3} defaultOpen={defaultSectionsOpen}>
            <TechnicalGrid $count={count} $rows={Math.max(rows.length, 1)}>
              {cars.map((car) =>
                statusOf(car.id) !== "loaded" || rows.length === 0 ? (
                  <Placeholder key={car.id} $rows={rows.length}>
                    <VisuallyHidden as="h4">{car.title}</VisuallyHidden>
                    {statusOf(car.id) !== "loaded" ? (
                      <DetailState status={statusOf(car.id)} labels={labels} />
                    ) : (
                      <Muted>{labels.missingValue}</Muted>
                    )}
                  </Placeholder>
                ) : (
                  <TechnicalColumn key={car.id} $rows={rows.length}>
                    <VisuallyHidden as="h4">{car.title}</VisuallyHidden>
                    <TechnicalList $rows={rows.length}>
                      {rows.map((label) => (
                        <div key={label}>
                          <dt>{label}</dt>
                          <dd>{valueOf(car, label) ?? labels.missingValue}</dd>
                        </div>
                      ))}
                    </TechnicalList>
                  </TechnicalColumn>
                ),
              )}
            </TechnicalGrid>
          </Disclosure>
        </Track>
      </ScrollArea>
    </Modal>
  );
}

function valueOf(car: CompareCarData, label: string): string | undefined {
  return car.technical.find((row) => row.label === label)?.value;
}
