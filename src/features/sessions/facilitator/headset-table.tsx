import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import type { HeadsetView } from '../headset-list';
import { MoodRating } from './mood-rating';
import type { RoomMood } from './use-room-mood';

interface HeadsetTableProps {
  headsets: readonly HeadsetView[];
  disabled: boolean;
  onRename: (device: string, name: string) => void;
  /** Rating each resident's mood before and after the concert; null when the facility's check is off. */
  mood: RoomMood | null;
}

/**
 * Every headset that joined: its name (staff may rename it), what it is doing, whether it is in step, and, with the
 * facility's mood check on, its resident's mood as staff rated it before and after the concert.
 */
export function HeadsetTable({ headsets, disabled, onRename, mood }: HeadsetTableProps) {
  const { t } = useTranslation('sessions');
  return (
    <section aria-labelledby="headsets-heading" className="space-y-4 rounded-xl border border-slate-300 bg-white p-6 dark:border-slate-600 dark:bg-slate-900">
      <h2 id="headsets-heading" className="text-2xl font-bold">
        {t('lead.headsets.heading')} <span className="text-lg font-semibold">({t('lead.headsets.count', { count: headsets.length })})</span>
      </h2>
      {headsets.length === 0 ? (
        <p className="text-lg">{t('lead.headsets.empty')}</p>
      ) : (
        // Not a live region: states and drift change every few seconds, which a screen reader would read out
        // over the concert; the list is there when staff look at it.
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {headsets.map((headset) => (
            <HeadsetRow key={headset.device} headset={headset} disabled={disabled} onRename={onRename} mood={mood} />
          ))}
        </ul>
      )}
    </section>
  );
}

type RowProps = Pick<HeadsetTableProps, 'disabled' | 'onRename' | 'mood'> & { headset: HeadsetView };

function HeadsetRow({ headset, disabled, onRename, mood }: RowProps) {
  const { t } = useTranslation('sessions');
  const [editing, setEditing] = useState(false);
  const name = headset.label?.name ?? (headset.label ? t('lead.headsets.label', { n: headset.label.n }) : t('lead.headsets.unknown'));
  // A live concert's headsets report no drift: the stream's program date-time on the room's clock keeps them in step.
  const sync = headset.status !== 'playing' || headset.driftMs === null ? null : headset.inSync ? t('lead.headsets.inSync') : t('lead.headsets.drift', { ms: Math.abs(headset.driftMs ?? 0) });
  return (
    <li className="flex flex-wrap items-center gap-x-6 gap-y-2 py-3" data-headset={headset.device}>
      {editing ? (
        <RenameForm
          name={name}
          onDone={(next) => {
            if (next !== null) onRename(headset.device, next);
            setEditing(false);
          }}
        />
      ) : (
        <>
          <span className="min-w-40 text-xl font-bold">{name}</span>
          <span className="text-lg">
            <span className="sr-only">{t('lead.headsets.state')}: </span>
            {t(`lead.headsets.status.${headset.status}`)}
          </span>
          {sync && (
            <span className={`text-lg font-semibold ${headset.inSync ? 'text-green-800 dark:text-green-300' : 'text-amber-800 dark:text-amber-300'}`}>
              <span className="sr-only">{t('lead.headsets.sync')}: </span>
              {sync}
            </span>
          )}
          <Button variant="ghost" className="ms-auto" disabled={disabled || !headset.label} onClick={() => setEditing(true)}>
            {t('lead.headsets.rename', { name })}
          </Button>
        </>
      )}
      {mood && headset.label && <MoodRating device={headset.device} resident={String(headset.label.n)} name={name} mood={mood} disabled={disabled} />}
    </li>
  );
}

function RenameForm({ name, onDone }: { name: string; onDone: (name: string | null) => void }) {
  const { t } = useTranslation('sessions');
  const [value, setValue] = useState(name);
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onDone(value);
      }}
    >
      <label className="flex flex-col gap-1 text-base font-semibold">
        {t('lead.headsets.renameLabel', { name })}
        <input
          // The person asked to rename this one: their typing goes straight to it.
          autoFocus
          value={value}
          maxLength={40}
          onChange={(event) => setValue(event.target.value)}
          className="min-h-11 rounded-lg border-2 border-slate-500 bg-white px-3 text-lg dark:border-slate-400 dark:bg-slate-800"
        />
      </label>
      <Button type="submit">{t('lead.headsets.save')}</Button>
      <Button variant="secondary" onClick={() => onDone(null)}>
        {t('lead.headsets.cancel')}
      </Button>
    </form>
  );
}
