// Types for bench/round-trips.mjs, which tests/e2e/round-trips.spec.ts shares with bench/player.mjs.
import type { Browser, Page } from '@playwright/test';

export interface Reachable {
  all: number;
  detached: number;
}

export interface MemoryAfterGc {
  heapMb: number;
  usedMb: number;
  videos: Reachable;
  canvases: Reachable;
  webgl: { created: number; lostOnScreen: number; lostDetached: number };
}

export interface RoundTrips {
  first: MemoryAfterGc;
  last: MemoryAfterGc;
  warnings: string[];
  trips: number;
}

export function watchWebGlContexts(): void;
export function memoryAfterGc(page: Page, cdp: unknown): Promise<MemoryAfterGc>;
export function measureRoundTrips(options: {
  browser: Browser;
  url: string;
  viewport: { width: number; height: number };
  trips?: number;
  waitForPlayback: (page: Page, seconds: number) => Promise<unknown>;
}): Promise<RoundTrips>;
export const ROUND_TRIP_BUDGET: { lostContexts: number; detachedVideos: number; detachedCanvases: number; heapSlackMb: number };
export function roundTripRows(result: RoundTrips): [string, string, string, boolean][];
