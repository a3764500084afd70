/**
 * What a site needs to wait for a live concert in the headset (issue 24): whether this browser can enter VR at
 * all (a Quest's, say), and, for a player created with `hold`, the waiting room shown in its session until the
 * site lets the stream start (`hold` turned false).
 */
import { useEffect, useState } from 'react';
import type { WaitingRoomActions, WaitingRoomContent } from '../core/gaze/waiting-panel';
import type { PlayerController } from '../core/player';
import { detectXrSupport, type XrNavigator } from '../core/session/xr-support';

export type { WaitingRoomActions, WaitingRoomContent };

/** The waiting room the site shows in the headset: its words (already translated) and what its targets do. */
export interface HeadsetWaitingRoom {
  content: WaitingRoomContent;
  actions: WaitingRoomActions;
}

/** True once the browser says it can run an immersive VR session (false until it has answered, and on the server). */
export function useImmersiveVrSupported(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    let live = true;
    void detectXrSupport(navigator as XrNavigator).then((support) => live && setSupported(support.immersiveVr));
    return () => {
      live = false;
    };
  }, []);
  return supported;
}

/**
 * Shows `room` in the player's headset view while given (new words each time they change), and nothing once it
 * is null. A held player starts its stream as soon as `hold` is false, with the caption choice of that moment
 * (made on the page or in the headset while waiting).
 */
export function useHeadsetWaitingRoom(player: PlayerController | null, room: HeadsetWaitingRoom | null, hold: boolean, captions: string | null | undefined): void {
  useEffect(() => {
    if (!player) return;
    if (room) player.waiting.show(room.content, room.actions);
    else player.waiting.hide();
  }, [player, room]);
  useEffect(() => () => player?.waiting.hide(), [player]);
  useEffect(() => {
    if (player && !hold) player.startHeld(captions);
  }, [player, hold, captions]);
}
