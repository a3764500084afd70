/**
 * For a page that lets a headset wait for a live concert in the player (issue 24): whether this browser can
 * enter VR, and the shape of the waiting room the player shows in the headset until the stream starts.
 */
export { useImmersiveVrSupported as useCanEnterVr, type HeadsetWaitingRoom } from '@xr/react/headset-waiting-room';
