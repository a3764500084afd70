// hls.js ships no types for its light build: it is the same class, built without some features
// (see hls-build.ts), so it takes the full build's types.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
