import { lazy, Suspense, useCallback, useState } from "react";
import styled from "styled-components";
import { fontSize, space, vars } from "../../theme";
import { Icon } from "../../primitives/Icon";
import { useHydrated } from "../../hooks/useHydrated";
import { Link } from "../../primitives/Link";
import { DEFAULT_MAP_ZOOM, formatCoordinates, mapCenter } from "./geo";
import { FallbackOnError } from "./map-loading";
import { StaticSiteMap } from "./StaticSiteMap";
import type { SiteMapProps } from "./types";

// The maps library loads only with a key, after hydration, never with the page.
const InteractiveSiteMap = lazy(() =>
  import("./InteractiveSiteMap").then((module) => ({ default: module.InteractiveSiteMap })),
);

const Root = styled.section`
  display: grid;
  gap: ${space.sm};
`;

const Canvas = styled.div`
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.card};
  background: ${vars.color.surfaceRaised};
`;

const Address = styled.address`
  display: grid;
  gap: ${space.xxs};
  font-style: normal;
`;

const Note = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
`;

const MapsLink = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
`;

/**
 * Where a site is: a map, its address, its coordinates and a link to the maps service. With an
 * `apiKey` the Google map loads (lazily, in the browser); without one, or when the script or its
 * chunk cannot load, a static picture with the pin shows. The address and the link are always
 * there, so the box is never empty. The dealer site page uses it; the locator will too.
 */
export function SiteMap({
  name,
  addressLines,
  coordinates,
  mapsHref,
  apiKey,
  labels,
  onMapsLink,
}: SiteMapProps) {
  const hydrated = useHydrated();
  const [failed, setFailed] = useState(false);
  const onFail = useCallback(() => setFailed(true), []);
  const center = mapCenter(coordinates);
  const hasPosition = center !== mapCenter();
  const staticMap = <StaticSiteMap />;
  const interactive = Boolean(apiKey) && hydrated && !failed;
  return (
    <Root aria-label={labels.map} data-map-mode={interactive ? "interactive" : "static"}>
      <Canvas>
        {interactive && apiKey ? (
          <FallbackOnError fallback={staticMap}>
            <Suspense fallback={staticMap}>
              <InteractiveSiteMap
                apiKey={apiKey}
                center={center}
                zoom={DEFAULT_MAP_ZOOM}
                position={hasPosition ? center : undefined}
                name={name}
                onFail={onFail}
              />
            </Suspense>
          </FallbackOnError>
        ) : (
          staticMap
        )}
      </Canvas>
      <Address>
        <strong>{name}</strong>
        {addressLines.map((line) => (
          <span key={line}>{line}</span>
        ))}
        <Note>{hasPosition ? formatCoordinates(center) : labels.approximate}</Note>
      </Address>
      <Link
        href={mapsHref}
        target="_blank"
        newTabLabel={labels.newTab}
        variant="standalone"
        onClick={onMapsLink}
      >
        <MapsLink>
          <Icon name="Pin" />
          {labels.openInMaps}
        </MapsLink>
      </Link>
    </Root>
  );
}
