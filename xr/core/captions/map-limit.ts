/**
 * `work` over every item with at most `limit` running at once, results in the order of the items. A long
 * concert's subtitle playlist can list thousands of segments: fetching them all at once would crowd out the
 * video's own requests. The first failure rejects the whole and no further item is started.
 */
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  const queue = items.entries(); // shared by the workers: each takes the next item when it is free
  let failed = false;
  const worker = async () => {
    for (const [i, item] of queue) {
      if (failed) return;
      try {
        results[i] = await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
