/**
 * The person's settings for watching a concert, shared by both players (features/player, features/aframe-demo):
 * the comfort settings chosen in the accessibility panel, the remembered caption choice, and the headset's
 * words. A headset behaves and speaks the same on either page. Other features read them through this entry only.
 */
export { readPlayerComfort, toPlayerComfort, usePlayerComfort, type PlayerComfort } from './player-comfort';
export { CAPTION_STORAGE_KEY, readCaptionPreference, writeCaptionPreference } from './caption-preference';
export { CaptionChoice } from './caption-choice';
export { useGazeTexts, type GazeWords } from './gaze-texts';
