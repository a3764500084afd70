import { CanvasTexture, SRGBColorSpace } from 'three';

const SIZE = 256;
const FONT_PX = 46;
const LINE_PX = 52;

/** Breaks a label into lines that fit the disc's inner width (a long word keeps its own line). */
function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && context.measureText(`${last} ${word}`).width <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * A menu label drawn by the page's own 2D canvas, so every language's letters show with no font download (text
 * libraries for WebGL fetch fonts from a CDN by default), one small texture per label.
 */
export function createLabelTexture(text: string): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const context = canvas.getContext('2d');
  if (context) {
    context.font = `600 ${FONT_PX}px system-ui, sans-serif`;
    context.fillStyle = '#ffffff';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    const lines = wrap(context, text, SIZE * 0.78);
    const top = SIZE / 2 - ((lines.length - 1) * LINE_PX) / 2;
    lines.forEach((line, i) => context.fillText(line, SIZE / 2, top + i * LINE_PX, SIZE * 0.86));
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}
