import { useTranslation } from 'react-i18next';
import type { PlayerController, PlayerSnapshot } from '@xr/aframe/player';
import { buttonClasses } from '@/ui/button';

interface FlatOverlayProps {
  player: PlayerController;
  snapshot: PlayerSnapshot;
}

/**
 * What a flat screen shows over the scene (never a gaze target: those are for the headset): the caption,
 * the captions switch, the next concert at the end, and 'Enter VR' where a headset can enter.
 */
export function FlatOverlay({ player, snapshot }: FlatOverlayProps) {
  const { t } = useTranslation(['aframe', 'player']);
  if (snapshot.vr.active) return null;
  const { captions, next, state, vr } = snapshot;
  return (
    <>
      <CaptionLine text={captions.text} lang={captions.lang} />
      <div className="absolute right-3 bottom-3 z-10 flex flex-wrap justify-end gap-2">
        {state === 'ended' && next && (
          <button type="button" className={buttonClasses('primary')} onClick={() => player.choose(next.id)}>
            {t('player:watchNext', { title: next.title })}
          </button>
        )}
        {captions.tracks.length > 0 && (
          // On: a white ring around it, besides the state a screen reader announces.
          <button
            type="button"
            aria-pressed={captions.lang !== null}
            className={buttonClasses('primary', 'aria-pressed:ring-4 aria-pressed:ring-white')}
            onClick={() => player.toggleCaptions()}
          >
            {t('player:captions')}
          </button>
        )}
        {vr.available && (
          // Inside the click: browsers let the sound and the session start only from a gesture.
          <button type="button" className={buttonClasses('primary')} onClick={() => player.enterVr()}>
            {t('aframe:enterVr')}
          </button>
        )}
      </div>
    </>
  );
}

/**
 * The current caption over the bottom of the picture: white on near-black whatever the picture, sized in
 * rem so it follows the site's text size. Not a live region: a screen reader would read every cue over
 * the music; captions are for the eyes.
 */
function CaptionLine({ text, lang }: { text: string; lang: string | null }) {
  if (!text) return null;
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-20 flex justify-center px-3">
      <p lang={lang ?? undefined} className="line-clamp-3 max-w-3xl rounded-md bg-black/85 px-3 py-1 text-center text-lg leading-snug whitespace-pre-line text-white sm:text-xl md:text-2xl">
        {text}
      </p>
    </div>
  );
}
