/** The headset's own mood check for a concert watched alone, for the concert page. */
export { AloneHeadsetMood, type AloneHeadsetMoodProps } from './alone-headset-mood';
export type { AloneHeadsetPlayer } from './alone-headset-player';
