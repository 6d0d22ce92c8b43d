import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from "react";
import styled from "styled-components";
import { fontSize, mediaUp, space, vars } from "../../theme";
import { Button } from "../../primitives/Button";
import { Link } from "../../primitives/Link";
import { nextTabIndex } from "../../primitives/Tabs/navigation";
import { boundsContain, boundsOf, distanceIn, type GeoBounds } from "../SiteMap/geo";
import type { GeoPoint } from "../SiteMap/types";
import type { GeocodeAnswer, MapView } from "../SiteMap/marker-map-types";
import { MarkerMap } from "../SiteMap/MarkerMap";
import { formatMessage } from "../../../i18n/format";
import { addressLine, directionsHref, LocationCard } from "./LocationCard";
import { LocatorSearch } from "./LocatorSearch";
import { formatDistance } from "./format";
import {
  DEFAULT_CENTER,
  DEFAULT_ZOOM,
  displayDistance,
  FIT_MAX_ZOOM,
  nearbyMarkers,
  nextSelection,
  SELECT_ZOOM,
  shownCount,
} from "./rules";
import {
  createMarkerSearch,
  geocodeFailureMessage,
  geocodeQuery,
  offlineGeocoder,
  SUGGESTION_LIMIT,
} from "./search";
import type { LocatorMarker, LocatorProps } from "./types";

const Root = styled.section`
  display: grid;
  gap: ${space.md};
`;

const Controls = styled.div`
  display: grid;
  gap: ${space.sm};
  ${mediaUp("sm")} {
    grid-template-columns: 1fr auto;
    align-items: end;
  }
`;

const TabList = styled.div`
  display: flex;
  border-bottom: 1px solid ${vars.color.border};
  ${mediaUp("md")} {
    display: none;
  }
`;

const Tab = styled.button`
  flex: 1 1 0;
  min-height: 2.75rem;
  margin-bottom: -1px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${vars.color.textMuted};
  font-family: inherit;
  font-size: ${fontSize.md};
  font-weight: ${vars.fontWeight.action};
  cursor: pointer;
  &[aria-selected="true"] {
    border-bottom-color: ${vars.color.action};
    color: ${vars.color.text};
  }
`;

const Views = styled.div`
  display: grid;
  gap: ${space.md};
  ${mediaUp("md")} {
    grid-template-columns: minmax(20rem, 2fr) 3fr;
    align-items: start;
  }
`;

/** Below 1024 px only the chosen view shows; from there both, side by side. */
const View = styled.div`
  display: grid;
  gap: ${space.sm};
  &[data-inactive] {
    display: none;
  }
  ${mediaUp("md")} {
    &[data-inactive] {
      display: grid;
    }
    &[data-view="panel"] {
      max-height: 44rem;
      overflow-y: auto;
      padding-right: ${space.xxs};
    }
    &[data-view="map"] {
      position: sticky;
      top: ${space.md};
      height: 44rem;
    }
  }
`;

const MapBox = styled.div`
  aspect-ratio: 4 / 3;
  ${mediaUp("md")} {
    aspect-ratio: auto;
    height: 100%;
  }
`;

const Cards = styled.ol`
  display: grid;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Count = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
`;

const Info = styled.div`
  display: grid;
  gap: ${space.xxs};
  color: ${vars.color.text};
  font-size: ${fontSize.sm};
`;

/** The view fitting `points` (zoom capped at 13); the default view when there are none. */
function fitViewOf(
  points: readonly GeoPoint[],
  key: number,
  defaultCenter: GeoPoint,
  defaultZoom: number,
): MapView {
  const bounds = boundsOf(points);
  return bounds
    ? { key, kind: "fit", bounds, maxZoom: FIT_MAX_ZOOM }
    : { key, kind: "focus", center: defaultCenter, zoom: defaultZoom };
}

type MobileView = "panel" | "map";
const views: MobileView[] = ["panel", "map"];

/**
 * The locator (specs/shell-and-content.md §2, §5, §6, §9): a search box with fuzzy suggestions
 * (falling back to geocoding the term), Near me, the list of cards (20, then 5 more per 'show
 * more') and the map (Google with a key, the static plot of the markers without one or when it
 * fails), side by side from 1024 px and behind a Panel/Map switch below. At most one marker is
 * selected; selecting zooms to 12 and pans, fitting never zooms past 13.
 */
