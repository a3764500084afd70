import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { PosterImage } from './poster-image';
import { VIDEO_HOST_NAMES, videoEmbedUrl, type VideoHost } from './video-embed-url';

export interface VideoEmbedProps {
  host: VideoHost;
  videoId: string;
  /** What plays, already translated: it names the play button and the player frame. */
  title: string;
  /** A local image (never the host's thumbnail: fetching that would tell the host about the visit). */
  poster: string;
  /** The poster's own size, so its box is reserved before it loads. */
  posterWidth?: number;
  posterHeight?: number;
  /** The width the poster is drawn at (its `sizes`), for a poster that is a still of the demo hall. */
  posterSizes?: string;
  className?: string;
}

/**
 * A YouTube or Vimeo video that loads nothing from its host until the person presses play: a local
 * poster and a play button first, then the host's player in the same 16:9 box (so nothing moves), with
 * focus handed to the player so the keyboard can pause it. A note says where playing loads from.
 */
export function VideoEmbed({ host, videoId, title, poster, posterWidth = 640, posterHeight = 360, posterSizes = '(min-width: 768px) 50vw, 100vw', className }: VideoEmbedProps) {
  const { t } = useTranslation('media');
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const src = videoEmbedUrl(host, videoId);
  const service = VIDEO_HOST_NAMES[host];

  useEffect(() => {
    // The button the person pressed is gone: without this, focus would fall back to <body>.
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <div className={cn('space-y-2', className)}>
      <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-slate-900 [container-type:size]">
        {playing && src ? (
          <iframe
            ref={frame}
            src={src}
            title={t('frameTitle', { title, service })}
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 size-full border-0 focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-brand-400"
          />
        ) : (
          <>
            <PosterImage src={poster} sizes={posterSizes} width={posterWidth} height={posterHeight} className="absolute inset-0 size-full object-cover" />
            {src ? <PlayButton label={t('play', { title, service })} text={t('playVisible')} onPlay={() => setPlaying(true)} /> : <Unavailable text={t('unavailable')} />}
          </>
        )}
      </div>
      {src && <p className="text-sm text-slate-700 dark:text-slate-300">{t('privacyNote', { service })}</p>}
    </div>
  );
}

/** The whole poster is the target (easy on a phone); the visible label is the start of its accessible name. */
function PlayButton({ label, text, onPlay }: { label: string; text: string; onPlay: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onPlay}
      className={cn(
        'group absolute inset-0 flex cursor-pointer flex-col items-center justify-center gap-3 bg-slate-950/20 transition-colors hover:bg-slate-950/35',
        'focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white focus-visible:ring-8 focus-visible:ring-brand-700 focus-visible:ring-inset',
      )}
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white/90 motion-safe:transition-transform motion-safe:group-hover:scale-105 sm:size-20">
        <PlayIcon />
      </span>
      {/* In a poster too low for the icon and the words (a phone at a large text size), the icon alone: the words stay its name. */}
      <span className="rounded-full bg-slate-950/85 px-4 py-1.5 text-base font-semibold text-white [@container(max-height:9rem)]:sr-only">{text}</span>
    </button>
  );
}

function Unavailable({ text }: { text: string }) {
  return (
    <p className="absolute inset-x-0 bottom-0 bg-slate-950/85 p-4 text-center text-base font-semibold text-white">{text}</p>
  );
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-8 sm:size-10" fill="currentColor">
      <path d="M7 4.5v15a1 1 0 0 0 1.52.85l12-7.5a1 1 0 0 0 0-1.7l-12-7.5A1 1 0 0 0 7 4.5z" />
    </svg>
  );
}
