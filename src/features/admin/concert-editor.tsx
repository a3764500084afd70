import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { draftOfConcert, emptyConcertDraft } from '@/features/concerts/editing';
import type { TuttiClient } from '@/lib/supabase/client';
import { buttonClasses } from '@/ui/button';
import { ConcertForm } from './concert-form';
import { ConcertRolesSection } from './concert-roles-section';
import { LoadFailure } from './load-failure';
import { PanelMessage } from './panel-message';
import { adminConcertQuery } from '@/features/concerts';
import { storedTitle } from './programme-text';

/** /admin/concerts/new and /admin/concerts/<id>: the editor, with the stored concert loaded first. */
export function ConcertEditor({ client, userId, id }: { client: TuttiClient; userId: string; id: string }) {
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
      <ConcertRolesSection client={client} userId={userId} concert={stored.data.id} />
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
