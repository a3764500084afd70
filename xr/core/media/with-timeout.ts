/**
 * Settles as `work` does, or rejects with `reason()` once `ms` have passed, whichever comes first. The work
 * itself is not stopped (an `import()` cannot be): a caller that can abort it does so when this rejects.
 */
export function withTimeout<T>(work: Promise<T>, ms: number, reason: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(reason()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
