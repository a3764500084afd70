import type { FaceIcon } from '../faces';
import type { GazeTargetId } from '../gaze/gaze-ui';
import { isMenuAction, type MenuAction } from '../gaze/menu-actions';
import type { GazeTexts, PlayerSnapshot, TargetFace } from './player-types';

interface FaceContext {
  texts: GazeTexts;
  snapshot: PlayerSnapshot;
  running: boolean;
  isDisabled: (action: MenuAction) => boolean;
}

/**
 * Each action names what it will do now ("Pause" while playing); a toggle says its state ("Captions: on"
 * while they show), which a look changes.
 */
function menuFace(action: MenuAction, { texts, snapshot, running }: FaceContext): { icon: FaceIcon; label: string } {
  switch (action) {
    case 'play-pause':
      return running ? { icon: 'pause', label: texts.pause } : { icon: 'play', label: texts.play };
    case 'restart':
      return { icon: 'restart', label: texts.restart };
    case 'back-30':
      return { icon: 'back30', label: texts.back30 };
    case 'forward-30':
      return { icon: 'forward30', label: texts.forward30 };
    case 'captions':
      return snapshot.captions.lang ? { icon: 'captionsOn', label: texts.captionsOn } : { icon: 'captionsOff', label: texts.captionsOff };
    case 'volume-down':
      return { icon: 'quieter', label: texts.quieter };
    case 'volume-up':
      return { icon: 'louder', label: texts.louder };
    case 'recenter':
      return { icon: 'recenter', label: texts.recenter };
    case 'choose-concert':
      return { icon: 'concerts', label: texts.chooseConcert };
    case 'exit-vr':
      return { icon: 'exitVr', label: texts.exitVr };
    case 'back-to-live':
      return { icon: 'live', label: texts.backToLive };
  }
}

/** How a gaze target looks now: a menu item, the menu button, a chooser's card title or its own items. */
export function targetFace(id: GazeTargetId, context: FaceContext): TargetFace {
  if (isMenuAction(id)) return { ...menuFace(id, context), disabled: context.isDisabled(id) };
  if (id === 'handle') return { icon: 'menu', label: context.texts.menu, disabled: false };
  if (id === 'nav:back') return { icon: 'back', label: context.texts.back, disabled: false };
  if (id === 'nav:more') return { icon: 'more', label: context.texts.more, disabled: false };
  const entryId = id.slice('card:'.length);
  const entry = context.snapshot.playlist.find((item) => item.id === entryId);
  return { icon: null, label: entry?.title ?? '', disabled: false };
}
