import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The .vtt files under a folder, at any depth. */
export function vttFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return vttFiles(path);
    return entry.name.endsWith('.vtt') ? [path] : [];
  });
}
