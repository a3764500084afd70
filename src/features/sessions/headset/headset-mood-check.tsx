import type { TuttiClient } from '@/lib/supabase/client';
import { MoodCheck } from '@/ui/mood-check';
import type { RoomState } from '../session-messages';
import type { SessionPlayer } from '../session-player';
import type { HeadsetPlaying } from './mood-moment';
import { useHeadsetMood } from './use-headset-mood';

interface HeadsetMoodCheckProps {
  client: TuttiClient;
  sessionId: string;
  device: string;
  room: RoomState | null;
  playing: HeadsetPlaying;
  player: SessionPlayer | null;
}

/**
 * Before and after the room's concert, the headset asks its resident how they feel (issue 26): the shared check
 * (ui/mood-check.tsx), in VR and on the screen. Skip is always there, and the concert never waits for an answer.
 */
export function HeadsetMoodCheck({ client, sessionId, device, room, playing, player }: HeadsetMoodCheckProps) {
  const mood = useHeadsetMood(client, sessionId, device, room, playing);
  return <MoodCheck asking={mood.ask?.moment ?? null} answers={mood} host={player} />;
}
