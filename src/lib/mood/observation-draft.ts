import { OBSERVED_EMOTIONS, type MoodStep, type Observation, type ObservedEmotion } from './record-mood';

/** What staff have tapped so far: the database takes only all four emotions together. */
export type ObservationDraft = Partial<Record<ObservedEmotion, MoodStep>>;

export const missingEmotions = (draft: ObservationDraft): ObservedEmotion[] => OBSERVED_EMOTIONS.filter((emotion) => draft[emotion] === undefined);

/** The observation to save, or null while an emotion is still unrated. */
export function completeObservation(draft: ObservationDraft): Observation | null {
  const { pleasure, alertness, anxiety, sadness } = draft;
  return pleasure && alertness && anxiety && sadness ? { pleasure, alertness, anxiety, sadness } : null;
}
