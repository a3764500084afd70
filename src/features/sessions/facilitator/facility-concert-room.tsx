import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { concertPhase, useConcert, useConcertPhase, type ProgrammeConcert } from '@/features/concerts';
import type { ConcertRoomProps } from '@/features/facility';
import { Button } from '@/ui/button';
import { createSession } from '../api/create-session';
import { takeOverSession, useLiveSessions, type LiveSession } from '../api/facility-sessions';
import { spacedCode } from '../session-code';
import { creationFailureKey } from './creation-failure';
import { joinLink, JoinLinkLine } from './join-details';
import { saveLedSession } from './led-session-store';
import { QrCode } from './qr-code';

/**
 * A coming concert's room on the facility's page: once open, how headsets join it (code, QR code, link) and a
 * way to lead it; before, one press that opens it and goes to the session's screen: 'Start a group session'
 * ahead of the night (headsets join and wait), 'Open doors' once the concert's doors are open.
 */
export function FacilityConcertRoom({ client, userId, facilityId, concertId, title }: ConcertRoomProps) {
  const { data: concert } = useConcert(concertId);
  const sessions = useLiveSessions(client, facilityId);
  const room = sessions.data?.find((session) => session.concert_id === concertId);
  if (room) return <OpenRoom client={client} userId={userId} room={room} concert={concert} title={title} />;
  // Until both are known, no press that could open a second room for the same concert.
  if (!concert || !sessions.isSuccess) return null;
  return <OpenRoomButton client={client} userId={userId} facilityId={facilityId} concert={concert} title={title} />;
}

type Opening = 'start' | 'openDoors' | null;

/** How a room led from here starts on a live concert: its doors open once the concert's night has begun. */
function liveOpening(concert: ProgrammeConcert | null | undefined, now = Date.now()) {
  if (!concert?.liveStream) return undefined;
  const phase = concertPhase(concert, now);
  return { doorsOpen: phase === 'doors-open' || phase === 'live' };
}

/** What opening the room means now: a live night's doors are open, or it is still to come. */
function useOpening(concert: ProgrammeConcert): Opening {
  const phase = useConcertPhase(concert);
  if (phase === 'doors-open' || phase === 'live') return concert.liveStream ? 'openDoors' : 'start';
  return phase === 'announced' ? 'start' : null;
}

interface ButtonProps {
  client: ConcertRoomProps['client'];
  userId: string;
  facilityId: string;
  concert: ProgrammeConcert;
  title: string;
}

function OpenRoomButton({ client, userId, facilityId, concert, title }: ButtonProps) {
  const { t } = useTranslation('sessions');
  const navigate = useNavigate();
  const errorId = useId();
  const opening = useOpening(concert);
  const open = useMutation({
    mutationFn: () => createSession(client, concert.id, facilityId),
    onSuccess: (created) => {
      const live = liveOpening(concert);
      saveLedSession({ ...created, concertId: concert.id, userId, ...(live ? { live } : {}) });
      navigate('/session');
    },
  });
  if (opening === null) return null;
  const label = open.isPending ? t('facilityRoom.opening') : t(`facilityRoom.${opening}`);
  return (
    <div className="mt-3 space-y-2">
      <Button
        variant={opening === 'openDoors' ? 'primary' : 'secondary'}
        aria-label={`${label}: ${title}`}
        aria-describedby={open.isError ? errorId : undefined}
        disabled={open.isPending}
        className="w-full sm:w-auto"
        onClick={() => open.mutate()}
      >
        {label}
      </Button>
      {open.isError && (
        <p id={errorId} role="alert" className="text-lg font-semibold text-red-800 dark:text-red-300">
          {t(creationFailureKey(open.error))}
        </p>
      )}
    </div>
  );
}

/**
 * The room is open: the code in large letters, the QR code a headset scans, the link, and leading it from here
 * (a colleague's taken over, as on /session): this device then leads this room, whichever it led before (that
 * one runs on, listed on /session and on its concert's card).
 */
interface OpenRoomProps {
  client: ConcertRoomProps['client'];
  userId: string;
  room: LiveSession;
  concert: ProgrammeConcert | null | undefined;
  title: string;
}

function OpenRoom({ client, userId, room, concert, title }: OpenRoomProps) {
  const { t } = useTranslation('sessions');
  const navigate = useNavigate();
  const errorId = useId();
  const link = joinLink(room.code);
  const lead = useMutation({
    mutationFn: async () => {
      if (room.created_by !== userId) await takeOverSession(client, room.id);
    },
    onSuccess: () => {
      const live = liveOpening(concert);
      saveLedSession({ id: room.id, code: room.code, expiresAt: room.expires_at, concertId: room.concert_id, userId, ...(live ? { live } : {}) });
      navigate('/session');
    },
  });
  const label = t('facilityRoom.lead');
  return (
    <div className="mt-4 space-y-3 rounded-xl bg-slate-100 p-4 dark:bg-slate-800">
      <p className="text-lg font-semibold">{t('facilityRoom.open')}</p>
      <p className="text-lg">
        {t('facilityRoom.code')}{' '}
        <span className="font-mono text-3xl font-extrabold tracking-widest" aria-label={[...room.code].join(' ')}>
          {spacedCode(room.code)}
        </span>
      </p>
      <QrCode text={link} label={t('facilityRoom.qr', { title })} />
      <JoinLinkLine link={link} />
      <Button
        aria-label={`${label}: ${title}`}
        aria-describedby={lead.isError ? errorId : undefined}
        disabled={lead.isPending}
        className="w-full sm:w-auto"
        onClick={() => lead.mutate()}
      >
        {label}
      </Button>
      {lead.isError && (
        <p id={errorId} role="alert" className="text-lg font-semibold text-red-800 dark:text-red-300">
          {t('lead.running.failed')}
        </p>
      )}
    </div>
  );
}
