import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { releaseLoopState } from './vite-plugin-r3f-loop-release';

const DIST = join(import.meta.dirname, '..', 'node_modules', '@react-three', 'fiber', 'dist');
const eventsChunk = () => readFileSync(join(DIST, readdirSync(DIST).find((f) => /^events-\w+\.esm\.js$/.test(f)) ?? 'missing'), 'utf8');

describe('releaseLoopState', () => {
  it('lets go of the last root and subscription in the installed React Three Fiber', () => {
    const patched = releaseLoopState(eventsChunk());
    expect(patched).toContain('  subscription = undefined;\n  subscribers = undefined;\n');
    expect(patched).toContain('  useFrameInProgress = false;\n  state = undefined;\n');
  });

  it('fails loudly when the loop it patches is not there', () => {
    expect(() => releaseLoopState('function loop() {}')).toThrow(/render loop changed/);
  });
});
