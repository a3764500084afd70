import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { concertText } from '@/features/concerts';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { announce } from '@/ui/announcer';
import { Button } from '@/ui/button';
import type { HeadsetView } from '../headset-list';
import type { RoomCommand } from '../room-commands';
import type { RoomState } from '../session-messages';
import { useLiveTonight } from '../use-live-tonight';
import { useSessionConcerts } from '../use-session-concerts';
import { ConcertSelect, liveValue, parseChoice } from './concert-select';
import { LiveControls } from './live-controls';
import { PlaybackControls } from './playback-controls';

interface RoomControlsProps {
  room: RoomState;
  headsets: readonly HeadsetView[];
  /** Another tab leads: these controls would be ignored. */
  disabled: boolean;
  command: (command: RoomCommand) => void;
  onConcert: (concertId: string, live: boolean) => void;
}

/**
 * The room's concert and everything the facilitator does for every headset at once. A live concert keeps the
 * level and recentring, and offers no pause or seeking (the stream sets the moment).
 */
export function RoomControls({ room, headsets, disabled, command, onConcert }: RoomControlsProps) {
  const { t } = useTranslation('sessions');
  const concerts = useSessionConcerts();
  const { playback } = room;
  const live = useLiveChoices(room.live ? playback.concertId : null);
  const value = room.live && playback.concertId ? liveValue(playback.concertId) : (playback.concertId ?? '');
  return (
    <section aria-labelledby="room-heading" className="space-y-5 rounded-xl border border-slate-300 bg-white p-6 dark:border-slate-600 dark:bg-slate-900">
      <h2 id="room-heading" className="text-2xl font-bold">
        {t('lead.room.heading')}
      </h2>
      <ConcertSelect
        concerts={concerts}
        live={live}
        value={value}
        onChange={(chosen) => {
          const { concertId, live: isLive } = parseChoice(chosen);
          onConcert(concertId, isLive);
        }}
        label={t('lead.room.concert')}
        disabled={disabled}
      />
      {room.live ? (
        <LiveControls room={{ ...room, live: room.live }} disabled={disabled} command={command} />
      ) : (
        <PlaybackControls room={room} headsets={headsets} disabled={disabled} command={command} />
      )}
      <VolumeControl volume={room.volume} disabled={disabled} onChange={(volume) => command({ type: 'volume', volume })} />
      <Button
        variant="secondary"
        disabled={disabled}
        onClick={() => {
          command({ type: 'recenter' });
          announce(t('lead.room.recentered'));
        }}
      >
        {t('lead.room.recenter')}
      </Button>
    </section>
  );
}

/** The concerts live tonight, titled in the facilitator's language. */
function useLiveChoices(current: string | null) {
  const language = useDisplayLanguage();
  const tonight = useLiveTonight(current);
  return useMemo(() => tonight.map((concert) => ({ id: concert.id, title: concertText(concert, language).title })), [tonight, language]);
}

function VolumeControl({ volume, disabled, onChange }: { volume: number; disabled: boolean; onChange: (volume: number) => void }) {
  const { t } = useTranslation('sessions');
  const id = useId();
  const percent = Math.round(volume * 100);
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-lg font-semibold">
        {t('lead.room.volume')}: <output>{percent} %</output>
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={10}
        value={percent}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value) / 100)}
        className="h-11 w-full max-w-md accent-brand-700"
      />
    </div>
  );
}
