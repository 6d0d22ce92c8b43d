import styled from "styled-components";
import { fontSize, space, vars } from "../../theme";
import { mercator } from "./geo";
import { GridLines, MapSvg } from "./StaticSiteMap";
import type { MapMarker } from "./marker-map-types";
import type { GeoPoint } from "./types";

/** The plot's size in SVG units (it scales to its box). */
export const STATIC_MAP_WIDTH = 640;
export const STATIC_MAP_HEIGHT = 480;
const GRID = 40;

const Svg = styled(MapSvg)`
  .marker {
    fill: ${vars.color.action};
    stroke: ${vars.color.surface};
    stroke-width: 2;
    cursor: pointer;
  }
  .marker[data-selected] {
    fill: ${vars.color.text};
    stroke-width: 3;
  }
  .user {
    fill: ${vars.color.surface};
    stroke: ${vars.color.action};
    stroke-width: 4;
  }
`;

const Label = styled.text`
  fill: ${vars.color.text};
  font-size: ${fontSize.sm};
  font-family: inherit;
  paint-order: stroke;
  stroke: ${vars.color.surface};
  stroke-width: 4px;
`;

export const StaticMapCaption = styled.div`
  position: absolute;
  inset-inline: ${space.sm};
  bottom: ${space.sm};
  padding: ${space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.card};
  background: ${vars.color.surface};
`;

export interface StaticMarkerMapProps {
  markers: readonly MapMarker[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  center: GeoPoint;
  zoom: number;
  userPosition?: GeoPoint;
  youAreHere: string;
}

/** Where a point falls on the plot (SVG units) for a view centred on `center` at `zoom`. */
export function projectOnPlot(point: GeoPoint, center: GeoPoint, zoom: number) {
  const world = 256 * 2 ** zoom;
  const from = mercator(center);
  const to = mercator(point);
  return {
    x: STATIC_MAP_WIDTH / 2 + (to.x - from.x) * world,
    y: STATIC_MAP_HEIGHT / 2 + (to.y - from.y) * world,
  };
}

const onPlot = ({ x, y }: { x: number; y: number }) =>
  x >= 0 && x <= STATIC_MAP_WIDTH && y >= 0 && y <= STATIC_MAP_HEIGHT;

/**
 * The map without the maps service: every marker in view projected (Web Mercator, as the tiles)
 * on a neutral grid, the selected one dark, the visitor's position as a ring. Drawn inline, so it
 * works offline. Markers answer clicks; keyboard users select them in the list, which carries
 * the same information, so the picture is hidden from assistive technology.
 */
export function StaticMarkerMap({
  markers,
  selectedId,
  onSelect,
  center,
  zoom,
  userPosition,
  youAreHere,
}: StaticMarkerMapProps) {
  const placed = markers
    .map((marker) => ({ marker, at: projectOnPlot(marker.position, center, zoom) }))
    .filter(({ at }) => onPlot(at));
  // The selected marker last, so it is drawn over its neighbours.
  placed.sort((a, b) => Number(a.marker.id === selectedId) - Number(b.marker.id === selectedId));
  const user = userPosition ? projectOnPlot(userPosition, center, zoom) : null;
  return (
    <Svg
      viewBox={`0 0 ${STATIC_MAP_WIDTH} ${STATIC_MAP_HEIGHT}`}
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      focusable="false"
      data-static-map=""
      data-zoom={zoom}
    >
      <GridLines width={STATIC_MAP_WIDTH} height={STATIC_MAP_HEIGHT} step={GRID} />
      {placed.map(({ marker, at }) => (
        <circle
          key={marker.id}
          className="marker"
          data-marker-id={marker.id}
          data-selected={marker.id === selectedId ? "" : undefined}
          cx={at.x}
          cy={at.y}
          r={marker.id === selectedId ? 11 : 8}
          onClick={() => onSelect(marker.id)}
        >
          <title>{marker.title}</title>
        </circle>
      ))}
      {user && onPlot(user) ? (
        <g data-user-position="">
          <circle className="user" cx={user.x} cy={user.y} r={9} />
          <Label x={user.x + 14} y={user.y + 5}>
            {youAreHere}
          </Label>
        </g>
      ) : null}
    </Svg>
  );
}
