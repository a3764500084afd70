import { useEffect } from 'react';
import type { SessionPlayer } from '../session-player';

/**
 * Once the live stream has appeared, the headset starts the concert by itself, with no press: the player's
 * fade-in brings the sound up, and its live lock places it on the room's moment. It waits for the concert's
 * entry to reach the player's playlist (the page adds it when the doors open), and starts it once per
 * player: a reload or a new player starts again.
 */
export function useLiveStart(player: SessionPlayer | null, concertId: string, ready: boolean): void {
  useEffect(() => {
    if (!player || !ready) return;
    const start = () => {
      const snapshot = player.getSnapshot();
      if (snapshot.entry.id === concertId) return true;
      if (!snapshot.playlist.some((entry) => entry.id === concertId)) return false;
      player.choose(concertId, { start: true });
      return true;
    };
    if (start()) return;
    const stop = player.subscribe(() => {
      if (start()) stop();
    });
    return stop;
  }, [player, concertId, ready]);
}
