import styled from "styled-components";
import { vars } from "../../theme";

/** The static maps' canvas: the raised surface with a neutral grid (`GridLines`). */
export const MapSvg = styled.svg`
  display: block;
  width: 100%;
  height: 100%;
  background: ${vars.color.surfaceRaised};
  .grid {
    stroke: ${vars.color.border};
    stroke-width: 1;
  }
`;

/** Grid lines every `step` units over a `width`×`height` canvas. */
export function GridLines({
  width,
  height,
  step,
}: {
  width: number;
  height: number;
  step: number;
}) {
  const columns = Array.from({ length: width / step + 1 }, (_, index) => index * step);
  const rows = Array.from({ length: height / step + 1 }, (_, index) => index * step);
  return (
    <>
      {columns.map((x) => (
        <line key={`x${x}`} className="grid" x1={x} y1={0} x2={x} y2={height} />
      ))}
      {rows.map((y) => (
        <line key={`y${y}`} className="grid" x1={0} y1={y} x2={width} y2={y} />
      ))}
    </>
  );
}

const Svg = styled(MapSvg)`
  .road {
    stroke: ${vars.color.surface};
    stroke-width: 10;
  }
  .pin {
    fill: ${vars.color.action};
    stroke: ${vars.color.surface};
    stroke-width: 2;
  }
  .pin-dot {
    fill: ${vars.color.surface};
  }
`;

const WIDTH = 320;
const HEIGHT = 180;
const STEP = 20;

/**
 * A neutral street grid with the pin in the middle: the static picture of where the site is
 * (the address and coordinates are written next to it). Drawn inline, so it works offline.
 * Decorative: the text carries the information.
 */
export function StaticSiteMap() {
  const pinX = WIDTH / 2;
  const pinY = HEIGHT / 2;
  return (
    <Svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-static-map=""
    >
      <GridLines width={WIDTH} height={HEIGHT} step={STEP} />
      <line className="road" x1={0} y1={pinY + STEP} x2={WIDTH} y2={pinY - STEP * 2} />
      <line className="road" x1={pinX - STEP * 3} y1={0} x2={pinX + STEP} y2={HEIGHT} />
      <path
        className="pin"
        d={`M ${pinX} ${pinY} c -6 -10 -14 -16 -14 -26 a 14 14 0 1 1 28 0 c 0 10 -8 16 -14 26 z`}
      />
      <circle className="pin-dot" cx={pinX} cy={pinY - 26} r={5} />
    </Svg>
  );
}
