// Types for bench/lib.mjs, which scripts/design/screenshots.ts shares with the benchmarks.
export const CHROMIUM: string;
export const CHROMIUM_ARGS: string[];
export function servePreview(options: { port: number; outDir?: string }): Promise<{ url: string; stop: () => void }>;
export function median(values: number[]): number;
