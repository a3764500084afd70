import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { Button } from '@/ui/button';
import type { ConcertRoleHolder } from './concert-role-holders';
import { dataErrorKey, failureOf } from './data-error';
import { useRemoveConcertRole } from './remove-concert-role';

interface ConcertRoleListProps {
  client: TuttiClient;
  userId: string;
  concert: string;
  holders: readonly ConcertRoleHolder[];
  /** Where the focus goes once a row it was in has gone (the section's heading). */
  onRowGone: () => void;
}

/** The named artists and hosts, each with 'Remove' and a confirmation in its place. */
export function ConcertRoleList({ client, userId, concert, holders, onRowGone }: ConcertRoleListProps) {
  const { t } = useTranslation('admin');
  const remove = useRemoveConcertRole(client, userId, concert);
  const [confirming, setConfirming] = useState<string | null>(null);
  // The row whose confirmation was just closed without removing: its 'Remove' takes the focus back.
  const [returning, setReturning] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ id: string; text: string } | null>(null);

  const confirm = (holder: ConcertRoleHolder, who: string) => {
    if (remove.isPending) return;
    setFailed(null);
    // mutateAsync, not mutate's callbacks: removing the last row unmounts this list before the mutation settles
    // (the holders are read again first), and the focus and the announcement must still follow.
    remove.mutateAsync(holder.id).then(
      () => {
        setConfirming(null);
        announce(t(`roles.removed.${holder.role}`, { email: who }));
        onRowGone();
      },
      (error: unknown) => setFailed({ id: holder.id, text: t(`errors.${dataErrorKey(failureOf(error))}`) }),
    );
  };

  return (
    <ul aria-label={t('roles.listLabel')} className="divide-y divide-slate-300 rounded-2xl border-2 border-slate-300 dark:divide-slate-600 dark:border-slate-600">
      {holders.map((holder) => {
        const who = holder.email ?? t('roles.accountGone');
        return (
          <li key={holder.id} className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4">
            <span className="min-w-24 rounded-lg bg-brand-50 px-3 py-1 text-base font-bold text-brand-900 dark:bg-slate-800 dark:text-stage-100">
              {t(`roles.role.${holder.role}`)}
            </span>
            <span className="min-w-0 flex-1 text-lg break-words text-slate-900 dark:text-slate-100">{who}</span>
            {confirming === holder.id ? (
              <RemovalConfirmation
                question={t(`roles.confirm.${holder.role}`, { email: who })}
                busy={remove.isPending}
                failure={failed?.id === holder.id ? failed.text : null}
                onConfirm={() => confirm(holder, who)}
                onKeep={() => {
                  setConfirming(null);
                  setReturning(holder.id);
                  setFailed(null);
                }}
              />
            ) : (
              <RemoveButton label={t(`roles.removeLabel.${holder.role}`, { email: who })} onClick={() => {
                  setReturning(null);
                  setConfirming(holder.id);
                }}
                focusOnMount={returning === holder.id} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** 'Remove', named with the row ('Remove x@y as host'); focused when it comes back after 'Keep'. */
function RemoveButton({ label, onClick, focusOnMount }: { label: string; onClick: () => void; focusOnMount: boolean }) {
  const { t } = useTranslation('admin');
  const button = useRef<HTMLButtonElement>(null);
  // As it was when drawn: the button is drawn anew each time its row's confirmation closes.
  const focusFirst = useRef(focusOnMount);
  useEffect(() => {
    if (focusFirst.current) button.current?.focus();
  }, []);
  return (
    <Button ref={button} variant="secondary" aria-label={label} onClick={onClick}>
      {t('roles.remove')}
    </Button>
  );
}

interface RemovalConfirmationProps {
  question: string;
  busy: boolean;
  failure: string | null;
  onConfirm: () => void;
  onKeep: () => void;
}

/** The question in the row itself, focused as it opens so a screen reader reads it; Escape keeps the role. */
function RemovalConfirmation({ question, busy, failure, onConfirm, onKeep }: RemovalConfirmationProps) {
  const { t } = useTranslation('admin');
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => group.current?.focus(), []);
  return (
    <div
      ref={group}
      role="group"
      aria-label={question}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onKeep();
      }}
      className="w-full space-y-3 rounded-xl border-2 border-red-700 p-3 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-red-400 dark:focus-visible:outline-stage-300"
    >
      <p className="text-lg font-semibold">{question}</p>
      <div className="flex flex-wrap gap-3">
        <Button aria-disabled={busy || undefined} onClick={() => !busy && onConfirm()} className="aria-disabled:cursor-wait aria-disabled:opacity-70">
          {busy ? t('roles.removing') : t('roles.confirmYes')}
        </Button>
        <Button variant="secondary" onClick={onKeep}>
          {t('roles.confirmNo')}
        </Button>
      </div>
      {failure !== null && (
        <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
          {t('roles.removeFailed')} {failure}
        </p>
      )}
    </div>
  );
}
