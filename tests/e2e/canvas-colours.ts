import type { Page } from '@playwright/test';

/**
 * How many distinct colours (4 bits a channel) a PNG screenshot holds, decoded by the browser:
 * a blank or single-colour canvas gives 1, a video frame many.
 */
export async function colourCount(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) return 0;
    context.drawImage(bitmap, 0, 0);
    const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4 * 7) colours.add(((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4));
    return colours.size;
  }, png.toString('base64'));
}

export interface Halves {
  /** Share of pixels (0..1) that differ clearly between the left and the right half. */
  between: number;
  /** The left half's pixels as a coarse signature, to compare with another shot's right half. */
  left: number[];
  right: number[];
}

/**
 * Compares the two halves of a screenshot: in a stereo WebXR session (iwer draws both eyes side by
 * side) they are each eye's view. Pixels count as different when a channel differs by more than 48.
 */
export async function compareHalves(page: Page, png: Buffer): Promise<Halves> {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const half = Math.floor(bitmap.width / 2);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) return { between: 0, left: [], right: [] };
    context.drawImage(bitmap, 0, 0);
    const left = context.getImageData(0, 0, half, bitmap.height).data;
    const right = context.getImageData(half, 0, half, bitmap.height).data;
    let differing = 0;
    for (let i = 0; i < left.length; i += 4) {
      if (Math.max(Math.abs(left[i]! - right[i]!), Math.abs(left[i + 1]! - right[i + 1]!), Math.abs(left[i + 2]! - right[i + 2]!)) > 48) differing++;
    }
    // A coarse signature: every 97th channel value, enough to tell two pictures apart.
    const sample = (data: Uint8ClampedArray) => Array.from({ length: Math.floor(data.length / 97) }, (_, i) => data[i * 97]!);
    return { between: differing / (left.length / 4), left: sample(left), right: sample(right) };
  }, png.toString('base64'));
}

/** Share of signature values that differ by more than 48 (0: the same picture). */
export function signatureDistance(a: number[], b: number[]): number {
  const length = Math.min(a.length, b.length);
  let differing = 0;
  for (let i = 0; i < length; i++) if (Math.abs(a[i]! - b[i]!) > 48) differing++;
  return length === 0 ? 1 : differing / length;
}
