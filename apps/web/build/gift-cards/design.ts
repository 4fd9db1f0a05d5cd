/** What every card design is: a flat drawing with a calm area on the left for the greeting. */
import type { Box } from './greeting';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Where the greeting goes: the left half, clear of the motif on the right and of the mark. */
export const GREETING_AREA: Box = { x: 80, y: 130, width: 600, height: 340 };
/** The greeting's ink never leaves this box (tested for every design and locale). */
export const SAFE_AREA: Box = { x: 64, y: 100, width: 640, height: 410 };
/** The Kado mark, bottom left, under the greeting. */
export const MARK_BOX: Box = { x: 80, y: 534, width: 48, height: 48 };

export interface CardDesign {
  /** The card's ground. */
  readonly background: string;
  /** The greeting's colour (contrast 4.5:1 at least on the ground). */
  readonly ink: string;
  /** The drawing, an SVG fragment in card pixels, clear of GREETING_AREA. */
  readonly art: string;
}

/** The greeting area and the mark, for drawings that scatter confetti, snow or stars around them. */
export const CALM: readonly Box[] = [
  {
    x: GREETING_AREA.x - 16,
    y: GREETING_AREA.y - 20,
    width: GREETING_AREA.width + 32,
    height: GREETING_AREA.height + 40,
  },
  MARK_BOX,
];
