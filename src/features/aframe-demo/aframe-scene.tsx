import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GAZE_TARGET_SELECTOR } from '@xr/aframe/register-components';
import { buttonClasses } from '@/ui/button';
import { ProgressBar } from '@/ui/progress-bar';
import { componentAttribute } from './component-attribute';
import { useAframe } from './use-aframe';

export interface AframeSceneProps {
  src: string;
}

const ENTER_VR_ID = 'tutti-aframe-enter-vr';
// Our own bitmap font: A-Frame's stock fonts come from its CDN and lack accented letters.
const FONT = { font: '/fonts/tutti-sdf.json', fontImage: '/fonts/tutti-sdf.png' };

/** The A-Frame 360° scene: the video sphere, a gaze cursor and the gaze menu, in the visitor's language. */
export function AframeScene({ src }: AframeSceneProps) {
  const { t } = useTranslation('aframe');
  const status = useAframe();
  const descriptionId = useId();
  return (
    <section aria-label={t('regionLabel')} aria-describedby={descriptionId} className="flex flex-col gap-3">
      <div className="relative h-[65svh] min-h-72 max-h-[48rem] w-full overflow-hidden rounded-xl bg-slate-900">
        {status === 'loading' && <SceneLoading label={t('loading')} />}
        {status === 'error' && (
          <p role="alert" className="flex h-full items-center justify-center p-6 text-center text-lg text-white">
            {t('error')}
          </p>
        )}
        {status === 'ready' && <SceneContent src={src} />}
      </div>
      <p id={descriptionId} className="text-base text-slate-700 dark:text-slate-300">
        {t('description')}
      </p>
    </section>
  );
}

function SceneLoading({ label }: { label: string }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-4 p-6 text-white" aria-busy="true">
      <p className="text-lg font-medium">{label}</p>
      <ProgressBar label={label} className="max-w-xs" />
    </div>
  );
}

function SceneContent({ src }: AframeSceneProps) {
  const { t } = useTranslation('aframe');
  const menu = componentAttribute({
    target: '#tutti-aframe-sphere',
    rig: '#tutti-aframe-rig',
    ...FONT,
    playLabel: t('menu.play'),
    pauseLabel: t('menu.pause'),
    volumeDownLabel: t('menu.volumeDown'),
    volumeUpLabel: t('menu.volumeUp'),
    recenterLabel: t('menu.recenter'),
    exitLabel: t('menu.exitVr'),
  });
  return (
    <>
      {/* Before the scene: A-Frame looks this button up when the scene starts. */}
      <button type="button" id={ENTER_VR_ID} className={buttonClasses('primary', 'absolute right-3 bottom-3 z-10')}>
        {t('enterVr')}
      </button>
      <a-scene
        embedded=""
        xr-mode-ui={componentAttribute({ enabled: true, enterVRButton: `#${ENTER_VR_ID}`, enterAREnabled: false })}
        loading-screen="enabled: false"
        device-orientation-permission-ui="enabled: false"
      >
        <a-entity id="tutti-aframe-rig">
          <a-videosphere id="tutti-aframe-sphere" hls-videosphere={componentAttribute({ src, loop: true })} segments-width="64" segments-height="32" />
          <a-entity gaze-menu={menu} />
        </a-entity>
        <a-entity camera="" position="0 1.6 0" look-controls="magicWindowTrackingEnabled: false">
          <a-entity
            cursor="rayOrigin: entity; fuse: false"
            raycaster={componentAttribute({ objects: GAZE_TARGET_SELECTOR, far: 5 })}
            position="0 0 -1"
            geometry="primitive: ring; radiusInner: 0.012; radiusOuter: 0.018"
            material="shader: flat; color: #ffffff"
          />
        </a-entity>
      </a-scene>
    </>
  );
}
