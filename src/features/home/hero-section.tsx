import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { stillFile, stillSrcSet } from '@/content/stills';
import { StillPicture } from '@/ui/still-picture';
import { BOOKING_ANCHOR } from './section-ids';

/** Large, high-contrast targets on the dark hall, as the site's buttons (src/ui/button.tsx) elsewhere. */
const BUTTON =
  'inline-flex min-h-12 max-w-full items-center justify-center rounded-xl px-6 py-3 text-center text-lg font-bold transition-colors';
const PRIMARY = `${BUTTON} bg-stage-400 text-slate-950 hover:bg-stage-300`;
const SECONDARY = `${BUTTON} border-2 border-slate-200 text-white hover:bg-slate-800`;

/**
 * On a phone at a large text size a word of the title ('Experience', 'Boundaries') at 2.25rem is wider than the
 * screen: there the size follows the screen's width instead, never below 1.5rem (still half again the text).
 */
const HEADING = 'text-[max(1.5rem,min(2.25rem,10.5vw))] font-semibold tracking-tight text-balance sm:text-6xl';

/** Beside the text from the large breakpoint (a little over half the column), the whole width below it. */
const STILL_SIZES = '(min-width: 1280px) 680px, (min-width: 1024px) 55vw, 100vw';

// palette-band: slate-950 (every text here sits on the hall at night; its focus ring is the stage light, index.css).
/**
 * The page's only h1, over the hall at night: what the service is, for whom, and the two next steps a care
 * manager takes (book a pilot, see the demo). The still is the page's largest paint: fetched first, sized by
 * `sizes` so a phone takes a small file, with its box reserved so nothing moves when it arrives.
 */
export function HeroSection() {
  const { t } = useTranslation('home');
  // Named in the prerendered page's head, so the picture is asked for before the body's markup is parsed.
  preload(stillFile('stage-row3', 'avif', 800), { as: 'image', type: 'image/avif', imageSrcSet: stillSrcSet('stage-row3', 'avif'), imageSizes: STILL_SIZES, fetchPriority: 'high' });
  return (
    <section data-dark-band="" aria-labelledby="hero-heading" className="overflow-hidden bg-slate-950 text-white">
      <div className="mx-auto grid w-full max-w-7xl items-center gap-8 px-4 pt-10 pb-12 sm:px-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12 lg:py-20">
        <div className="min-w-0 space-y-6">
          <p className="text-base font-bold tracking-wide text-stage-300 uppercase">{t('hero.eyebrow')}</p>
          <h1 id="hero-heading" className={HEADING}>
            {t('hero.title')}
          </h1>
          <p className="text-xl leading-relaxed text-slate-200 sm:text-2xl">{t('hero.subtitle')}</p>
          <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:flex-wrap">
            <a href={`#${BOOKING_ANCHOR}`} className={PRIMARY}>
              {t('hero.bookPilot')}
            </a>
            <Link to="/concert/demo" className={SECONDARY}>
              {t('hero.watchDemo')}
            </Link>
          </div>
        </div>
        <figure className="min-w-0 space-y-2">
          <div className="overflow-hidden rounded-2xl bg-slate-900 shadow-2xl ring-1 ring-white/10">
            <StillPicture still="stage-row3" priority sizes={STILL_SIZES} alt={t('hero.stillAlt')} className="aspect-video h-auto w-full object-cover" />
          </div>
          {/* What the alt says, for sighted visitors too: the hall is rendered, not photographed. */}
          <figcaption className="text-sm text-slate-300">{t('stillCaption')}</figcaption>
        </figure>
      </div>
    </section>
  );
}
