import { ErrorDetails, ErrorTypes } from 'hls.js';
import { describe, expect, it } from 'vitest';
import { fatalErrorKind, troubleKind } from './hls-errors';

// The real enums (plain string constants); hls.js itself is not started.
const hls = { ErrorTypes, ErrorDetails };

describe('fatalErrorKind', () => {
  it('sorts network, media and other errors', () => {
    expect(fatalErrorKind({ type: ErrorTypes.NETWORK_ERROR, details: ErrorDetails.FRAG_LOAD_ERROR }, hls)).toBe('network');
    expect(fatalErrorKind({ type: ErrorTypes.NETWORK_ERROR, details: ErrorDetails.MANIFEST_LOAD_ERROR }, hls)).toBe('network');
    expect(fatalErrorKind({ type: ErrorTypes.MEDIA_ERROR, details: ErrorDetails.BUFFER_APPEND_ERROR }, hls)).toBe('media');
    expect(fatalErrorKind({ type: ErrorTypes.KEY_SYSTEM_ERROR, details: ErrorDetails.KEY_SYSTEM_NO_KEYS }, hls)).toBe('other');
    expect(fatalErrorKind({ type: ErrorTypes.MUX_ERROR, details: ErrorDetails.REMUX_ALLOC_ERROR }, hls)).toBe('other');
  });
  it('treats incompatible codecs as unsupported, whatever their type', () => {
    expect(fatalErrorKind({ type: ErrorTypes.MEDIA_ERROR, details: ErrorDetails.MANIFEST_INCOMPATIBLE_CODECS_ERROR }, hls)).toBe('unsupported');
    expect(fatalErrorKind({ type: ErrorTypes.MEDIA_ERROR, details: ErrorDetails.BUFFER_INCOMPATIBLE_CODECS_ERROR }, hls)).toBe('unsupported');
  });
});

describe('troubleKind', () => {
  it('names the cause of non-fatal errors as for fatal ones', () => {
    expect(troubleKind({ type: ErrorTypes.NETWORK_ERROR, details: ErrorDetails.FRAG_LOAD_TIMEOUT }, hls)).toBe('network');
    expect(troubleKind({ type: ErrorTypes.MEDIA_ERROR, details: ErrorDetails.BUFFER_APPEND_ERROR }, hls)).toBe('media');
    expect(troubleKind({ type: ErrorTypes.MEDIA_ERROR, details: ErrorDetails.FRAG_PARSING_ERROR }, hls)).toBe('media');
  });
  it('blames nothing on a drained buffer: a missing segment drains it as well as a broken decoder', () => {
    for (const details of [ErrorDetails.BUFFER_STALLED_ERROR, ErrorDetails.BUFFER_NUDGE_ON_STALL, ErrorDetails.BUFFER_SEEK_OVER_HOLE]) {
      expect(troubleKind({ type: ErrorTypes.MEDIA_ERROR, details }, hls), details).toBeNull();
    }
  });
});