export function Locator({
  markers,
  labels,
  locale,
  unit = "km",
  apiKey,
  country,
  offlinePlaces = [],
  defaultCenter = DEFAULT_CENTER,
  defaultZoom = DEFAULT_ZOOM,
}: LocatorProps) {
  const id = useId();
  const search = useMemo(() => createMarkerSearch(markers), [markers]);
  const [results, setResults] = useState<readonly LocatorMarker[]>(markers);
  const [reference, setReference] = useState<GeoPoint | null>(null);
  const [userPosition, setUserPosition] = useState<GeoPoint | undefined>();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [presses, setPresses] = useState(0);
  const [view, setView] = useState<MapView>(() =>
    fitViewOf(markers, 0, defaultCenter, defaultZoom),
  );
  const [bounds, setBounds] = useState<GeoBounds | null>(null);
  const [mobileView, setMobileView] = useState<MobileView>("panel");
  const [term, setTerm] = useState("");
  const [geocodeFailed, setGeocodeFailed] = useState(false);
  const [locating, setLocating] = useState(false);
  const [mapsGeocoder, setMapsGeocoder] = useState<
    ((address: string) => Promise<GeocodeAnswer>) | null
  >(null);
  // A function in state: set through an updater, or React would call it.
  const onGeocoder = useCallback(
    (geocode: ((address: string) => Promise<GeocodeAnswer>) | null) =>
      setMapsGeocoder(() => geocode),
    [],
  );
  const cards = useRef(new Map<string, HTMLElement>());
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const suggestions = useMemo(() => search.search(term, SUGGESTION_LIMIT), [search, term]);
  const shown = results.slice(0, shownCount(results.length, presses));
  const byId = useMemo(() => new Map(markers.map((marker) => [marker.id, marker])), [markers]);

  /** Shows `list` (nearest first when a reference point is known) and fits the map to it. */
  const showResults = useCallback(
    (list: readonly LocatorMarker[], extra?: GeoPoint) => {
      setResults(list);
      setPresses(0);
      setSelectedId(null);
      const points = extra ? [...list, extra] : list;
      setView((previous) => fitViewOf(points, previous.key + 1, defaultCenter, defaultZoom));
    },
    [defaultCenter, defaultZoom],
  );

  const select = useCallback(
    (markerId: string) => {
      const next = nextSelection(selectedId, markerId);
      setSelectedId(next);
      const marker = next ? byId.get(next) : undefined;
      if (!marker) return;
      // A marker picked on the map joins the list when a search had left it out.
      const list = results.some((entry) => entry.id === marker.id) ? results : [marker, ...results];
      if (list !== results) setResults(list);
      setView((previous) => ({
        key: previous.key + 1,
        kind: "focus",
        center: { lat: marker.lat, lng: marker.lng },
        zoom: SELECT_ZOOM,
      }));
      setExpanded((open) => new Set(open).add(marker.id));
      // The selected card is in the list, even past the 'show more' steps.
      const index = list.findIndex((entry) => entry.id === marker.id);
      if (index >= shownCount(list.length, presses)) {
        setPresses(Math.ceil((index + 1 - shownCount(list.length, 0)) / 5));
      }
    },
    [byId, presses, results, selectedId],
  );

  useEffect(() => {
    if (selectedId) cards.current.get(selectedId)?.scrollIntoView?.({ block: "nearest" });
  }, [selectedId]);

  const locate = useCallback(() => {
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      console.warn("locator.geolocation-unavailable");
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const position = { lat: coords.latitude, lng: coords.longitude };
        setUserPosition(position);
        setReference(position);
        showResults(
          nearbyMarkers(markers, position, unit).map((entry) => entry.marker),
          position,
        );
      },
      (error) => {
        // Denied or failed: logged, and Near me yields no position (specs §8).
        setLocating(false);
        console.warn("locator.geolocation-failed", { code: error.code, message: error.message });
      },
    );
  }, [markers, showResults, unit]);

  // Near me starts by itself when the visitor already allowed the position (specs §5).
  useEffect(() => {
    let active = true;
    navigator.permissions
      ?.query({ name: "geolocation" })
      .then((status) => {
        if (active && status.state === "granted") locate();
      })
      .catch(() => {});
    return () => {
      active = false;
    };
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (value: string) => {
    const trimmed = value.trim();
    setGeocodeFailed(false);
    // An empty term fits all markers (specs §6).
    if (trimmed === "") {
      showResults(markers);
      return;
    }
    const hits = search.search(trimmed);
    if (hits.length > 0) {
      showResults(hits);
      return;
    }
    const geocode = mapsGeocoder ?? offlineGeocoder(offlinePlaces);
    const answer = await geocode(geocodeQuery(trimmed, country));
    if (!answer.ok) {
      setGeocodeFailed(true);
      console.error(geocodeFailureMessage(answer.status));
      return;
    }
    const { position } = answer;
    setReference(position);
    showResults(
      nearbyMarkers(markers, position, unit).map((entry) => entry.marker),
      position,
    );
  };

  const pick = (marker: LocatorMarker) => {
    setTerm(marker.name);
    setGeocodeFailed(false);
    if (selectedId !== marker.id) select(marker.id);
  };

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = nextTabIndex(event.key, views.indexOf(mobileView), [true, true]);
    if (target === null) return;
    event.preventDefault();
    setMobileView(views[target] as MobileView);
    tabs.current[target]?.focus();
  };

  const distanceOf = (marker: LocatorMarker) =>
    reference ? displayDistance(distanceIn(unit, reference, marker), unit) : undefined;
  const nearMeHidden = Boolean(userPosition && bounds && boundsContain(bounds, userPosition));
  // Every marker stays on the map; the view fits the current results.
  const mapMarkers = useMemo(
    () => markers.map((marker) => ({ id: marker.id, position: marker, title: marker.name })),
    [markers],
  );

  const renderInfo = (markerId: string) => {
    const marker = byId.get(markerId);
    if (!marker) return null;
    const distance = distanceOf(marker);
    return (
      <Info data-info-window="">
        <strong>{marker.name}</strong>
        <span>{addressLine(marker)}</span>
        {distance ? <span>{formatDistance(distance, labels, locale)}</span> : null}
        <Link href={directionsHref(marker)} target="_blank" newTabLabel={labels.newTab}>
          {labels.directions}
        </Link>
      </Info>
    );
  };

  return (
    <Root aria-label={labels.region}>
      <Controls>
        <LocatorSearch
          term={term}
          onTermChange={(next) => {
            setTerm(next);
            if (next.trim() === "") setGeocodeFailed(false);
          }}
          suggestions={suggestions}
          onPick={pick}
          onSubmit={(value) => void submit(value)}
          failed={geocodeFailed}
          labels={labels}
        />
        {nearMeHidden ? null : (
          <Button type="button" variant="Ghost" onClick={locate} loading={locating}>
            {locating ? labels.locating : labels.nearMe}
          </Button>
        )}
      </Controls>
      <TabList role="tablist" aria-label={labels.views} onKeyDown={onTabKey}>
        {views.map((name, index) => (
          <Tab
            key={name}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-controls={`${id}-${name}`}
            aria-selected={mobileView === name}
            tabIndex={mobileView === name ? 0 : -1}
            onClick={() => setMobileView(name)}
          >
            {name === "panel" ? labels.panel : labels.map}
          </Tab>
        ))}
      </TabList>
      <Views>
        <View
          id={`${id}-panel`}
          role="tabpanel"
          data-view="panel"
          data-inactive={mobileView === "panel" ? undefined : ""}
          aria-labelledby={`${id}-tab-panel`}
        >
          <Count aria-live="polite">
            {formatMessage(labels.results, { count: results.length }, locale)}
          </Count>
          {results.length === 0 ? (
            <p>{labels.empty}</p>
          ) : (
            <Cards>
              {shown.map((marker) => (
                <li key={marker.id}>
                  <LocationCard
                    ref={(element) => {
                      if (element) cards.current.set(marker.id, element);
                      else cards.current.delete(marker.id);
                    }}
                    marker={marker}
                    distance={distanceOf(marker)}
                    selected={marker.id === selectedId}
                    expanded={expanded.has(marker.id)}
                    onToggle={() =>
                      setExpanded((open) => {
                        const next = new Set(open);
                        if (!next.delete(marker.id)) next.add(marker.id);
                        return next;
                      })
                    }
                    onShowOnMap={() => {
                      select(marker.id);
                      setMobileView("map");
                    }}
                    labels={labels}
                    locale={locale}
                  />
                </li>
              ))}
            </Cards>
          )}
          {shown.length < results.length ? (
            <Button type="button" variant="Secondary" onClick={() => setPresses((n) => n + 1)}>
              {labels.showMore}
            </Button>
          ) : null}
        </View>
        <View
          id={`${id}-map`}
          role="tabpanel"
          data-view="map"
          data-inactive={mobileView === "map" ? undefined : ""}
          aria-labelledby={`${id}-tab-map`}
        >
          <MapBox>
            <MarkerMap
              markers={mapMarkers}
              selectedId={selectedId}
              onSelect={(markerId) => select(markerId)}
              view={view}
              userPosition={userPosition}
              apiKey={apiKey}
              onBoundsChange={setBounds}
              renderInfo={renderInfo}
              labels={labels}
              onGeocoder={onGeocoder}
            />
          </MapBox>
        </View>
      </Views>
    </Root>
  );
}
