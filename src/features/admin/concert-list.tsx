import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSetPublished } from '@/features/concerts/editing';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import type { TuttiClient } from '@/lib/supabase/client';
import { Button, buttonClasses } from '@/ui/button';
import { showToast } from '@/ui/toast';
import { ConcertPhaseBadge, type ConcertLifeColumns } from './concert-phase-badge';
import { LoadFailure } from './load-failure';
import { PanelMessage } from './panel-message';
import { adminConcertsQuery } from '@/features/concerts';
import { formatVenueTime, storedTitle } from './programme-text';
import { PublishedBadge } from './published-badge';
import { writeFailureText } from './write-failure';

const cell = 'border-b border-slate-200 px-3 py-3 text-left align-middle dark:border-slate-700';

/** Every concert, drafts included, newest first: edit, publish, withdraw; and a new one. */
export function ConcertList({ client }: { client: TuttiClient }) {
  const { t } = useTranslation('admin');
  const language = useDisplayLanguage();
  const concerts = useQuery(adminConcertsQuery(client));
  return (
    <section aria-labelledby="concert-list-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="concert-list-heading" className="text-2xl font-bold text-slate-900 dark:text-white">{t('concerts.listHeading')}</h2>
        <Link to="/admin/concerts/new" className={buttonClasses('primary', 'min-h-12 text-lg')}>
          {t('concerts.new')}
        </Link>
      </div>
      {concerts.data === undefined ? (
        concerts.isPending ? <PanelMessage>{t('concerts.loading')}</PanelMessage> : <LoadFailure error={concerts.error} onRetry={() => void concerts.refetch()} />
      ) : concerts.data.length === 0 ? (
        <PanelMessage title={t('concerts.empty')}>{t('concerts.emptyHint')}</PanelMessage>
      ) : (
        <div role="region" aria-labelledby="concert-list-caption" tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-3 dark:border-slate-700">
          <table className="w-full border-collapse text-base">
            <caption id="concert-list-caption" className="px-3 py-2 text-left text-lg font-semibold text-slate-900 dark:text-white">{t('concerts.caption')}</caption>
            <thead className="bg-slate-100 dark:bg-slate-800">
              <tr>
                <th scope="col" className={cell}>{t('concerts.columns.title')}</th>
                <th scope="col" className={cell}>{t('concerts.columns.startsAt')}</th>
                <th scope="col" className={cell}>{t('concerts.columns.status')}</th>
                <th scope="col" className={cell}>{t('concerts.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {concerts.data.map((row) => (
                <ConcertRow key={row.id} client={client} row={row} language={language} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

interface ListedConcert extends ConcertLifeColumns {
  id: string;
  title: string;
  texts: unknown;
  time_zone: string;
}

function ConcertRow({ client, row, language }: { client: TuttiClient; row: ListedConcert; language: string }) {
  const { t } = useTranslation('admin');
  const publish = useSetPublished(client);
  const title = storedTitle(row);
  const toggle = () => {
    if (publish.isPending) return;
    const published = !row.published;
    publish.mutate(
      { table: 'concerts', id: row.id, published, streamUrl: row.stream_url },
      {
        onSuccess: () => showToast({ title: t(published ? 'publish.published' : 'publish.withdrawn', { title }), variant: 'success' }),
        onError: (error) => showToast({ title: t('publish.failed', { title }), description: writeFailureText(t, error), variant: 'destructive' }),
      },
    );
  };
  return (
    <tr>
      <th scope="row" className={`${cell} font-semibold`}>{title}</th>
      <td className={cell}>{formatVenueTime(row.starts_at, row.time_zone, language)}</td>
      <td className={cell}>
        <div className="flex flex-wrap gap-2">
          <PublishedBadge published={row.published} />
          <ConcertPhaseBadge row={row} />
        </div>
      </td>
      <td className={cell}>
        <div className="flex flex-wrap gap-2">
          <Link to={`/admin/concerts/${encodeURIComponent(row.id)}`} className={buttonClasses('secondary')}>
            {t('concerts.editShort')}
            <span className="sr-only"> {title}</span>
          </Link>
          <Button variant={row.published ? 'ghost' : 'primary'} aria-disabled={publish.isPending || undefined} onClick={toggle}>
            {publish.isPending ? t('publish.working') : t(row.published ? 'publish.withdraw' : 'publish.publish')}
            <span className="sr-only"> {title}</span>
          </Button>
        </div>
      </td>
    </tr>
  );
}
