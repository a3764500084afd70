import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSetPublished } from '@/features/concerts/editing';
import type { TuttiClient } from '@/lib/supabase/client';
import { Button, buttonClasses } from '@/ui/button';
import { showToast } from '@/ui/toast';
import { LoadFailure } from './load-failure';
import { PanelMessage } from './panel-message';
import { adminArtistsQuery } from '@/features/concerts';
import { PublishedBadge } from './published-badge';
import { writeFailureText } from './write-failure';

const cell = 'border-b border-slate-200 px-3 py-3 text-left align-middle dark:border-slate-700';

/** Every artist, drafts included, by name: edit, publish, withdraw; and a new one. */
export function ArtistList({ client }: { client: TuttiClient }) {
  const { t } = useTranslation('admin');
  const artists = useQuery(adminArtistsQuery(client));
  return (
    <section aria-labelledby="artist-list-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="artist-list-heading" className="text-2xl font-bold text-slate-900 dark:text-white">{t('artists.listHeading')}</h2>
        <Link to="/admin/artists/new" className={buttonClasses('primary', 'min-h-12 text-lg')}>{t('artists.new')}</Link>
      </div>
      {artists.data === undefined ? (
        artists.isPending ? <PanelMessage>{t('artists.loading')}</PanelMessage> : <LoadFailure error={artists.error} onRetry={() => void artists.refetch()} />
      ) : artists.data.length === 0 ? (
        <PanelMessage title={t('artists.empty')}>{t('artists.emptyHint')}</PanelMessage>
      ) : (
        <div role="region" aria-labelledby="artist-list-caption" tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-3 dark:border-slate-700">
          <table className="w-full border-collapse text-base">
            <caption id="artist-list-caption" className="px-3 py-2 text-left text-lg font-semibold text-slate-900 dark:text-white">{t('artists.caption')}</caption>
            <thead className="bg-slate-100 dark:bg-slate-800">
              <tr>
                {(['name', 'genre', 'status', 'actions'] as const).map((column) => (
                  <th key={column} scope="col" className={cell}>{t(`artists.columns.${column}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {artists.data.map((row) => <ArtistRow key={row.id} client={client} row={row} />)}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ArtistRow({ client, row }: { client: TuttiClient; row: { id: string; name: string; genre: string | null; published: boolean } }) {
  const { t } = useTranslation('admin');
  const publish = useSetPublished(client);
  const toggle = () => {
    if (publish.isPending) return;
    const published = !row.published;
    publish.mutate(
      { table: 'artists', id: row.id, published },
      {
        onSuccess: () => showToast({ title: t(published ? 'publish.published' : 'publish.withdrawn', { title: row.name }), variant: 'success' }),
        onError: (error) => showToast({ title: t('publish.failed', { title: row.name }), description: writeFailureText(t, error), variant: 'destructive' }),
      },
    );
  };
  return (
    <tr>
      <th scope="row" className={`${cell} font-semibold`}>{row.name}</th>
      <td className={cell}>{row.genre === null ? '' : t(`genres.${row.genre}` as 'genres.jazz')}</td>
      <td className={cell}><PublishedBadge published={row.published} /></td>
      <td className={cell}>
        <div className="flex flex-wrap gap-2">
          <Link to={`/admin/artists/${encodeURIComponent(row.id)}`} className={buttonClasses('secondary')}>
            {t('concerts.editShort')}
            <span className="sr-only"> {row.name}</span>
          </Link>
          <Button variant={row.published ? 'ghost' : 'primary'} aria-disabled={publish.isPending || undefined} onClick={toggle}>
            {publish.isPending ? t('publish.working') : t(row.published ? 'publish.withdraw' : 'publish.publish')}
            <span className="sr-only"> {row.name}</span>
          </Button>
        </div>
      </td>
    </tr>
  );
}
