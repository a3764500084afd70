/** The slider's position rules (SPEC section 4): moving past either end wraps around. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** Which position a key moves to, or undefined for a key the slider does not handle. */
export function indexForKey(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowLeft':
      return wrapIndex(current - 1, count);
    case 'ArrowRight':
      return wrapIndex(current + 1, count);
    case 'Home':
      return 0;
    case 'End':
      return wrapIndex(-1, count);
    default:
      return undefined;
  }
}
