import { describe, expect, it } from 'vitest';
import { stageConnection } from './stage-connection';

describe('stageConnection', () => {
  it('is connecting until both channels are live for the first time', () => {
    expect(stageConnection(['connecting', 'connecting'], false)).toBe('connecting');
    expect(stageConnection(['live', 'connecting'], false)).toBe('connecting');
    expect(stageConnection(['live', 'live'], false)).toBe('live');
  });

  it('is reconnecting when either drops after it was live', () => {
    expect(stageConnection(['live', 'reconnecting'], true)).toBe('reconnecting');
    expect(stageConnection(['connecting', 'live'], true)).toBe('reconnecting');
  });

  it('is denied when Realtime refuses either channel', () => {
    expect(stageConnection(['live', 'denied'], true)).toBe('denied');
  });
});
