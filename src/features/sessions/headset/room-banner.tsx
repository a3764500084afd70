import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import type { RoomState } from '../session-messages';
import type { RoomFollower } from '../use-room-follower';

/** What the room is doing, for this headset: a live concert waits behind its doors, then plays live here. */
function roomStatus(room: RoomState, playing: string) {
  const { live, playback } = room;
  if (!live || playback.status === 'ended') return playback.status;
  if (!live.doorsOpen) return 'waiting';
  return playing === playback.concertId ? 'live' : 'doorsOpen';
}

/**
 * What a joined headset shows beside the picture: the facility inviting them, who leads, which headset this is,
 * what the room is doing, and a way out. Large and calm: a resident may read it before the headset goes on.
 */
export function RoomBanner({ follower, device, facility, onLeave }: { follower: RoomFollower; device: string; facility: string | null; onLeave: () => void }) {
  const { t } = useTranslation('sessions');
  const { room, link } = follower;
  const label = room?.labels[device];
  const name = label?.name ?? (label ? t('lead.headsets.label', { n: label.n }) : null);
  const leader = room?.leader.name ?? '';
  const status = link === 'denied' ? 'denied' : link === 'reconnecting' ? 'reconnecting' : !room ? 'connecting' : roomStatus(room, follower.playing.entry);
  return (
    <section aria-labelledby="room-banner" className="space-y-3 rounded-xl border-2 border-brand-700 bg-white p-5 dark:border-brand-300 dark:bg-slate-900">
      {facility && <p className="text-xl">{t('join.joined.invitedBy', { facility })}</p>}
      <h2 id="room-banner" className="text-2xl font-bold">
        {room ? t('join.joined.ledBy', { name: leader }) : t('join.joined.status.connecting')}
      </h2>
      {name && <p className="text-xl">{t('join.joined.you', { label: name })}</p>}
      <p role="status" className="text-xl font-semibold" data-room-status={status}>
        {t(`join.joined.status.${status}`, { name: leader })}
      </p>
      <Button variant="secondary" onClick={onLeave}>
        {t('join.joined.leave')}
      </Button>
    </section>
  );
}
