import { Icon } from './icons';

/** Muted autoplay is all a browser allows: one clear, large press turns the sound on. */
export function SoundPrompt({ label, onPress }: { label: string; onPress: () => void }) {
  return (
    <button
      type="button"
      onClick={onPress}
      className="absolute right-2 top-2 inline-flex min-h-11 items-center gap-2 rounded-lg bg-amber-300 px-4 text-base font-semibold text-slate-950 shadow-lg hover:bg-amber-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      <Icon name="soundOn" />
      {/* On a tiny screen (a phone at 200 % zoom) the word would cover the picture and the timeline: the icon stays. */}
      <span className="max-[15rem]:sr-only">{label}</span>
    </button>
  );
}
