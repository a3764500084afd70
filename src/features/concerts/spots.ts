import { remainingSpots } from './concert-rules';
import type { ProgrammeConcert } from './programme';

/** SPEC section 9: at this many remaining spots or fewer the message turns urgent ('Only N spots left!', red). */
export const FEW_SPOTS_THRESHOLD = 20;

/** Translation key (in `concerts:upcoming`, pluralised by `count`) of the spots message. */
export type SpotsMessageKey = 'spotsLeft' | 'spotsAvailable';

export interface SpotsMessage {
  key: SpotsMessageKey;
  count: number;
  /** Shown in red: few spots remain. */
  urgent: boolean;
}

/** 'Only N spots left!' at FEW_SPOTS_THRESHOLD remaining spots or fewer, otherwise 'N spots available'. */
export function spotsMessage(concert: Pick<ProgrammeConcert, 'capacity' | 'registered'>): SpotsMessage {
  const count = remainingSpots(concert);
  const urgent = count <= FEW_SPOTS_THRESHOLD;
  return { key: urgent ? 'spotsLeft' : 'spotsAvailable', count, urgent };
}
