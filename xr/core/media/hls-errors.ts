import type { ErrorData } from 'hls.js';
import type { HlsClass } from './hls-types';
import type { FatalErrorKind } from './recovery-policy';

/** Errors no retry can fix: the stream's codecs are not playable on this device. */
const UNSUPPORTED_DETAILS = ['MANIFEST_INCOMPATIBLE_CODECS_ERROR', 'BUFFER_INCOMPATIBLE_CODECS_ERROR'] as const;

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
