import type { PlaylistEntry } from './player-types';

/** What the end of a concert in a headset may do, given by the player controller. */
export interface HeadsetEnd {
  /** Played on (the demo, the kiosk: nobody asked for a choice). */
  playOn: boolean;
  next: PlaylistEntry | null;
  /** How many concerts the player offers. */
  offered: number;
  alive(): boolean;
  choose(id: string): void;
  restart(): void;
  openChooser(): void;
}

/**
 * The end of a concert in a headset. Played on, the next concert starts, or the only one again; otherwise the
 * chooser stays offered until the person makes a choice.
 */
export function endInHeadset({ playOn, next, offered, alive, choose, restart, openChooser }: HeadsetEnd): void {
  if (!playOn) {
    if (offered > 1) openChooser();
    return;
  }
  // After the media source has finished telling its observers: choosing replaces it.
  queueMicrotask(() => {
    if (!alive()) return;
    if (next) choose(next.id);
    else restart();
  });
}
