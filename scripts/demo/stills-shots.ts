import { EYE, floorY } from './scene/layout';

/**
 * The stills of the demo hall (public/images/stills/, src/content/stills.ts): where each camera stands, what
 * it looks at and when. Metres in the hall's frame (scene/layout.ts: the stage down -z, x to the right, y up);
 * `beat` is the moment of the motion loop (score.ts), `fov` the vertical field of view in degrees.
 */
export type Mood = 'concert' | 'waiting';

export interface Shot {
  position: readonly [number, number, number];
  target: readonly [number, number, number];
  fov: number;
  beat: number;
  /** 'waiting': before the music, the stage lights low and the house a little brighter. */
  mood: Mood;
  /** Seat the audience in the seats the 360° camera keeps free around the demo's seat (not for its own view). */
  fillViewerSeats: boolean;
  /** false: the stage lit and empty (a picture for artists who are not the demo's string players). */
  players: boolean;
}

/** Seated eye height over the stalls floor at depth z. */
const seated = (z: number) => floorY(z) + EYE.height;

export const SHOTS = {
  // The demo's own seat, third row centre: the stage fills the frame, the bows mid-stroke.
  'stage-row3': { position: [EYE.x, EYE.height + 0.1, EYE.z + 0.6], target: [0, 2.35, -7], fov: 54, beat: 3.25, mood: 'concert', fillViewerSeats: false, players: true },
  // The first balcony at the back of the hall: the whole room, stalls audience in front of the lit stage.
  'hall-balcony': { position: [1.6, 6.0, 12.9], target: [0, 2.3, -6], fov: 46, beat: 1.5, mood: 'concert', fillViewerSeats: true, players: true },
  // The left aisle of the stalls, a few rows back: the stage at an angle over the heads in front.
  'stage-side': { position: [-6.38, seated(0.7) + 0.2, 0.7], target: [0.3, 1.9, -6.2], fov: 40, beat: 5.25, mood: 'concert', fillViewerSeats: true, players: true },
  // The string players close up, from the stage's edge on the left.
  'players-close': { position: [-1.0, 2.0, -1.8], target: [0.4, 1.6, -5.5], fov: 36, beat: 2.25, mood: 'concert', fillViewerSeats: true, players: true },
  // The hall from the back of the stalls before the music: house lights low, the audience seated, the players waiting.
  'hall-waiting': { position: [6.38, seated(11.5) + 0.35, 11.5], target: [0, 2.2, -6], fov: 44, beat: 0, mood: 'waiting', fillViewerSeats: true, players: true },
  // A detail: the harpsichord and its player, from beside the first violin.
  harpsichord: { position: [-2.2, 1.9, -5.9], target: [-0.3, 1.75, -7.6], fov: 34, beat: 4.02, mood: 'concert', fillViewerSeats: true, players: true },
  // The stage lit and empty from the middle of the stalls (a standing eye, over the heads), the audience waiting: the picture of any artist who
  // is not the demo's string quartet (a rock band, a jazz trio, a singer), so no one is shown as someone else.
  'hall-empty': { position: [0, floorY(5.5) + 1.75, 5.5], target: [0, 2.6, -7.5], fov: 42, beat: 0, mood: 'concert', fillViewerSeats: true, players: false },
  // The same lit, empty stage from the front row of the right first balcony, over its rail: the second neutral picture, so neighbouring
  // cards of artists who are not the demo's ensemble need not show the very same view.
  'hall-empty-side': { position: [8.7, 4.2 + 1.6, 6.5], target: [-1.2, 2.2, -7], fov: 40, beat: 0, mood: 'concert', fillViewerSeats: true, players: false },
} as const satisfies Record<string, Shot>;

export type ShotName = keyof typeof SHOTS;
