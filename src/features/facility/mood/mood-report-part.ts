import { lazyPart } from '@/lib/lazy-part';
import type { MoodReportProps } from './mood-report-props';

/**
 * A mood report where one is shown (a facility's page, the admins' dashboard): its code, and the chart library with
 * it, come when it is first drawn, never with the page. One lazy import for both, so both load the same chunk.
 */
const part = lazyPart<MoodReportProps>(() => import('./mood-report-view'));
export const MoodReport = part.Part;
/** Asks for the report's code ahead of use (a button about to open it hovered or focused). */
export const preloadMoodReport = part.preload;
