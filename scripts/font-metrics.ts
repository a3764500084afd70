/**
 * Vertical metrics of a WOFF font file (the uncompressed container fontsource ships beside each woff2), read
 * to size the local fallback fonts of src/index.css. Only relative imports with `.ts`.
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

export interface VerticalMetrics {
  unitsPerEm: number;
  ascent: number;
  /** Positive: how far below the baseline. */
  descent: number;
  lineGap: number;
}

/** The font's tables by tag, inflated (WOFF 1.0: a 44-byte header, then 20 bytes per table). */
function woffTables(file: Buffer): Map<string, Buffer> {
  if (file.toString('latin1', 0, 4) !== 'wOFF') throw new Error('font-metrics: not a WOFF file');
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < file.readUInt16BE(12); i++) {
    const entry = 44 + i * 20;
    const offset = file.readUInt32BE(entry + 4);
    const compressed = file.readUInt32BE(entry + 8);
    const raw = file.subarray(offset, offset + compressed);
    tables.set(file.toString('latin1', entry, entry + 4), compressed < file.readUInt32BE(entry + 12) ? inflateSync(raw) : raw);
  }
  return tables;
}

/** hhea's ascender, descender and line gap: what Chromium and Safari lay lines out by. */
export function verticalMetrics(path: string): VerticalMetrics {
  const tables = woffTables(readFileSync(path));
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  if (!head || !hhea) throw new Error(`font-metrics: ${path} has no head or hhea table`);
  return { unitsPerEm: head.readUInt16BE(18), ascent: hhea.readInt16BE(4), descent: -hhea.readInt16BE(6), lineGap: hhea.readInt16BE(8) };
}

/** The overrides that give a fallback scaled by `sizeAdjust` the web font's line box (as percentages). */
export function fallbackOverrides(metrics: VerticalMetrics, sizeAdjust: number): { ascent: number; descent: number; lineGap: number } {
  const scale = metrics.unitsPerEm * sizeAdjust;
  return { ascent: (metrics.ascent / scale) * 100, descent: (metrics.descent / scale) * 100, lineGap: (metrics.lineGap / scale) * 100 };
}
