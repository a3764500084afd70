/**
 * A barrier for race tests: each caller awaits the returned function, and all are released together once
 * `parties` have arrived, so their statements reach the server at the same moment.
 */
export function barrier(parties: number): () => Promise<void> {
  let arrived = 0;
  let release = () => {};
  const open = new Promise<void>((resolve) => (release = resolve));
  return () => {
    arrived += 1;
    if (arrived === parties) release();
    return open;
  };
}
