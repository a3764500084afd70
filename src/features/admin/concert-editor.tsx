import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CONCERT_TEXT_FIELDS, emptyConcertDraft, instantToZoned, textsToDraft, type ConcertDraft } from '@/features/concerts/editing';
import { LANGUAGES, type Language } from '@/i18n/config';
import type { TuttiClient } from '@/lib/supabase/client';
import { buttonClasses } from '@/ui/button';
import { ConcertForm } from './concert-form';
import { LoadFailure } from './load-failure';
import { PanelMessage } from './panel-message';
import { adminConcertQuery } from '@/features/concerts';
import { storedTitle } from './programme-text';

interface StoredConcert {
  id: string;
  title: string;
  texts: unknown;
  artist_id: string | null;
  venue: string | null;
  time_zone: string;
  starts_at: string;
  ends_at: string | null;
  genre: string | null;
  capacity: number;
  price_cents: number;
  poster_url: string | null;
  stream_url: string | null;
  stream_layout: string;
  captions: string[];
  published: boolean;
}

/** A stored concert as the editor's values (times on the venue's clock, the price in euros). */
export function draftOfConcert(row: StoredConcert): ConcertDraft {
  return {
    id: row.id,
    texts: textsToDraft(CONCERT_TEXT_FIELDS, row.texts),
    artistId: row.artist_id ?? '',
    venue: row.venue ?? '',
    timeZone: row.time_zone,
    startsAt: instantToZoned(row.starts_at, row.time_zone),
    endsAt: row.ends_at === null ? '' : instantToZoned(row.ends_at, row.time_zone),
    genre: row.genre ?? '',
    capacity: String(row.capacity),
    price: (row.price_cents / 100).toFixed(2),
    posterUrl: row.poster_url ?? '',
    streamUrl: row.stream_url ?? '',
    streamLayout: row.stream_layout,
    captions: row.captions.filter((c): c is Language => (LANGUAGES as readonly string[]).includes(c)),
    published: row.published,
  };
}

/** /admin/concerts/new and /admin/concerts/<id>: the editor, with the stored concert loaded first. */
export function ConcertEditor({ client, id }: { client: TuttiClient; id: string }) {
  const { t } = useTranslation('admin');
  const isNew = id === 'new';
  const stored = useQuery({ ...adminConcertQuery(client, id), enabled: !isNew });
  if (isNew) return <EditorFrame heading={t('editor.newConcert')}><ConcertForm client={client} initial={emptyConcertDraft()} existingId={null} /></EditorFrame>;
  if (stored.data === undefined) {
    return stored.isPending ? <PanelMessage>{t('editor.loading')}</PanelMessage> : <LoadFailure error={stored.error} onRetry={() => void stored.refetch()} />;
  }
  if (stored.data === null) {
    return (
      <PanelMessage title={t('editor.notFound')}>
        <Link to="/admin/concerts" className={buttonClasses('secondary', 'mt-4')}>{t('editor.backToList')}</Link>
      </PanelMessage>
    );
  }
  return (
    <EditorFrame heading={t('editor.editConcert', { title: storedTitle(stored.data) })}>
      <ConcertForm key={stored.data.id} client={client} initial={draftOfConcert(stored.data)} existingId={stored.data.id} />
    </EditorFrame>
  );
}

function EditorFrame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="space-y-6">
      <h2 id="concert-editor-heading" className="text-3xl font-bold text-slate-900 dark:text-white">{heading}</h2>
      {children}
    </section>
  );
}
