import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Partner } from '@/content/partners';
import { Button } from '@/ui/button';
import type { EmblaApi } from './carousel-options';
import { ChevronIcon, PlayPauseIcon } from './carousel-icons';
import { PartnerSlide } from './partner-slide';
import { useNearScreen } from './use-near-screen';
import { useReducedMotion } from './use-reduced-motion';

const EmblaController = lazy(() => import('./embla-controller'));

interface PartnerCarouselProps {
  partners: readonly Partner[];
  /** Stopped for good by an interaction (drag, focus, buttons, search); only the play button restarts it. */
  stopped: boolean;
  onStoppedChange: (stopped: boolean) => void;
}

/** The logos in a row that loops (embla), with previous/next and a stop/start button for the autoplay. */
export function PartnerCarousel({ partners, stopped, onStoppedChange }: PartnerCarouselProps) {
  const { t } = useTranslation('partners');
  const reduced = useReducedMotion();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaApi>();
  const [hovered, setHovered] = useState(false);
  const near = useNearScreen(viewport);
  const scrollable = useScrollable(api);
  const playing = !reduced && !stopped && scrollable;

  // Hovering pauses only for a while, so a tooltip being read does not slide away.
  useAutoplay(api, playing && !hovered);
  useEffect(() => {
    if (!api) return;
    const stop = () => onStoppedChange(true);
    api.on('pointerDown', stop);
    return () => {
      api.off('pointerDown', stop);
    };
  }, [api, onStoppedChange]);

  const step = (direction: 'previous' | 'next') => {
    onStoppedChange(true);
    if (direction === 'previous') api?.scrollPrev(reduced);
    else api?.scrollNext(reduced);
  };

  return (
    <div
      role="group"
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={t('carousel.label')}
      className="space-y-4"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      {/* Same height with or without buttons, so nothing moves when they appear. */}
      <div className="flex min-h-11 flex-wrap justify-end gap-2">
        {!reduced && scrollable && (
          <Button variant="secondary" aria-label={playing ? t('carousel.pause') : t('carousel.play')} onClick={() => onStoppedChange(playing)}>
            <PlayPauseIcon playing={playing} />
          </Button>
        )}
        {scrollable && (
          <>
            <Button variant="secondary" aria-label={t('carousel.previous')} onClick={() => step('previous')}>
              <ChevronIcon direction="previous" />
            </Button>
            <Button variant="secondary" aria-label={t('carousel.next')} onClick={() => step('next')}>
              <ChevronIcon direction="next" />
            </Button>
          </>
        )}
      </div>
      {/* Focus on a logo is an interaction; focus on the play button is not, or it could never restart. */}
      <div ref={setViewport} className="overflow-hidden" onFocus={() => onStoppedChange(true)}>
        <div className="-ml-4 flex touch-pan-y">
          {partners.map((partner, i) => (
            <PartnerSlide key={partner.alt} partner={partner} index={i + 1} total={partners.length} />
          ))}
        </div>
      </div>
      {near && viewport && (
        <Suspense fallback={null}>
          <EmblaController viewport={viewport} onApi={setApi} />
        </Suspense>
      )}
    </div>
  );
}

/** Whether there is anywhere to scroll to: with few logos for the width, there is one position only. */
function useScrollable(api: EmblaApi | undefined): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    if (!api) {
      setScrollable(false);
      return;
    }
    const update = () => setScrollable(api.scrollSnapList().length > 1);
    update();
    api.on('reInit', update);
    return () => {
      api.off('reInit', update);
    };
  }, [api]);
  return scrollable;
}

/** Starts or stops the autoplay plugin, again after each re-initialisation (a resize re-creates it stopped). */
function useAutoplay(api: EmblaApi | undefined, play: boolean): void {
  useEffect(() => {
    if (!api) return;
    const sync = () => {
      const autoplay = api.plugins().autoplay;
      // The plugin is inert with a single position; calling it then would fail.
      if (!autoplay || api.scrollSnapList().length < 2) return;
      if (play) autoplay.play();
      else autoplay.stop();
    };
    sync();
    api.on('reInit', sync);
    return () => {
      api.off('reInit', sync);
    };
  }, [api, play]);
}
