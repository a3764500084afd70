import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { concertText, useConcert } from '@/features/concerts';
import { StageGate } from '@/features/live-room/stage-gate';
import { StageNotFound } from '@/features/live-room/stage-not-found';
import { StageView } from '@/features/live-room/stage-view';
import { PageHead } from '@/features/seo/page-head';
import { useDisplayLanguage } from '@/i18n/use-display-language';

/** /concert/:id/stage: the concert's stage, for its artist, its host and admins (private: noindex). */
export default function ConcertStagePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('stage');
  const language = useDisplayLanguage();
  const { data: concert } = useConcert(id);
  const title = concert ? t('title', { title: concertText(concert, language).title }) : t('titleFallback');
  return (
    <>
      {/* The stage's head texts live in its own namespace: the `seo` one is on every page's first load. */}
      <PageHead page="admin" noindex title={t('pageTitle', { title })} description={t('intro')} />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6">
        <header className="space-y-3">
          <h1 className="text-4xl font-extrabold tracking-tight text-brand-950 sm:text-5xl dark:text-white">{title}</h1>
          <p className="max-w-3xl text-xl text-slate-700 dark:text-slate-300">{t('intro')}</p>
        </header>
        {concert === null ? <StageNotFound /> : <StageGate concertId={id}>{(client) => <StageView client={client} concertId={id} />}</StageGate>}
      </div>
    </>
  );
}
