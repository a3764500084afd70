import { useEffect, useMemo, useRef, useState } from 'react';
import { createClockPinger, createSyncFollower, localNow, SharedClock, type FollowerReport } from '@xr/core/sync';
import { readStored, writeStored } from '@/lib/safe-storage';
import type { TuttiClient } from '@/lib/supabase/client';
import { controlEvents, memberEvents, type HeadsetStatus, type HeadsetStatusMessage, type RoomState } from './session-messages';
import { controlTopic, membersTopic, openSessionTopic, type LinkStatus, type SessionTopic } from './session-channel';
import { syncMediaOf, type SessionPlayer } from './session-player';
import { followerHold } from './live/follower-hold';
import { liveHeadsetStatus } from './live/live-headset-status';
import { roomWallClock } from './live/room-wall-clock';

/**
 * A headset restates its status this often besides each change (and at once to a new leader): every member of
 * the room receives each one, so this is most of a room's Realtime traffic (README: 'Applause and greetings').
 */
const STATUS_EVERY_MS = 15_000;

/**
 * How a headset catches up, as Jellyfin's SyncPlay does ('speed to sync' over about a second, 'skip to sync'
 * beyond half a second): a headset that started late is in step within the 2 s fade-in every start and
 * resume has, so the faster playing is barely heard. Small drift mid-concert needs only a few percent.
 */
const CATCH_UP = { maxRateDelta: 0.15, settleSeconds: 1.5 } as const;

export interface RoomFollower {
  link: LinkStatus;
  /** The room as last heard (null before the first message). */
  room: RoomState | null;
  report: FollowerReport | null;
  /**
   * The room's clock as this headset estimates it (the leader's wall clock, ms): a live concert's program
   * date-times are read against it, so headsets whose own clocks differ show the same moment. Stable.
   */
  wallClock: () => number;
  /** What this headset's player holds and does now (its entry's id and state). */
  playing: { entry: string; state: string };
}

/** What the facilitator's list shows for this headset. */
function statusOf(link: LinkStatus, report: FollowerReport | null, inVr: boolean): HeadsetStatus {
  if (link !== 'live') return 'reconnecting';
  const status = report?.status ?? 'waiting';
  if (status === 'waiting') return inVr ? 'in-vr' : 'joined';
  return status;
}

/**
 * A headset's side of a session: keeps a clock shared with the facilitator's tablet, follows the room's
 * state on the player (the concert prepared in advance, a shared start, drift corrected), and shows itself
 * to the facilitator. When the network or the facilitator goes, the player simply plays on; when it
 * comes back, the next state (at most two seconds away) brings it back in step.
 */
