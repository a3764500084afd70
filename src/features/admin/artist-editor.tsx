import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ARTIST_TEXT_FIELDS, emptyArtistDraft, textsToDraft, type ArtistDraft } from '@/features/concerts/editing';
import type { TuttiClient } from '@/lib/supabase/client';
import { buttonClasses } from '@/ui/button';
import { ArtistForm } from './artist-form';
import { LoadFailure } from './load-failure';
import { PanelMessage } from './panel-message';
import { adminArtistQuery } from '@/features/concerts';

interface StoredArtist {
  id: string;
  name: string;
  genre: string | null;
  hometown: string | null;
  country: string | null;
  texts: unknown;
  poster_url: string | null;
  video_host: string | null;
  video_id: string | null;
  video_song: string | null;
  links: unknown;
  published: boolean | null;
}

const linkOf = (links: unknown, kind: string): string => {
  if (!Array.isArray(links)) return '';
  const link: unknown = links.find((item: unknown) => typeof item === 'object' && item !== null && (item as { kind?: unknown }).kind === kind);
  const href = typeof link === 'object' && link !== null ? (link as { href?: unknown }).href : undefined;
  return typeof href === 'string' ? href : '';
};

export function draftOfArtist(row: StoredArtist): ArtistDraft {
  return {
    id: row.id, name: row.name, genre: row.genre ?? '', hometown: row.hometown ?? '', country: row.country ?? '',
    texts: textsToDraft(ARTIST_TEXT_FIELDS, row.texts), posterUrl: row.poster_url ?? '', videoHost: row.video_host ?? '',
    videoId: row.video_id ?? '', videoSong: row.video_song ?? '', website: linkOf(row.links, 'website'), listen: linkOf(row.links, 'listen'),
    published: row.published ?? false,
  };
}

/** /admin/artists/new and /admin/artists/<id>. */
export function ArtistEditor({ client, id }: { client: TuttiClient; id: string }) {
  const { t } = useTranslation('admin');
  const isNew = id === 'new';
  const stored = useQuery({ ...adminArtistQuery(client, id), enabled: !isNew });
  let heading: string;
  let body;
  if (isNew) {
    heading = t('editor.newArtist');
    body = <ArtistForm client={client} initial={emptyArtistDraft()} existingId={null} />;
  } else if (stored.data === undefined) {
    return stored.isPending ? <PanelMessage>{t('editor.loading')}</PanelMessage> : <LoadFailure error={stored.error} onRetry={() => void stored.refetch()} />;
  } else if (stored.data === null) {
    return (
      <PanelMessage title={t('editor.notFound')}>
        <Link to="/admin/artists" className={buttonClasses('secondary', 'mt-4')}>{t('editor.backToList')}</Link>
      </PanelMessage>
    );
  } else {
    heading = t('editor.editArtist', { name: stored.data.name });
    body = <ArtistForm key={stored.data.id} client={client} initial={draftOfArtist(stored.data)} existingId={stored.data.id} />;
  }
  return (
    <section className="space-y-6">
      <h2 id="artist-editor-heading" className="text-3xl font-bold text-slate-900 dark:text-white">{heading}</h2>
      {body}
    </section>
  );
}
