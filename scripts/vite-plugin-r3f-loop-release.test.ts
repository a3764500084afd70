import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { releaseLoopState } from './vite-plugin-r3f-loop-release';

const DIST = join(import.meta.dirname, '..', 'node_modules', '@react-three', 'fiber', 'dist');
const eventsChunk = () => readFileSync(join(DIST, readdirSync(DIST).find((f) => /^events-\w+\.esm\.js$/.test(f)) ?? 'missing'), 'utf8');

describe('releaseLoopState', () => {
  it('keeps the last root and subscription local to each pass in the installed React Three Fiber', () => {
    const patched = releaseLoopState(eventsChunk());
    expect(patched).toContain('  const subscribers = state.internal.subscribers;\n');
    expect(patched).toContain('    const subscription = subscribers[i];\n');
    expect(patched).toContain('    const state = root.store.getState();\n');
    // The module variables are no longer assigned.
    for (const assignment of ['\n  subscribers = ', '\n    subscription = ', '\n    state = root']) expect(patched).not.toContain(assignment);
  });

  it('fails loudly when the loop it patches is not there', () => {
    expect(() => releaseLoopState('function loop() {}')).toThrow(/render loop changed/);
  });
});
