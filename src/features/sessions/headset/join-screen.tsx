import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useAuth } from '@/lib/auth/auth-context';
import type { TuttiClient } from '@/lib/supabase/client';
import { typeKey } from '../session-code';
import type { SessionPlayer } from '../session-player';
import { useRoomFollower } from '../use-room-follower';
import { SessionsOffline } from '../sessions-offline';
import { CodeEntry } from './code-entry';
import { HeadsetApplause } from './headset-applause';
import { HeadsetMoodCheck } from './headset-mood-check';
import { LiveDoors, type LiveSlot } from './live-doors';
import type { CountdownFormat } from './live-waiting';
import { OfflineCodeField } from './offline-code-field';
import { RoomBanner } from './room-banner';
import { useGazeKeypad } from './use-gaze-keypad';
import { useJoin, type JoinProblem } from './use-join';

/**
 * The page's player, given by the page: it reports its engine so the session can lead it, and plays a live
 * room's concert (its live entry, on the room's clock) when given one.
 */
export type SessionPlayerSlot = (props: { onPlayer: (player: SessionPlayer | null) => void; live: LiveSlot | null }) => ReactNode;

interface JoinScreenProps {
  linkCode: string | null;
  player: SessionPlayerSlot;
  /** How the waiting room of a live concert counts down (the concert page's, from the page). */
  countdown: CountdownFormat;
}

/** /join: a headset (or a phone in a headset) joins a group session and follows it. */
export function JoinScreen({ linkCode, player, countdown }: JoinScreenProps) {
  const { t } = useTranslation('sessions');
  const { configured, client } = useAuth();
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6">
      <header className="space-y-3">
        <h1 className="text-4xl font-extrabold tracking-tight text-brand-950 sm:text-5xl dark:text-white">{t('join.title')}</h1>
        <p className="text-xl text-slate-700 dark:text-slate-300">{t(configured ? 'join.intro' : 'join.introOffline')}</p>
      </header>
      {configured ? (
        <Joining client={client} linkCode={linkCode} player={player} countdown={countdown} />
      ) : (
        <>
          <OfflineCodeField />
          <SessionsOffline />
        </>
      )}
    </div>
  );
}

function problemText(t: TFunction<'sessions'>, problem: JoinProblem | null, joining: boolean): string {
  if (joining) return t('join.joining');
  if (problem === null) return '';
  return typeof problem === 'string' ? t(`join.problem.${problem}`) : t('join.problem.slowDown', { count: problem.slowDown });
}

function Joining({ client, linkCode, player, countdown }: Omit<JoinScreenProps, 'linkCode'> & { client: TuttiClient | null; linkCode: string | null }) {
  const { t } = useTranslation('sessions');
  const { state, join, leave } = useJoin(client, linkCode);
  const [engine, setEngine] = useState<SessionPlayer | null>(null);
  const [code, setCode] = useState(linkCode ?? '');
  const [live, setLive] = useState<LiveSlot | null>(null);
  const joining = state.stage === 'joining';
  useGazeKeypad({
    player: engine,
    wanted: state.stage !== 'joined',
    code,
    message: problemText(t, state.stage === 'entering' ? state.problem : null, joining),
    press: (key) => setCode((before) => typeKey(before, key)),
    erase: () => setCode((before) => before.slice(0, -1)),
    submit: () => join(code),
  });
  return (
    <>
      {state.stage === 'joined' && client ? (
        <Following client={client} sessionId={state.sessionId} device={state.device} facility={state.facility} player={engine} onLeave={leave} countdown={countdown} onLive={setLive} />
      ) : (
        <section className="space-y-4">
          <CodeEntry code={code} onCode={setCode} onJoin={() => join(code)} joining={joining} problem={state.stage === 'entering' ? state.problem : null} />
          <p className="text-lg text-slate-700 dark:text-slate-300">{t('join.vrHint')}</p>
        </section>
      )}
      {/* One player for the whole visit: the session's concert plays on the element the lobby prepared. */}
      {player({ onPlayer: setEngine, live: state.stage === 'joined' ? live : null })}
    </>
  );
}

interface FollowingProps {
  client: TuttiClient;
  sessionId: string;
  device: string;
  facility: string | null;
  player: SessionPlayer | null;
  onLeave: () => void;
  countdown: CountdownFormat;
  onLive: (slot: LiveSlot | null) => void;
}

function Following({ client, sessionId, device, facility, player, onLeave, countdown, onLive }: FollowingProps) {
  const follower = useRoomFollower(client, sessionId, device, player);
  const { room } = follower;
  const liveConcert = room?.live ? room.playback.concertId : null;
  return (
    <>
      <RoomBanner follower={follower} device={device} facility={facility} onLeave={onLeave} />
      <HeadsetMoodCheck client={client} sessionId={sessionId} device={device} room={room} playing={follower.playing} player={player} />
      {room?.live && liveConcert && room.playback.status !== 'ended' && (
        <LiveDoors concertId={liveConcert} doorsOpen={room.live.doorsOpen} follower={follower} player={player} countdown={countdown} onLive={onLive} />
      )}
      {liveConcert && room?.playback.status !== 'ended' && follower.playing.entry === liveConcert && (
        <HeadsetApplause client={client} sessionId={sessionId} player={player} />
      )}
    </>
  );
}
