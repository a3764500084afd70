import { describe, expect, it } from 'vitest';
import { mapLimit } from './map-limit';

/** A task the test finishes by hand, to see how many run at once. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('mapLimit', () => {
  it('keeps the order of the items whatever order the work finishes in', async () => {
    const delays = [30, 0, 10, 5];
    const results = await mapLimit(delays, 2, (ms) => new Promise<number>((resolve) => setTimeout(() => resolve(ms), ms)));
    expect(results).toEqual(delays);
  });

  it('runs at most `limit` at once and starts the next when one finishes', async () => {
    const tasks = Array.from({ length: 5 }, () => deferred<string>());
    const started: number[] = [];
    const all = mapLimit([0, 1, 2, 3, 4], 2, (i) => {
      started.push(i);
      return tasks[i]?.promise ?? Promise.reject(new Error('no task'));
    });
    await tick();
    expect(started).toEqual([0, 1]);
    tasks[1]?.resolve('b');
    await tick();
    expect(started).toEqual([0, 1, 2]);
    tasks.forEach((task, i) => task.resolve(String(i)));
    await expect(all).resolves.toEqual(['0', 'b', '2', '3', '4']);
  });

  it('rejects on the first failure and starts nothing after it', async () => {
    const tasks = Array.from({ length: 4 }, () => deferred<number>());
    const started: number[] = [];
    const all = mapLimit([0, 1, 2, 3], 2, (i) => {
      started.push(i);
      return tasks[i]?.promise ?? Promise.reject(new Error('no task'));
    });
    await tick();
    tasks[0]?.reject(new Error('segment 0 is gone'));
    await expect(all).rejects.toThrow('segment 0 is gone');
    tasks[1]?.resolve(1);
    await tick();
    expect(started).toEqual([0, 1]);
  });

  it('gives an empty list for no items', async () => {
    await expect(mapLimit([], 4, () => Promise.resolve(1))).resolves.toEqual([]);
  });
});
