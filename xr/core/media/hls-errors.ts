import type { ErrorData } from 'hls.js';
import type { HlsClass } from './hls-types';
import type { FatalErrorKind } from './recovery-policy';

/** Errors no retry can fix: the stream's codecs are not playable on this device. */
const UNSUPPORTED_DETAILS = ['MANIFEST_INCOMPATIBLE_CODECS_ERROR', 'BUFFER_INCOMPATIBLE_CODECS_ERROR'] as const;

/**
 * hls.js reports a drained buffer as media errors of its own, whatever drained it (most often a segment that
 * did not arrive): they say playback stopped, not why, so they never decide what a stall is blamed on.
 */
const STALL_SYMPTOMS = ['BUFFER_STALLED_ERROR', 'BUFFER_NUDGE_ON_STALL', 'BUFFER_SEEK_OVER_HOLE'] as const;

/**
 * Sorts a fatal hls.js error into what the recovery policy knows. The enums come from the loaded class
 * because hls.js is only ever imported dynamically.
 */
export function fatalErrorKind(data: Pick<ErrorData, 'type' | 'details'>, hls: Pick<HlsClass, 'ErrorTypes' | 'ErrorDetails'>): FatalErrorKind {
  if (UNSUPPORTED_DETAILS.some((name) => hls.ErrorDetails[name] === data.details)) return 'unsupported';
  if (data.type === hls.ErrorTypes.NETWORK_ERROR) return 'network';
  if (data.type === hls.ErrorTypes.MEDIA_ERROR) return 'media';
  return 'other';
}

/**
 * What any hls.js error, fatal or not, says about the cause of trouble, or null when it is only a symptom of
 * a stall. A stall with no fatal error is blamed on the last cause seen (see the engine's stall watchdog).
 */
export function troubleKind(data: Pick<ErrorData, 'type' | 'details'>, hls: Pick<HlsClass, 'ErrorTypes' | 'ErrorDetails'>): FatalErrorKind | null {
  if (STALL_SYMPTOMS.some((name) => hls.ErrorDetails[name] === data.details)) return null;
  return fatalErrorKind(data, hls);
}
