import workerUrl from 'hls.js/dist/hls.worker.js?url';
import { createMediaSource, type MediaSourceHandle } from '../core/media/media-source';
import type { PlayerState } from '../core/media/player-state';
import type { ComponentBase } from './aframe-types';

interface VideosphereData {
  src: string;
  loop: boolean;
}

/** What the gaze menu calls on the sphere's component. */
export interface HlsVideosphereApi {
  media: MediaSourceHandle | null;
  togglePlay(): void;
  changeVolume(delta: number): void;
}

type Self = ComponentBase<VideosphereData> & HlsVideosphereApi & { onEnterVr: () => void };


/**
 * Drives an <a-videosphere>/<a-sky>'s material with a video played by xr/core's media source: hls.js
 * (transmuxing in its worker) wherever MSE exists, native HLS or a file elsewhere. Emits `media-state`.
 */
export const hlsVideosphere = {
  schema: {
    src: { type: 'string', default: '' },
    loop: { type: 'boolean', default: true },
  },

  init(this: Self) {
    this.media = null;
    // Entering VR is a click: the moment the browser lets the concert's sound start.
    this.onEnterVr = () => {
      this.media?.setMuted(false);
      void this.media?.play();
    };
    this.el.sceneEl?.addEventListener('enter-vr', this.onEnterVr);
  },

  update(this: Self) {
    this.media?.destroy();
    const { src, loop } = this.data;
    if (!src) return;
    const video = document.createElement('video');
    const emit = (state: PlayerState) => this.el.emit('media-state', { state });
    this.media = createMediaSource({
      video,
      src,
      loop,
      muted: true,
      autoplay: true,
      workerPath: workerUrl,
      maxTextureSize: this.el.sceneEl?.renderer?.capabilities.maxTextureSize,
      onState: emit,
    });
    // Only a video with a frame can become a texture: earlier, WebGL rejects the upload ("no video").
    // Until then the sphere stays dark rather than flashing white in a headset.
    this.el.setAttribute('material', 'color', '#0f172a');
    video.addEventListener('loadeddata', () => this.el.setAttribute('material', { src: video, color: '#ffffff' }), { once: true });
  },

  togglePlay(this: Self) {
    if (!this.media) return;
    if (this.media.video.paused) void this.media.play();
    else this.media.pause();
  },

  changeVolume(this: Self, delta: number) {
    if (!this.media) return;
    const { video } = this.media;
    this.media.setMuted(false);
    this.media.setVolume(Math.round((video.volume + delta) * 10) / 10);
  },

  remove(this: Self) {
    this.el.sceneEl?.removeEventListener('enter-vr', this.onEnterVr);
    this.media?.destroy();
    this.media = null;
  },
};
