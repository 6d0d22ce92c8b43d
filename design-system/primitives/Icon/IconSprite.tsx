import { createContext, useContext, useMemo, type ReactNode } from "react";
import styled from "styled-components";
import { iconShapes, type IconName } from "./icons";

/*
 * A page repeats some icons many times (four key facts on each of 24 car cards: 96 inline SVGs,
 * 21 KB of a home page's HTML). Inside an IconSpriteProvider those icons are drawn once per
 * document, as <symbol>s in one hidden <svg>, and each Icon refers to its symbol with
 * <use href="#…">. The reference is plain SVG: it renders without JavaScript, and the outer
 * <svg> keeps its size, colour, role and accessible name. Outside a provider (stories, tests)
 * every icon stays inline.
 */

const noSprite: ReadonlySet<IconName> = new Set();
const IconSpriteContext = createContext(noSprite);

/** The id of an icon's symbol in the document's sprite. */
export function iconSymbolId(name: IconName): string {
  return `fc-icon-${name}`;
}

/** The names the enclosing sprite draws (empty outside a provider). */
export function useIconSprite(): ReadonlySet<IconName> {
  return useContext(IconSpriteContext);
}

/* Out of the layout and the accessibility tree; not display:none, which some browsers apply to
   what a <use> draws from it. */
const SpriteSvg = styled.svg`
  position: absolute;
  width: 0;
  height: 0;
  overflow: hidden;
`;

export interface IconSpriteProviderProps {
  /** The icons drawn once for the whole document; others stay inline. A constant: a new array
   * per render renders every icon again. */
  names: readonly IconName[];
  children: ReactNode;
}

/** Renders the sprite of `names` and makes the Icons inside refer to it. */
export function IconSpriteProvider({ names, children }: IconSpriteProviderProps) {
  const sprite = useMemo(() => new Set(names), [names]);
  return (
    <IconSpriteContext.Provider value={sprite}>
      {sprite.size > 0 ? (
        <SpriteSvg aria-hidden="true" focusable="false">
          {[...sprite].map((name) => (
            <symbol key={name} id={iconSymbolId(name)} viewBox="0 0 24 24">
              {iconShapes[name]}
            </symbol>
          ))}
        </SpriteSvg>
      ) : null}
      {children}
    </IconSpriteContext.Provider>
  );
}
