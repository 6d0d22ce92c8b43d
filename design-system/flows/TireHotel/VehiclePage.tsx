import styled from "styled-components";
import { space } from "../../theme";
import { Button } from "../../primitives/Button";
import { Card } from "../../primitives/Card";
import { Link } from "../../primitives/Link";
import { Notice } from "../../primitives/Notice";
import { Text } from "../../primitives/Text";
import { currentVehicle, hasWornTire, threadDepth, tireSize } from "./rules";
import { Actions, Facts, PageBody, Plate, type PageProps } from "./shared";

/** LoggedIn ('Ditt fordon'): the vehicle, its stored tires, service station and tire package. */
export function VehiclePage({
  state,
  texts,
  go,
  logout,
  subLevel,
  locale,
  packageInfoHref,
}: PageProps & { packageInfoHref?: string }) {
  const vehicle = state.session ? currentVehicle(state.session, state.regNo) : undefined;
  if (!vehicle) return null;
  const station = vehicle.location;

  return (
    <PageBody>
      <Facts
        items={[
          [texts.regNoTerm, <Plate key="plate">{vehicle.regNo}</Plate>],
          [texts.vehicleTerm, vehicle.name ?? [vehicle.brand, vehicle.model].join(" ")],
        ]}
      />
      <Actions>
        <Button onClick={() => go("booking")}>{texts.bookWheelChange}</Button>
      </Actions>
      {hasWornTire(vehicle) ? (
        <Notice tone="warning" title={texts.wornTireTitle}>
          {texts.wornTireText}
        </Notice>
      ) : null}
      <Cards>
        <Card title={texts.tiresHeading} titleLevel={subLevel} titleSize="lg" variant="outlined">
          {vehicle.tires.length === 0 ? (
            <Text>{texts.noTires}</Text>
          ) : (
            <TireList>
              {vehicle.tires.map((tire, index) => (
                <li key={`${tire.equipmentPosition}-${index}`}>
                  <Text weight="bold">
                    {tire.equipmentPosition}
                    {tire.wheel.name ? `: ${tire.wheel.name}` : ""}
                  </Text>
                  <Facts
                    items={[
                      tire.wheel.threadPattern
                        ? [texts.patternTerm, tire.wheel.threadPattern]
                        : null,
                      [texts.sizeTerm, tireSize(tire.wheel)],
                      tire.wheel.threadDepth != null
                        ? [texts.depthTerm, threadDepth(tire.wheel.threadDepth, locale)]
                        : null,
                      tire.wheel.threadStatusMessage
                        ? [texts.statusTerm, tire.wheel.threadStatusMessage]
                        : null,
                    ]}
                  />
                </li>
              ))}
            </TireList>
          )}
        </Card>
        <Card title={texts.stationHeading} titleLevel={subLevel} titleSize="lg" variant="outlined">
          <Text weight="bold">{station.locationName}</Text>
          {station.departmentName ? <Text>{station.departmentName}</Text> : null}
          <Facts
            items={[
              station.phone
                ? [
                    texts.phoneTerm,
                    <Link key="phone" href={`tel:${station.phone.replace(/[^\d+]/g, "")}`}>
                      {station.phone}
                    </Link>,
                  ]
                : null,
              station.email
                ? [
                    texts.emailTerm,
                    <Link key="email" href={`mailto:${station.email}`}>
                      {station.email}
                    </Link>,
                  ]
                : null,
            ]}
          />
        </Card>
        <Card title={texts.packageHeading} titleLevel={subLevel} titleSize="lg" variant="outlined">
          <Facts items={[[texts.packageTerm, vehicle.packageLevel ?? "–"]]} />
          {packageInfoHref ? (
            <Text>
              <Link href={packageInfoHref}>{texts.packageInfoLink}</Link>
            </Text>
          ) : null}
        </Card>
      </Cards>
      <Actions>
        <Button variant="Secondary" onClick={logout}>
          {texts.otherCar}
        </Button>
      </Actions>
    </PageBody>
  );
}

const Cards = styled.div`
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  align-items: start;
`;

const TireList = styled.ul`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
