import { FOCUS_ON_PICTURE } from './focus-ring';
import { Icon } from './icons';

/**
 * Muted autoplay is all a browser allows: one clear, large press turns the sound on. In a narrow player (a
 * phone) it takes the top-left corner, away from the page's floating button at the right; in a very narrow
 * one (a phone at a large text size or zoom) the words would cover much of the picture: the icon stays, and
 * the words remain its name.
 */
export function SoundPrompt({ label, onPress }: { label: string; onPress: () => void }) {
  return (
    <button
      type="button"
      onClick={onPress}
      className={`absolute top-2 right-2 inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg bg-amber-300 px-4 text-base font-semibold text-slate-950 shadow-lg hover:bg-amber-200 @max-2xl:right-auto @max-2xl:left-2 @max-xs:px-2 ${FOCUS_ON_PICTURE}`}
    >
      <Icon name="soundOn" />
      <span className="@max-xs:sr-only">{label}</span>
    </button>
  );
}
