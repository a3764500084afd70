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
import { saveLedSession, type LedSession } from './led-session-store';
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
  if (room) return <OpenRoom client={client} userId={userId} facilityId={facilityId} room={room} concert={concert} title={title} />;
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
  const leadHere = useLeadHere(userId);
  const opening = useOpening(concert);
  const open = useMutation({
    mutationFn: () => createSession(client, concert.id, facilityId),
    onSuccess: (created) => leadHere({ ...created, concertId: concert.id, facility: facilityId }, concert),
  });
  if (opening === null) return null;
  return (
    <div className="mt-3 space-y-2">
      <RoomAction
        label={open.isPending ? t('facilityRoom.opening') : t(`facilityRoom.${opening}`)}
        title={title}
        primary={opening === 'openDoors'}
        pending={open.isPending}
        problem={open.isError ? t(creationFailureKey(open.error)) : null}
        onPress={() => open.mutate()}
      />
    </div>
  );
}

interface OpenRoomProps {
  client: ConcertRoomProps['client'];
  userId: string;
  facilityId: string;
  room: LiveSession;
  concert: ProgrammeConcert | null | undefined;
  title: string;
}

/**
 * The room is open: the code in large letters, the QR code a headset scans, the link, and leading it from here
 * (a colleague's taken over, as on /session): this device then leads this room, whichever it led before (that
 * one runs on, listed on /session and on its concert's card).
 */
function OpenRoom({ client, userId, facilityId, room, concert, title }: OpenRoomProps) {
  const { t } = useTranslation('sessions');
  const leadHere = useLeadHere(userId);
  const link = joinLink(room.code);
  const lead = useMutation({
    mutationFn: async () => {
      if (room.created_by !== userId) await takeOverSession(client, room.id);
    },
    onSuccess: () => leadHere({ id: room.id, code: room.code, expiresAt: room.expires_at, concertId: room.concert_id, facility: facilityId }, concert),
  });
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
      <RoomAction
        label={t('facilityRoom.lead')}
        title={title}
        primary
        pending={lead.isPending}
        problem={lead.isError ? t('lead.running.failed') : null}
        onPress={() => lead.mutate()}
      />
    </div>
  );
}

/** This device leads the room from now on (its console on /session), started as the concert's night stands. */
function useLeadHere(userId: string) {
  const navigate = useNavigate();
  return (session: Omit<LedSession, 'userId' | 'live'>, concert: ProgrammeConcert | null | undefined) => {
    const live = liveOpening(concert);
    saveLedSession({ ...session, userId, ...(live ? { live } : {}) });
    navigate('/session');
  };
}

interface RoomActionProps {
  label: string;
  /** The concert's title, in the button's name: a page lists several. */
  title: string;
  primary: boolean;
  pending: boolean;
  problem: string | null;
  onPress: () => void;
}

/** A card's one press for its room, and what went wrong with it. */
function RoomAction({ label, title, primary, pending, problem, onPress }: RoomActionProps) {
  const errorId = useId();
  return (
    <>
      <Button
        variant={primary ? 'primary' : 'secondary'}
        aria-label={`${label}: ${title}`}
        aria-describedby={problem ? errorId : undefined}
        disabled={pending}
        className="w-full sm:w-auto"
        onClick={onPress}
      >
        {label}
      </Button>
      {problem && (
        <p id={errorId} role="alert" className="text-lg font-semibold text-red-800 dark:text-red-300">
          {problem}
        </p>
      )}
    </>
  );
}
