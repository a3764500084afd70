const POLL_MS = 500;
/** Read when this module loads: by the time a caller asks, the parent may already be gone. */
const STARTED_BY = process.ppid;

/**
 * Calls `callback` once the process that started this one has gone. `npm start` runs a script through
 * `sh -c`, and npm hands SIGTERM to that shell only, which dies without passing it on: this process would
 * run on under init, with its ffmpeg. Node has no event for it, so the parent's id is checked twice a second.
 */
export function onParentExit(callback: () => void, parentPid = STARTED_BY): () => void {
  const timer = setInterval(() => {
    if (process.ppid === parentPid) return;
    clearInterval(timer);
    callback();
  }, POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
