import type { UseEmblaCarouselType } from 'embla-carousel-react';
// Types only: brings in the autoplay plugin's typing of `api.plugins().autoplay`, and no code.
import type {} from 'embla-carousel-autoplay';

/** SPEC sections 4 and 9: a new logo every 4 s; drag threshold 10 px; scroll duration 25 (embla's unit). */
export const AUTOPLAY_DELAY_MS = 4000;
export const CAROUSEL_OPTIONS = { loop: true, align: 'start', dragThreshold: 10, duration: 25 } as const;

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
