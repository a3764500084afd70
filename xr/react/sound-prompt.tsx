import { FOCUS_ON_PICTURE } from './focus-ring';
import { Icon } from './icons';

/**
 * Muted autoplay is all a browser allows: one clear, large press turns the sound on. It takes the top-left
 * corner at every width, away from the page's floating button at the right (which a wide player scrolls
 * under too, at a large text size). In a very narrow player (a phone at a large text size or zoom) the words
 * would cover much of the picture: the icon stays, and the words remain its name. In a tiny one (a 320 px phone at 200 % zoom) a 44 px target alone would cover a
 * sixth of the picture: there it is 2rem (32 CSS px, over the 24 px of WCAG 2.5.8).
 */
/** Longer than this ('Toque para activar el sonido'), the words wrap and cover the picture: only in a wide player. */
const LONG_LABEL = 18;

export function SoundPrompt({ label, onPress }: { label: string; onPress: () => void }) {
  return (
    <button
      type="button"
      onClick={onPress}
      className={`absolute top-2 left-2 inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg bg-amber-300 px-4 text-base font-semibold text-slate-950 shadow-lg hover:bg-amber-200 @max-xs:px-2 @max-[10rem]:min-h-8 @max-[10rem]:min-w-8 @max-[10rem]:px-1 ${FOCUS_ON_PICTURE}`}
    >
      <Icon name="soundOn" />
      <span className={label.length > LONG_LABEL ? '@max-2xl:sr-only' : '@max-xs:sr-only'}>{label}</span>
    </button>
  );
}
