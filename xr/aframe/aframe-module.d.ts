// A-Frame has no typings of its own; its default export is the AFRAME global.
declare module 'aframe' {
  const AFRAME: import('./aframe-types').AFrameLike;
  export default AFRAME;
}
