import { useTranslation } from 'react-i18next';
import type { StereoLayout } from '@xr/react/labels';
import { player360Loader, useLoadedModule } from '@xr/react/load-player';
import { ProgressBar } from '@/ui/progress-bar';
import { usePlayerLabels } from './use-player-labels';

interface ConcertPlayerProps {
  src: string;
  poster?: string;
  loop?: boolean;
  layout?: StereoLayout;
  /** Unattended screens (the conference demo): after an error, try again by itself after this delay. */
  autoRetryMs?: number;
}

/** A concert's 360° player, in the visitor's language. */
export function ConcertPlayer({ src, poster, loop = false, layout, autoRetryMs }: ConcertPlayerProps) {
  const labels = usePlayerLabels();
  // Its own chunks: three.js, React Three Fiber and hls.js download only where a player shows.
  const Player360 = useLoadedModule(player360Loader)?.Player360;
  if (!Player360) return <PlayerLoading />;
  return <Player360 src={src} poster={poster} loop={loop} layout={layout} autoRetryMs={autoRetryMs} labels={labels} />;
}

function PlayerLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-4 rounded-xl bg-slate-100 p-6 sm:aspect-video dark:bg-slate-800" aria-busy="true">
      <p className="text-lg font-medium">{t('loading.page')}</p>
      <ProgressBar label={t('loading.progressLabel')} className="max-w-xs" />
    </div>
  );
}
