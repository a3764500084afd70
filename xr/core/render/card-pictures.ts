/**
 * The chooser cards' pictures, each loaded once by its address. An image from another site is asked for with
 * CORS: without it, a canvas it was drawn on could no longer be handed to WebGL, and the card would be lost,
 * title and all. A picture that fails (missing, refused, not an image) leaves its card with its title.
 */
import type { CardPicture } from '../faces';

export type PictureState = { status: 'none' | 'loading' | 'failed' } | { status: 'shown'; picture: CardPicture };

export interface CardPictures {
  /** The picture at `url` as it stands now; asks for it the first time. */
  get(url: string | undefined): PictureState;
  dispose(): void;
}

/** `changed` runs when a picture has loaded or failed: the cards that show it are painted again. */
export function createCardPictures(changed: () => void): CardPictures {
  const states = new Map<string, PictureState>();
  const images: HTMLImageElement[] = [];
  let disposed = false;
  const settle = (url: string, state: PictureState) => {
    if (disposed) return;
    states.set(url, state);
    changed();
  };
  const load = (url: string) => {
    const image = new Image();
    images.push(image);
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.onload = () =>
      image.naturalWidth > 0 && image.naturalHeight > 0
        ? settle(url, { status: 'shown', picture: { source: image, width: image.naturalWidth, height: image.naturalHeight } })
        : settle(url, { status: 'failed' });
    image.onerror = () => settle(url, { status: 'failed' });
    image.src = url;
  };
  return {
    get(url) {
      if (!url) return { status: 'none' };
      const known = states.get(url);
      if (known) return known;
      states.set(url, { status: 'loading' });
      load(url);
      return { status: 'loading' };
    },
    dispose() {
      disposed = true;
      for (const image of images) {
        image.onload = null;
        image.onerror = null;
        image.removeAttribute('src');
      }
      states.clear();
    },
  };
}
