/**
 * The faces' colours. A tile is nearly opaque so its label keeps its contrast over any part of the concert
 * behind it, bright or busy; the light border separates it from a dark picture.
 */
export const TILE = { r: 11, g: 18, b: 36, alpha: 0.94 } as const;
export const TILE_FILL = `rgba(${TILE.r}, ${TILE.g}, ${TILE.b}, ${TILE.alpha})`;
export const TEXT = '#ffffff';
export const BORDER = '#e2e8f0';
/**
 * An unavailable item keeps its place and words but greys out: at least 3:1 on the tile (even with a white
 * picture showing through its 6% transparency), so it can still be read, yet plainly dimmer than white.
 */
export const DISABLED = '#8e97aa';
/** The caption panel: near-black, a little see-through, as broadcast captions are. */
export const CAPTION = { r: 6, g: 8, b: 14, alpha: 0.85 } as const;
export const CAPTION_FILL = `rgba(${CAPTION.r}, ${CAPTION.g}, ${CAPTION.b}, ${CAPTION.alpha})`;
