/**
 * The build's INEFFECTIVE_DYNAMIC_IMPORT warnings: a module imported lazily somewhere and eagerly elsewhere
 * stays in the eager importer's chunk, so the lazy split it was written for never happens (issue 22: the
 * sample programme's texts of all six languages rode along this way).
 */
// Colour codes, as a terminal-bound build prints them.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const WARNING = /\[INEFFECTIVE_DYNAMIC_IMPORT\]\s*(\S+) is dynamically imported by (.+?) but also statically imported by (.+?), dynamic import will not move/;

export interface IneffectiveImport {
  /** The module that was meant to load on demand. */
  module: string;
  /** Who imports it eagerly, keeping it in their chunk. */
  staticImporters: string[];
}

/** Every warning of a build log (colours or none), once per module. */
export function ineffectiveImports(log: string): IneffectiveImport[] {
  const found = new Map<string, IneffectiveImport>();
  for (const line of log.replace(ANSI, '').split('\n')) {
    if (!line.includes('INEFFECTIVE_DYNAMIC_IMPORT')) continue;
    const match = WARNING.exec(line);
    // A warning worded otherwise (a new bundler version) still counts: the line itself is the module.
    const module = match?.[1] ?? line.trim();
    found.set(module, { module, staticImporters: match?.[3]?.split(', ') ?? [] });
  }
  return [...found.values()];
}
