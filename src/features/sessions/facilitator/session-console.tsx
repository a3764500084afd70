import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RoomStagePanel } from '@/features/live-room';
import type { TuttiClient } from '@/lib/supabase/client';
import { Button } from '@/ui/button';
import { endSession } from '../api/end-session';
import { setSessionConcert } from '../api/set-session-concert';
import type { HeadsetView } from '../headset-list';
import { useRoomLeader } from '../use-room-leader';
import { EndSession } from './end-session';
import { HeadsetTable } from './headset-table';
import { JoinDetails } from './join-details';
import type { LedSession } from './led-session-store';
import { RoomControls } from './room-controls';
import { useRoomMood } from './use-room-mood';

interface ConsoleProps {
  client: TuttiClient;
  session: LedSession;
  name: string;
  onConcert: (concertId: string) => void;
  /** The session is over: back to 'Create session'. */
  onNew: () => void;
}

/** The headsets in the room now (the table also lists those that have gone). */
const here = (headsets: readonly HeadsetView[]) => headsets.filter((headset) => headset.status !== 'disconnected').length;

/** The facilitator's screen for a live session: how to join, the room's controls, every headset. */
export function SessionConsole({ client, session, name, onConcert, onNew }: ConsoleProps) {
  const { t } = useTranslation('sessions');
  const leader = useRoomLeader(client, session.id, name, session.concertId, session.live);
  const { room, leading, link, headsets, command, takeLead } = leader;
  const mood = useRoomMood(client, session, leader);
  const end = useMutation({
    mutationFn: async () => {
      command({ type: 'end' });
      await endSession(client, session.id);
    },
  });
  const chooseConcert = (concertId: string, live: boolean) => {
    command({ type: 'choose', concertId, live });
    onConcert(concertId);
    // The database's copy is for headsets that join later; the room hears it at once over the channel.
    void setSessionConcert(client, session.id, concertId).catch(() => undefined);
  };

  if (end.isSuccess || link === 'denied') {
    return (
      <section role="status" className="space-y-4 rounded-xl border border-slate-300 bg-white p-6 dark:border-slate-600 dark:bg-slate-900">
        <p className="text-xl font-semibold">{end.isSuccess ? t('lead.end.ended') : t('lead.link.denied')}</p>
        <Button onClick={onNew}>{t('lead.end.again')}</Button>
      </section>
    );
  }

  return (
    <div className="space-y-8">
      {!leading && (
        <div role="alert" className="flex flex-wrap items-center gap-4 rounded-xl border-2 border-amber-500 bg-amber-50 p-4 text-amber-950 dark:bg-slate-800 dark:text-amber-100">
          <p className="text-lg font-semibold">{t('lead.leader.elsewhere')}</p>
          <Button onClick={takeLead}>{t('lead.leader.takeOver')}</Button>
        </div>
      )}
      {link === 'reconnecting' && (
        <p role="status" className="rounded-xl border-2 border-amber-500 bg-amber-50 p-4 text-lg text-amber-950 dark:bg-slate-800 dark:text-amber-100">
          {t('lead.link.reconnecting')}
        </p>
      )}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <JoinDetails code={session.code} expiresAt={session.expiresAt} />
        <RoomControls room={room} headsets={headsets} disabled={!leading} command={command} onConcert={chooseConcert} />
      </div>
      {/* Only the leading tab is the room on the stage: another would count it twice. */}
      {leading && room.live?.doorsOpen && room.playback.concertId && room.playback.status !== 'ended' && (
        <RoomStagePanel client={client} sessionId={session.id} concertId={room.playback.concertId} headsets={here(headsets)} />
      )}
      <HeadsetTable headsets={headsets} disabled={!leading} onRename={(device, newName) => command({ type: 'rename', device, name: newName })} mood={mood} />
      <EndSession pending={end.isPending} failed={end.isError} onEnd={() => end.mutate()} />
    </div>
  );
}
