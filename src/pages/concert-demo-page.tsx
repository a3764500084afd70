import { useTranslation } from 'react-i18next';
import { ConcertPlayer, prepareConcertPlayer } from '@/features/player/concert-player';
import { EndCardLink } from '@/features/player/end-card-link';
import { DEMO_AUTO_RETRY_MS, DEMO_STREAM } from '@/content/media';
import { DEMO_ENTRY_ID } from '@/features/concerts';
import { PageHead } from '@/features/seo/page-head';
import { PageHeader } from '@/ui/page-header';

/** The home page's pilot form (SPEC section 2: the 'booking' anchor). */
const PILOT_FORM = '/#booking';

/** Called by the router once this page's code is there: the stream starts before the page renders. */
export function prepare(): void {
  prepareConcertPlayer(DEMO_STREAM.src, { autoRetryMs: DEMO_AUTO_RETRY_MS });
}

/**
 * The demo concert. It no longer loops: at its end it offers the next concert and a pilot, as a concert
 * does (an unattended kiosk mode that plays on by itself is issue 13).
 */
export default function ConcertDemoPage() {
  const { t } = useTranslation('player');
  return (
    <>
      <PageHead page="concertDemo" />
      {/* The page ends on the band: it meets the footer, with no strip of paper between (footer.tsx), and on a
          screen taller than the band the hall's dark fills the rest (the screen less the header's 5rem). */}
      <div data-ends-on-band="" className="min-h-[calc(100svh-5rem)] bg-slate-950">
        <PageHeader title={t('demo.heading')} lead={t('demo.intro')}>
          {/* The player brings its own surfaces; what it leaves uncoloured reads as on the page. */}
          <div className="pb-4 text-slate-900 sm:pb-6 dark:text-slate-100">
            <ConcertPlayer
              startId={DEMO_ENTRY_ID}
              autoRetryMs={DEMO_AUTO_RETRY_MS}
              playOnInHeadset
              endActions={<EndCardLink to={PILOT_FORM}>{t('demo.bookPilot')}</EndCardLink>}
            />
          </div>
        </PageHeader>
      </div>
    </>
  );
}
