import { useEffect, useState, useSyncExternalStore } from 'react';
import { createAframePlayer, type CreatePlayerOptions, type PlayerController, type PlayerSnapshot } from '@xr/aframe/player';

const NOTHING = () => () => undefined;

/**
 * The player engine for the A-Frame scene: created once per start concert, released on unmount. Later
 * changes to the words, titles, dwell time and volume ceiling go to the running engine (`configure`).
 */
export function useAframePlayer(options: CreatePlayerOptions): { player: PlayerController | null; snapshot: PlayerSnapshot | null } {
  const [player, setPlayer] = useState<PlayerController | null>(null);
  const first = options.startId ?? options.playlist[0]?.id;

  useEffect(() => {
    const created = createAframePlayer(options);
    setPlayer(created);
    return () => {
      created.destroy();
      setPlayer(null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the engine lives as long as its start concert: the other options reach it through setters
  }, [first]);

  const { texts, playlist, dwellMs, volumeCeiling } = options;
  useEffect(() => player?.configure({ texts, playlist, dwellMs, volumeCeiling }), [player, texts, playlist, dwellMs, volumeCeiling]);

  const snapshot = useSyncExternalStore(player?.subscribe ?? NOTHING, () => player?.getSnapshot() ?? null);
  return { player, snapshot };
}
