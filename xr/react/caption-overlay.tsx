interface CaptionOverlayProps {
  /** The caption showing now ('' for none). */
  text: string;
  /** The caption's language, which may differ from the page's (for the right hyphenation and glyphs). */
  lang?: string | null;
}

/**
 * The current caption, drawn by the site over the bottom of the picture and above the controls: white on
 * near-black whatever the picture, sized in rem so it follows the site's text size, at most three lines.
 * Not a live region: a screen reader would read every cue over the music; captions are for the eyes.
 */
export function CaptionOverlay({ text, lang }: CaptionOverlayProps) {
  if (!text) return null;
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-[calc(var(--player-controls-height,0px)_+_0.75rem)] flex justify-center px-3">
      <p
        lang={lang ?? undefined}
        className="line-clamp-3 max-w-3xl rounded-md bg-black/85 px-3 py-1 text-center text-lg leading-snug whitespace-pre-line text-white sm:text-xl md:text-2xl"
      >
        {text}
      </p>
    </div>
  );
}
