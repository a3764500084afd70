import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPlayer, type CreatePlayerOptions, type PlayerController, type PlayerSnapshot } from '../core/player';

const NOTHING = () => () => undefined;

/**
 * The player's engine for one mount: created once (per start concert), released on unmount. Later changes
 * to the words, titles, look time and volume ceiling go to the running engine (`configure`).
 */
export function usePlayer(options: CreatePlayerOptions): { player: PlayerController | null; snapshot: PlayerSnapshot | null } {
  const [player, setPlayer] = useState<PlayerController | null>(null);
  const first = options.startId ?? options.playlist[0]?.id;

  useEffect(() => {
    const created = createPlayer(options);
    setPlayer(created);
    return () => {
      created.destroy();
      setPlayer(null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the engine lives as long as its start concert: the other options reach it through setters
  }, [first, options.loop, options.autoRetryMs]);

  const { texts, playlist, dwellMs, volumeCeiling } = options;
  useEffect(() => player?.configure({ texts, playlist, dwellMs, volumeCeiling }), [player, texts, playlist, dwellMs, volumeCeiling]);

  const snapshot = useSyncExternalStore(player?.subscribe ?? NOTHING, () => player?.getSnapshot() ?? null);
  return { player, snapshot };
}
