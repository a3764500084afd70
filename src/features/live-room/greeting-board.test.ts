import { describe, expect, it } from 'vitest';
import { decisionFromBroadcast, greetingBoard, type GreetingRow } from './greeting-board';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

const row = (id: string, status: string, message: string, created: string, decided: string | null = null): GreetingRow => ({
  id,
  status,
  message,
  created_at: `2026-11-27T19:${created}:00Z`,
  decided_at: decided === null ? null : `2026-11-27T19:${decided}:00Z`,
});

const rows = [
  row(A, 'approved', 'Greetings from De Linde, Utrecht!', '01', '05'),
  row(B, 'pending', 'Hello from Zonnehuis', '02'),
  row(C, 'rejected', 'Not for the stage', '03', '04'),
];
const none = new Set<string>();

describe('greetingBoard', () => {
  it('shows the approved rows and lists the pending ones for moderation; rejected ones in neither', () => {
    const board = greetingBoard(rows, [], none);
    expect(board.shown).toEqual([{ id: A, message: 'Greetings from De Linde, Utrecht!' }]);
    expect(board.pending).toEqual([{ id: B, message: 'Hello from Zonnehuis', sentAt: '2026-11-27T19:02:00Z' }]);
  });

  it('puts a greeting approved since at the top of the display and out of the queue', () => {
    const board = greetingBoard(rows, [{ id: B, status: 'approved', at: Date.parse('2026-11-27T19:10:00Z') }], none);
    expect(board.shown.map((g) => g.message)).toEqual(['Hello from Zonnehuis', 'Greetings from De Linde, Utrecht!']);
    expect(board.pending).toEqual([]);
  });

  it('shows a broadcast approval of a greeting it has not read yet, with the broadcast’s text', () => {
    const fresh = '44444444-4444-4444-8444-444444444444';
    const board = greetingBoard(rows, [{ id: fresh, status: 'approved', message: 'Hi from Leiden', at: Date.parse('2026-11-27T19:20:00Z') }], none);
    expect(board.shown[0]).toEqual({ id: fresh, message: 'Hi from Leiden' });
  });

  it('takes a withdrawn greeting off the display', () => {
    const board = greetingBoard(rows, [{ id: A, status: 'rejected', at: 1 }], none);
    expect(board.shown).toEqual([]);
  });

  it('keeps a rejected greeting off the display and out of the queue', () => {
    const board = greetingBoard(rows, [{ id: B, status: 'rejected', at: 2 }], none);
    expect(board.shown.map((g) => g.id)).toEqual([A]);
    expect(board.pending).toEqual([]);
  });

  it('hides a greeting being decided from the queue (and only from the queue) until the answer comes', () => {
    expect(greetingBoard(rows, [], new Set([B])).pending).toEqual([]);
    expect(greetingBoard(rows, [], new Set([B])).shown.map((g) => g.id)).toEqual([A]);
  });

  it('keeps at most `keep` on the display, newest first', () => {
    const many = Array.from({ length: 5 }, (_, i) => row(`${i}`, 'approved', `m${i}`, `1${i}`, `2${i}`));
    expect(greetingBoard(many, [], none, 3).shown.map((g) => g.message)).toEqual(['m4', 'm3', 'm2']);
  });

  it('lists the queue oldest first', () => {
    const queue = [row('x', 'pending', 'second', '09'), row('y', 'pending', 'first', '08')];
    expect(greetingBoard(queue, [], none).pending.map((g) => g.message)).toEqual(['first', 'second']);
  });
});

describe('decisionFromBroadcast', () => {
  it('reads a well-formed broadcast and refuses others', () => {
    expect(decisionFromBroadcast({ greeting: A, status: 'approved', message: 'Hi' }, 5)).toEqual({ id: A, status: 'approved', message: 'Hi', at: 5 });
    expect(decisionFromBroadcast({ greeting: A, status: 'rejected' }, 6)).toEqual({ id: A, status: 'rejected', at: 6 });
    expect(decisionFromBroadcast({ greeting: A, status: 'approved' }, 7)).toBeNull();
    expect(decisionFromBroadcast({ greeting: 'nope', status: 'rejected' }, 7)).toBeNull();
  });
});
