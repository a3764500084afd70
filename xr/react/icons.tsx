/** Small inline icons for the control bar: the engine ships no icon font and fetches nothing. */
const PATHS = {
  play: 'M8 5v14l11-7z',
  pause: 'M6 5h4v14H6zM14 5h4v14h-4z',
  soundOn: 'M4 9v6h4l5 4V5L8 9zM16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12',
  soundOff: 'M4 9v6h4l5 4V5L8 9zM16 9l5 6M21 9l-5 6',
  fullscreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  recenter: 'M12 3v4M12 17v4M3 12h4M17 12h4M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6z',
  headset: 'M3 8h18v8h-6l-3-3-3 3H3zM7.5 12h.01M16.5 12h.01',
  motion: 'M8 3h8v18H8zM11 18h2M3 9a9 9 0 0 0 0 6M21 9a9 9 0 0 1 0 6',
  swapEyes: 'M4 8h13l-3-3M20 16H7l3 3',
  restart: 'M4 12a8 8 0 1 0 2.34-5.66M4 4v5h5',
  captions: 'M3 5h18v14H3zM10 10.5a2.5 2.5 0 1 0 0 3M17 10.5a2.5 2.5 0 1 0 0 3',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  const filled = name === 'play' || name === 'pause';
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"
      fill={filled ? 'currentColor' : 'none'} stroke={filled ? 'none' : 'currentColor'} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}
