import type { IconName } from "./icons";

/*
 * The icon set: original 24x24 artwork, drawn for Forecourt on a 2-unit stroke (the <svg> in
 * Icon.tsx sets stroke="currentColor", fill="none", round caps and joins). Shapes that need a fill
 * say so with `fill="currentColor"`. Brand-like badges (BMW-I, BMW-M) and the social glyphs are
 * simple generic drawings, not the owners' trademarks.
 *
 * SVG markup, not React elements: the server writes the symbols of a page's icons into its sprite
 * (app/lib/icon-sprite.server.ts), and the browser adds a missing one to the document itself, so
 * no icon's shapes are part of the JavaScript a page needs to hydrate (issue 17).
 */

/** The shapes inside each icon's 24x24 viewBox. */
export const iconMarkup: Record<IconName, string> = {
  Battery:
    "<rect x='2' y='7' width='17' height='10' rx='2'></rect><path d='M22 10.5v3M6 10.5v3M9.5 10.5v3'></path>",
  Calendar:
    "<rect x='3' y='5' width='18' height='16' rx='2'></rect><path d='M3 10h18M8 3v4M16 3v4'></path>",
  Car: "<path d='M4.5 17H3a1 1 0 0 1-1-1v-3a1 1 0 0 1 .7-1L5 11.2l2.3-3.6A1.5 1.5 0 0 1 8.6 7h6.6a1.5 1.5 0 0 1 1.2.6L19 11l2.2.8a1 1 0 0 1 .8 1V16a1 1 0 0 1-1 1h-1.5M8.5 17h7M5 11.2h14'></path><circle cx='6.5' cy='17' r='2'></circle><circle cx='17.5' cy='17' r='2'></circle>",
  CarBody:
    "<path d='M5 11l1.6-4.2A2 2 0 0 1 8.5 5.5h7a2 2 0 0 1 1.9 1.3L19 11'></path><rect x='3' y='11' width='18' height='6' rx='1.5'></rect><path d='M5 17v2h3v-2M16 17v2h3v-2'></path><circle cx='7' cy='14' r='1.1' fill='currentColor' stroke='none'></circle><circle cx='17' cy='14' r='1.1' fill='currentColor' stroke='none'></circle>",
  Cart: "<path d='M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.1'></path><circle cx='9.5' cy='19.5' r='1.5'></circle><circle cx='17' cy='19.5' r='1.5'></circle>",
  Check: "<path d='M5 12.5l4.5 4.5L19 7.5'></path>",
  Filter: "<path d='M4 5h16l-6 7.5V19l-4 2v-8.5z'></path>",
  FuelElectricity: "<path d='M13 2L5 13.5h6L10 22l9-12h-6z'></path>",
  GearBox:
    "<path d='M6 6v12M12 6v12M18 6v6H6'></path><circle cx='6' cy='4.5' r='1.5'></circle><circle cx='12' cy='4.5' r='1.5'></circle><circle cx='18' cy='4.5' r='1.5'></circle><circle cx='6' cy='19.5' r='1.5'></circle><circle cx='12' cy='19.5' r='1.5'></circle>",
  Mileage: "<path d='M8 3L4 21M16 3l4 18M12 4v2.5M12 10.5v3M12 17.5V20'></path>",
  Money:
    "<rect x='2' y='6' width='20' height='12' rx='2'></rect><circle cx='12' cy='12' r='3'></circle><circle cx='6' cy='12' r='1.1' fill='currentColor' stroke='none'></circle><circle cx='18' cy='12' r='1.1' fill='currentColor' stroke='none'></circle>",
  Oil: "<path d='M3 10h3l1.5-1.5h5L14 10l6.5-2.5L16 16H5a2 2 0 0 1-2-2z'></path><path d='M10 8.5v-2M8 6.5h4'></path><path d='M20.5 15.5a1 1 0 0 1-2 0c0-.7.5-1.4 1-2.1.5.7 1 1.4 1 2.1z'></path>",
  Phone:
    "<path d='M5 3.5h3.5l1.7 4.3-2.2 1.6a11 11 0 0 0 6.6 6.6l1.6-2.2 4.3 1.7V19a1.5 1.5 0 0 1-1.5 1.5A16.5 16.5 0 0 1 3.5 5 1.5 1.5 0 0 1 5 3.5z'></path>",
  Pin: "<path d='M12 21.5s-7-6.2-7-11.5a7 7 0 0 1 14 0c0 5.3-7 11.5-7 11.5z'></path><circle cx='12' cy='10' r='2.5'></circle>",
  Plug: "<path d='M9 3v4M15 3v4M6 7h12v3a6 6 0 0 1-12 0zM12 16v5'></path>",
  Service:
    "<path d='M20.3 6.7l-3 3-2.9-.1-.1-2.9 3-3a5 5 0 0 0-6.6 6.3L4 16.7a2.1 2.1 0 0 0 3 3l6.7-6.7a5 5 0 0 0 6.6-6.3z'></path>",
  Speedometer:
    "<path d='M4.5 18a9 9 0 1 1 15 0M13 12l3.5-4'></path><circle cx='12' cy='13.5' r='1.5'></circle>",
  Star: "<path d='M12 2.6l2.7 6.28 6.81.63-5.14 4.51 1.51 6.67L12 17.2l-5.88 3.49 1.51-6.67-5.14-4.51 6.81-.63z'></path>",
  Tire: "<circle cx='12' cy='12' r='9'></circle><circle cx='12' cy='12' r='4'></circle><path d='M12 3v5M12 16v5M3 12h5M16 12h5'></path>",
  Truck:
    "<path d='M13 16V7a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h1.2M13 9h4.5l3.5 4v3h-2.2M8 16h7.2'></path><circle cx='6' cy='17' r='2'></circle><circle cx='17' cy='17' r='2'></circle>",
  Windshield:
    "<path d='M3 8c5.5-2.5 12.5-2.5 18 0l-2 9c-4.5-1.3-9.5-1.3-14 0z'></path><path d='M12 15.5l4-6'></path>",
  "BMW-I":
    "<circle cx='12' cy='12' r='9.5'></circle><circle cx='12' cy='12' r='6' stroke-width='1.5'></circle><path d='M12 11.5v3.5'></path><circle cx='12' cy='9' r='1' fill='currentColor' stroke='none'></circle>",
  "BMW-M":
    "<rect x='2.5' y='6' width='19' height='12' rx='2'></rect><path d='M7.5 15V9l4.5 4 4.5-4v6'></path>",
  Facebook:
    "<rect x='3' y='3' width='18' height='18' rx='4'></rect><path d='M15.5 7.5H14a2 2 0 0 0-2 2V21M9.5 12.5h5'></path>",
  Instagram:
    "<rect x='3' y='3' width='18' height='18' rx='5'></rect><circle cx='12' cy='12' r='4'></circle><circle cx='17' cy='7' r='1' fill='currentColor' stroke='none'></circle>",
  LinkedIn:
    "<rect x='3' y='3' width='18' height='18' rx='3'></rect><path d='M8 10.5V17M12 10.5V17M12 13.5a2.5 2.5 0 0 1 5 0V17'></path><circle cx='8' cy='7.5' r='1.1' fill='currentColor' stroke='none'></circle>",
  YouTube:
    "<rect x='2' y='5' width='20' height='14' rx='4'></rect><path d='M10 9.2v5.6l4.8-2.8z' fill='currentColor'></path>",
  X: "<path d='M4 4h4.5L20 20h-4.5zM20 4l-6.6 7.2M10.6 12.8L4 20'></path>",
  TikTok: "<path d='M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.6 2.4 4.5 5 4.7'></path>",
  ChevronDown: "<path d='M6 9l6 6 6-6'></path>",
  ChevronUp: "<path d='M6 15l6-6 6 6'></path>",
  ChevronLeft: "<path d='M15 6l-6 6 6 6'></path>",
  ChevronRight: "<path d='M9 6l6 6-6 6'></path>",
  Close: "<path d='M6 6l12 12M18 6L6 18'></path>",
  Menu: "<path d='M4 6h16M4 12h16M4 18h16'></path>",
  Search: "<circle cx='10.5' cy='10.5' r='6.5'></circle><path d='M15.5 15.5L20 20'></path>",
  Play: "<path d='M7 4.5v15l12.5-7.5z' fill='currentColor'></path>",
  Pause:
    "<rect x='6' y='4.5' width='4' height='15' rx='1' fill='currentColor'></rect><rect x='14' y='4.5' width='4' height='15' rx='1' fill='currentColor'></rect>",
  VolumeOn:
    "<path d='M4 9.5h3.5L12 5.5v13l-4.5-4H4zM15.5 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11'></path>",
  VolumeOff: "<path d='M4 9.5h3.5L12 5.5v13l-4.5-4H4zM16 9.5l5 5M21 9.5l-5 5'></path>",
  ArrowUp: "<path d='M12 20V4M5.5 10.5L12 4l6.5 6.5'></path>",
  Copy: "<rect x='8' y='8' width='12' height='12' rx='2'></rect><path d='M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2'></path>",
  Info: "<circle cx='12' cy='12' r='9.5'></circle><path d='M12 11v5.5'></path><circle cx='12' cy='7.75' r='1.1' fill='currentColor' stroke='none'></circle>",
  Warning:
    "<path d='M10.3 4.2L2.6 17.6a2 2 0 0 0 1.7 2.9h15.4a2 2 0 0 0 1.7-2.9L13.7 4.2a2 2 0 0 0-3.4 0z'></path><path d='M12 9.5V14'></path><circle cx='12' cy='17' r='1.1' fill='currentColor' stroke='none'></circle>",
  CampaignAlert:
    "<path d='M3 10v4a1 1 0 0 0 1 1h2l9 5V4L6 9H4a1 1 0 0 0-1 1zM6 15l1.5 5H10l-1.2-4M18.5 9.5a3.5 3.5 0 0 1 0 5'></path>",
  WarningAlert:
    "<path d='M8.1 2.5h7.8l5.6 5.6v7.8l-5.6 5.6H8.1l-5.6-5.6V8.1z'></path><path d='M12 7v6'></path><circle cx='12' cy='16.5' r='1.1' fill='currentColor' stroke='none'></circle>",
};
