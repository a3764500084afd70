import { useTranslation } from 'react-i18next';
import { DEMO_STREAM } from '@/content/media';
import { ConcertPlayer } from '@/features/player/concert-player';
import { PageHead } from '@/features/seo/page-head';

/** The demo runs unattended at conferences: after a network hiccup it tries again by itself this often. */
const DEMO_AUTO_RETRY_MS = 5000;

export default function ConcertDemoPage() {
  const { t } = useTranslation('player');
  return (
    <>
      <PageHead page="concertDemo" />
      <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <h1 className="text-4xl font-bold tracking-tight">{t('demo.heading')}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{t('demo.intro')}</p>
        <div className="mt-8">
          <ConcertPlayer src={DEMO_STREAM.src} poster={DEMO_STREAM.poster} loop autoRetryMs={DEMO_AUTO_RETRY_MS} />
        </div>
      </section>
    </>
  );
}
