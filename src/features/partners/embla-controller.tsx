import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useMemo } from 'react';
import { AUTOPLAY_DELAY_MS, CAROUSEL_OPTIONS, type EmblaApi } from './carousel-options';

interface EmblaControllerProps {
  /** The carousel's viewport, already on the page: embla attaches to it, nothing is re-rendered. */
  viewport: HTMLElement;
  onApi: (api: EmblaApi | undefined) => void;
}

/**
 * The only module that imports embla. It is loaded when the carousel comes near the screen, so the
 * library stays out of the home page's first download; until then the logos sit still in the same places.
 */
export default function EmblaController({ viewport, onApi }: EmblaControllerProps) {
  // Started and stopped by the carousel (reduced motion, hover, interactions), never on its own.
  const plugins = useMemo(() => [Autoplay({ delay: AUTOPLAY_DELAY_MS, playOnInit: false, stopOnInteraction: true })], []);
  const [attach, api] = useEmblaCarousel(CAROUSEL_OPTIONS, plugins);
  useEffect(() => attach(viewport), [attach, viewport]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
