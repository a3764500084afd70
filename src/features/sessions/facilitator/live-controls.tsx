import { useTranslation } from 'react-i18next';
import { useConcert, useLiveStreamReady } from '@/features/concerts';
import { Button } from '@/ui/button';
import type { RoomCommand } from '../room-commands';
import type { RoomState } from '../session-messages';

interface LiveControlsProps {
  room: RoomState & { live: { doorsOpen: boolean } };
  disabled: boolean;
  command: (command: RoomCommand) => void;
}

/**
 * A live concert for everyone: the facilitator opens the doors, and the stream does the rest (each headset
 * starts it by itself when it appears, on the room's moment). No pause, no seeking: there is nothing to move
 * through, and a room held back would no longer be with the concert hall. This tablet asks for the stream too,
 * only to say when the concert is on.
 */
export function LiveControls({ room, disabled, command }: LiveControlsProps) {
  const { t } = useTranslation('sessions');
  const { doorsOpen } = room.live;
  const { data: concert } = useConcert(room.playback.concertId ?? '');
  const streaming = useLiveStreamReady(concert?.liveStream ?? null, doorsOpen) && doorsOpen;
  const status = room.playback.status === 'ended' ? t('lead.room.status.ended') : t(`lead.room.liveStatus.${streaming ? 'live' : doorsOpen ? 'doorsOpen' : 'ready'}`);
  return (
    <>
      <p role="status" className="text-lg font-semibold" data-live-room={streaming ? 'live' : doorsOpen ? 'doors-open' : 'ready'}>
        {status}
      </p>
      {!doorsOpen && (
        <Button disabled={disabled} onClick={() => command({ type: 'open-doors' })}>
          {t('lead.room.openDoors')}
        </Button>
      )}
    </>
  );
}
