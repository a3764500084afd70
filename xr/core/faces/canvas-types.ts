/**
 * The part of a 2D canvas context the faces use. A real CanvasRenderingContext2D satisfies it, and so does a
 * unit test's recording fake, so tests need no cast and no canvas package.
 */
export type FaceContext = Pick<
  CanvasRenderingContext2D,
  | 'save'
  | 'restore'
  | 'beginPath'
  | 'closePath'
  | 'moveTo'
  | 'lineTo'
  | 'arc'
  | 'arcTo'
  | 'fill'
  | 'stroke'
  | 'clearRect'
  | 'fillText'
  | 'setLineDash'
  | 'font'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineCap'
  | 'lineJoin'
  | 'textAlign'
  | 'textBaseline'
> & {
  /** Only the width and the ascent are read: the cap height is the ascent of "H". */
  measureText(text: string): Pick<TextMetrics, 'width' | 'actualBoundingBoxAscent'>;
};

/** A canvas whose size the caller has set; an HTMLCanvasElement is one. */
export interface FaceCanvas {
  readonly width: number;
  readonly height: number;
  getContext(contextId: '2d'): FaceContext | null;
}

/** What a paint function reports, so a binding can check the label it shows against the size it asked for. */
export interface FaceMetrics {
  /** The label's cap height as drawn (canvas pixels), never below the one asked for. */
  capHeightPx: number;
  /** The lines drawn (the last ends in an ellipsis when the text did not fit). */
  lines: string[];
  /** Some line was narrowed with fillText's maxWidth to keep its letters tall enough. */
  squeezed: boolean;
}
