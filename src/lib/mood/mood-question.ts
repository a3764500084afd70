import type { TFunction } from 'i18next';
import type { MoodMoment, MoodStep } from './record-mood';

/**
 * The words of the mood check in a headset, in the shape the engine's MoodPanel shows them
 * (xr/core/gaze/mood-panel.ts, MoodCheckContent; described here by shape, as lib knows nothing of the engine).
 */
export interface MoodQuestionContent {
  question: string;
  hint: string;
  faces: readonly [string, string, string, string, string];
  skip: string;
  /** Given once answered: the board says it, and no target shows. */
  thanks?: string;
}

/** What the engine's panel does with a look at a face or at Skip. */
export interface MoodQuestionActions {
  answer(face: MoodStep): void;
  skip(): void;
}

/** The question of `moment` from the `mood` namespace, or its thanks once answered. */
export function moodQuestionContent(t: TFunction<'mood'>, moment: MoodMoment, thanked: boolean): MoodQuestionContent {
  return {
    question: t(`prompt.${moment}`),
    hint: t('hint'),
    faces: [t('faces.1'), t('faces.2'), t('faces.3'), t('faces.4'), t('faces.5')],
    skip: t('skip'),
    ...(thanked ? { thanks: t('thanks') } : {}),
  };
}
