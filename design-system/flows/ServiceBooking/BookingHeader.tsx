import { useState } from "react";
import styled from "styled-components";
import type { BookingCar } from "../../../api-adapters/booking/schemas";
import { Disclosure } from "../../primitives/Disclosure";
import { Image } from "../../primitives/Image";
import { Link } from "../../primitives/Link";
import { Text } from "../../primitives/Text";
import { space, vars } from "../../theme";
import type { BookingHeaderLabels } from "./header-labels";

/** A brand of the collapsible list; without a logo (or when it fails to load) its name shows. */
export interface BookingHeaderBrand {
  name: string;
  logoSrc?: string;
}

export interface BookingHeaderProps {
  /** The registered car; without one (or an unsupported one) the generic intro shows. */
  car?: BookingCar;
  /** Whether the car's brand has authorised workshops; undefined while it is being asked. */
  hasAuthorizedWorkshop?: boolean;
  labels: BookingHeaderLabels;
  /** Other authorised brands, shown as logos in a collapsible list. */
  otherBrands: readonly BookingHeaderBrand[];
}

/**
 * Where the brands booked outside the tool are booked (specs/service-flows.md §2.1): BMW and
 * MINI at the makers' own sites (a new tab; their booking pages move, their sites stay),
 * Porsche and IVECO on pages of the site.
 */
export const OTHER_BOOKING_LINKS = {
  bmw: "https://www.bmw.se/",
  mini: "https://www.mini.se/",
  porsche: "/service-och-verkstad/boka-service/boka-porsche-service",
  iveco: "/kop-bil/bilmarken/iveco/verkstadstjanster",
} as const;

/**
 * The booking tool's header: with a supported car, whether its brand has authorised workshops
 * (announced when the answer arrives); without one, the generic intro with the links to the
 * brands booked elsewhere (the unsupported-car message points here) and the other brands' logos.
 */
export function BookingHeader({
  car,
  hasAuthorizedWorkshop,
  labels,
  otherBrands,
}: BookingHeaderProps) {
  const brand = car?.isSupported ? car.brand : undefined;
  return (
    <Wrapper>
      <div aria-live="polite">
        {brand !== undefined && hasAuthorizedWorkshop !== undefined && (
          <Text size="lg">
            {hasAuthorizedWorkshop ? labels.authorized(brand) : labels.notAuthorized(brand)}
          </Text>
        )}
      </div>
      {brand === undefined && <Intro labels={labels} otherBrands={otherBrands} />}
    </Wrapper>
  );
}

function Intro({ labels, otherBrands }: Pick<BookingHeaderProps, "labels" | "otherBrands">) {
  return (
    <>
      <Text size="lg">{labels.intro}</Text>
      <div>
        <Text>{labels.otherBookings}</Text>
        <LinkList>
          <li>
            <Link href={OTHER_BOOKING_LINKS.bmw} target="_blank" newTabLabel={labels.newTab}>
              {labels.bmw}
            </Link>
          </li>
          <li>
            <Link href={OTHER_BOOKING_LINKS.mini} target="_blank" newTabLabel={labels.newTab}>
              {labels.mini}
            </Link>
          </li>
          <li>
            <Link href={OTHER_BOOKING_LINKS.porsche}>{labels.porsche}</Link>
          </li>
          <li>
            <Link href={OTHER_BOOKING_LINKS.iveco}>{labels.iveco}</Link>
          </li>
        </LinkList>
      </div>
      {otherBrands.length > 0 && (
        <Disclosure summary={labels.otherBrands}>
          <LogoList>
            {otherBrands.map((otherBrand) => (
              <BrandTile key={otherBrand.name} brand={otherBrand} />
            ))}
          </LogoList>
        </Disclosure>
      )}
    </>
  );
}

function BrandTile({ brand }: { brand: BookingHeaderBrand }) {
  const [failed, setFailed] = useState(false);
  return (
    <Tile>
      {brand.logoSrc && !failed ? (
        <Image
          src={brand.logoSrc}
          alt={brand.name}
          height={40}
          sizes="6rem"
          fit="contain"
          onError={() => setFailed(true)}
        />
      ) : (
        <Text as="span" weight="bold">
          {brand.name}
        </Text>
      )}
    </Tile>
  );
}

const Wrapper = styled.div`
  display: grid;
  gap: ${space.md};
`;

const LinkList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.lg};
  margin: ${space.xs} 0 0;
  padding: 0;
  list-style: none;
`;

const LogoList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Fixed size, so a logo loading (or failing to its name) shifts nothing. */
const Tile = styled.li`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 6.5rem;
  height: calc(2.5rem + 2 * ${space.xs});
  padding: ${space.xs};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.card};
  background: ${vars.color.surface};
  text-align: center;
  > span {
    width: 100%;
    height: 2.5rem;
  }
`;