export function useRoomFollower(client: TuttiClient, sessionId: string, device: string, player: SessionPlayer | null): RoomFollower {
  const [link, setLink] = useState<LinkStatus>('connecting');
  const [room, setRoom] = useState<RoomState | null>(null);
  const [report, setReport] = useState<FollowerReport | null>(null);
  const [inVr, setInVr] = useState(false);
  const [duration, setDuration] = useState<number | null>(null);
  const [playing, setPlaying] = useState({ entry: '', state: '' });
  const clockRef = useRef<SharedClock | null>(null);
  const wallClock = useMemo(() => roomWallClock(() => clockRef.current), []);
  const number = useFirstNumber(sessionId, device, room);
  const applied = useRef<{ recenter: number; volume: number; tab: string; epoch: number } | null>(null);
  const topicsRef = useRef<{ members: SessionTopic<typeof memberEvents> } | null>(null);

  useEffect(() => {
    if (!player) return;
    player.setFollowing(true);
    const clock = new SharedClock({ now: localNow });
    clockRef.current = clock;
    const control = openSessionTopic(client, controlTopic(sessionId), controlEvents, device);
    const members = openSessionTopic(client, membersTopic(sessionId), memberEvents, device);
    topicsRef.current = { members };
    members.track({ role: 'headset', device });
    const pinger = createClockPinger({ id: device, clock, now: localNow, send: (ping) => members.send('ping', ping) });
    const follower = createSyncFollower({ media: syncMediaOf(player), clock, now: localNow, onReport: setReport, correction: CATCH_UP });
    const hold = followerHold(follower);
    control.on('pong', (pong) => pinger.receive(pong));
    control.on('state', (state) => {
      const last = applied.current;
      if (last && state.leader.epoch < last.epoch) return;
      // Another tablet (or a reload on another device) leads now: its clock is the room's clock.
      if (last && state.leader.tab !== last.tab) {
        clock.reset();
        pinger.burst();
      }
      follow(player, state, last);
      hold.set('live', state.live !== undefined);
      if (!state.live) follower.apply(state.playback);
      applied.current = { recenter: state.recenter, volume: state.volume, tab: state.leader.tab, epoch: state.leader.epoch };
      setRoom(state);
    });
    members.onStatus((status) => {
      setLink(status);
      if (status !== 'live') return;
      pinger.burst();
      members.send('hello', { device });
    });
    pinger.start();
    // The resident takes the headset off (the page hides): stop correcting; back on, land where the room is.
    // The device may have slept, so its clock is measured again.
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') return hold.set('hidden', true);
      clock.reset();
      pinger.burst();
      hold.set('hidden', false);
    };
    document.addEventListener('visibilitychange', onVisibility);
    const stopWatching = player.subscribe(() => {
      const snapshot = player.getSnapshot();
      setInVr(snapshot.vr.active);
      setDuration(Number.isFinite(snapshot.duration) ? snapshot.duration : null);
      setPlaying((before) => (before.entry === snapshot.entry.id && before.state === snapshot.state ? before : { entry: snapshot.entry.id, state: snapshot.state }));
    });
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stopWatching();
      follower.dispose();
      pinger.dispose();
      control.close();
      members.close();
      topicsRef.current = null;
      clockRef.current = null;
      player.setFollowing(false);
    };
  }, [client, sessionId, device, player]);

  // What this headset is doing, for the facilitator's list: at once when it changes or another tab (or a reload)
  // takes the lead, and every STATUS_EVERY_MS in case a message was lost.
  const liveConcert = room?.live ? room.playback.concertId : null;
  const leaderEpoch = room?.leader.epoch ?? null;
  useEffect(() => {
    const status: HeadsetStatusMessage = liveConcert
      ? { device, status: liveHeadsetStatus(link, playing.entry === liveConcert, playing.state, inVr), driftMs: null, inSync: false, duration: null }
      : { device, status: statusOf(link, report, inVr), driftMs: report?.driftMs ?? null, inSync: report?.inSync ?? false, duration };
    const said = number === null ? status : { ...status, n: number };
    const say = () => topicsRef.current?.members.send('status', said);
    say();
    const timer = window.setInterval(say, STATUS_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [device, link, report, inVr, duration, liveConcert, playing, leaderEpoch, number]);

  return { link, room, report, wallClock, playing };
}

/** The number the room first gave this headset, kept for the session (a reload keeps it too). */
function useFirstNumber(sessionId: string, device: string, room: RoomState | null): number | null {
  const key = `session-number:${sessionId}:${device}`;
  const [number, setNumber] = useState<number | null>(() => {
    const stored = Number(readStored(key, 'session'));
    return Number.isInteger(stored) && stored > 0 ? stored : null;
  });
  const given = room?.labels[device]?.n ?? null;
  useEffect(() => {
    if (number !== null || given === null) return;
    writeStored(key, String(given), 'session');
    setNumber(given);
  }, [key, number, given]);
  return number;
}

/**
 * The room's concert, level and recentring on this player (what a recording's playback does is the follower's
 * job). A live concert is started by the headset itself once its stream appears (headset/live-doors.tsx); until
 * then whatever played before is stopped, and when the session ends the concert stops with it.
 */
function follow(player: SessionPlayer, state: RoomState, last: { recenter: number; volume: number } | null): void {
  const { concertId, status } = state.playback;
  const onIt = player.getSnapshot().entry.id === concertId;
  if (state.live) {
    if (!onIt || status === 'ended') player.pause();
  } else if (concertId && !onIt) player.choose(concertId, { start: false });
  if (!last || last.volume !== state.volume) player.setVolume(state.volume);
  if (last && state.recenter > last.recenter) player.recenter();
}
