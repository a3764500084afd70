import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TuttiClient } from '@/lib/supabase/client';
import { inlineLinkClasses } from '@/ui/link-classes';
import { concertRoleHoldersQuery } from './concert-role-holders';
import { ConcertRoleForm } from './concert-role-form';
import { ConcertRoleList } from './concert-role-list';
import { LoadFailure } from './load-failure';
import { PanelMessage } from './panel-message';

interface ConcertRolesSectionProps {
  client: TuttiClient;
  userId: string;
  concert: string;
}

/**
 * 'Artist and host for the night' in a stored concert's editor: who may open its stage view, named by e-mail.
 * A form of its own beside the concert's, so naming someone never saves (or loses) the concert's edits.
 */
export function ConcertRolesSection({ client, userId, concert }: ConcertRolesSectionProps) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const holders = useQuery(concertRoleHoldersQuery(client, userId, concert));
  const stagePath = `/concert/${encodeURIComponent(concert)}/stage`;
  return (
    <section id="concert-roles" aria-labelledby={headingId} className="space-y-5 rounded-2xl border border-slate-300 bg-white p-4 text-lg text-slate-800 sm:p-6 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none dark:text-white">
        {t('roles.title')}
      </h3>
      <p className="max-w-3xl">{t('roles.intro')}</p>
      <p className="max-w-3xl">
        {t('roles.stageNote')}{' '}
        <Link to={stagePath} className={inlineLinkClasses}>
          {stagePath}
        </Link>
      </p>
      {holders.data === undefined ? (
        holders.isPending ? (
          <PanelMessage>{t('roles.loading')}</PanelMessage>
        ) : (
          <LoadFailure error={holders.error} onRetry={() => void holders.refetch()} />
        )
      ) : holders.data.length === 0 ? (
        <PanelMessage>{t('roles.empty')}</PanelMessage>
      ) : (
        <ConcertRoleList client={client} userId={userId} concert={concert} holders={holders.data} onRowGone={() => heading.current?.focus()} />
      )}
      <ConcertRoleForm client={client} userId={userId} concert={concert} />
    </section>
  );
}
