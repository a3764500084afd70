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
