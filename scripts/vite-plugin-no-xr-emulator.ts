import type { Plugin } from 'vite';

const STUB_ID = '\0tutti-no-xr-emulator';

/**
 * @pmndrs/xr can inject a WebXR emulator (iwer with its rooms: several MB) through a dynamic import.
 * Our store turns emulation off, yet the bundler still emits those chunks; this swaps the module for a
 * stub so the build ships none of it. Tests inject iwer into the page themselves.
 */
export function noXrEmulator(): Plugin {
  return {
    name: 'tutti-no-xr-emulator',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './emulate.js' && importer?.includes('@pmndrs/xr')) return STUB_ID;
      return null;
    },
    load(id) {
      if (id !== STUB_ID) return null;
      return "export function emulate() { throw new Error('The WebXR emulator is not part of this build.'); }\n";
    },
  };
}
