import { describe, expect, it } from 'vitest';
import { MoodRefused } from '@/lib/mood/record-mood';
import { defaultMoment } from './mood-moment';
import { moodProblemKey } from '@/lib/mood/mood-problem';
import { completeObservation, missingEmotions } from '@/lib/mood/observation-draft';

describe('the moment staff rate by default', () => {
  it('is before while the room waits, after once the concert has begun, paused or ended', () => {
    expect(defaultMoment('waiting', false)).toBe('before');
    expect(defaultMoment('playing', false)).toBe('after');
    expect(defaultMoment('paused', false)).toBe('after');
    expect(defaultMoment('ended', false)).toBe('after');
  });

  it('is after for a headset rated before, though a live room still waits: the after rating never replaces the before', () => {
    expect(defaultMoment('waiting', true)).toBe('after');
  });
});

describe('an observation being tapped', () => {
  it('is complete only with all four emotions, and says which are missing', () => {
    expect(completeObservation({})).toBeNull();
    expect(missingEmotions({})).toEqual(['pleasure', 'alertness', 'anxiety', 'sadness']);
    const three = { pleasure: 5, alertness: 1, sadness: 2 } as const;
    expect(completeObservation(three)).toBeNull();
    expect(missingEmotions(three)).toEqual(['anxiety']);
    expect(completeObservation({ ...three, anxiety: 3 })).toEqual({ pleasure: 5, alertness: 1, anxiety: 3, sadness: 2 });
    expect(missingEmotions({ ...three, anxiety: 3 })).toEqual([]);
  });
});

describe('why a rating was not saved', () => {
  it('names the refusals staff can act on, and asks to try again for anything else', () => {
    expect(moodProblemKey(new MoodRefused('session_over'))).toBe('problem.sessionOver');
    expect(moodProblemKey(new MoodRefused('answered_by_another'))).toBe('problem.answeredByAnother');
    expect(moodProblemKey(new MoodRefused('mood_check_off'))).toBe('problem.off');
    expect(moodProblemKey(new MoodRefused('not_member'))).toBe('problem.failed');
    expect(moodProblemKey(new TypeError('Failed to fetch'))).toBe('problem.failed');
  });
});
