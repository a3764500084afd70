/** The headset part of the player: its own chunk, downloaded only where `immersive-vr` is supported. */
export { createImmersiveStore, type ImmersiveStore } from './immersive-store';
export { ImmersiveView, type ImmersiveViewProps } from './immersive-view';
