/**
 * `npm run media:ingest -- <camera file> [options]`: a 360° camera file to an HLS folder any static host
 * serves (see USAGE in options.ts). The work is in pipeline.ts; this file only reads the command line,
 * draws progress and turns known failures into a one-paragraph message and exit code 1.
 */
import { IngestError } from './errors';
import { parseCli, USAGE } from './options';
import { ingest } from './pipeline';
import { createProgress } from './progress';

async function main(argv: readonly string[]): Promise<number> {
  const cli = parseCli(argv);
  if (cli.help) {
    console.log(USAGE);
    return 0;
  }
  const started = Date.now();
  const manifest = await ingest({
    ...cli.options,
    progress: (label, seconds) => createProgress(label, seconds),
    log: (message) => console.log(message),
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  const made = `${manifest.layout}, ${count(manifest.renditions.length, 'rendition')}, ${count(manifest.captions.length, 'caption track')}`;
  console.log(`Done in ${seconds} s: ${cli.options.outDir}/master.m3u8 (${made})`);
  if (manifest.warnings.length > 0) console.log(`${count(manifest.warnings.length, 'warning')} above: see stream.json.`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (!(error instanceof IngestError)) throw error;
    console.error(`media:ingest: ${error.message}`);
    if (error.usage) console.error(`\n${USAGE}`);
    process.exit(1);
  },
);
