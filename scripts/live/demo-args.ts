import { type LiveOutput, liveHlsOutputArgs } from './hls-output-args.ts';

/** The streams of the demo's looping source file (demo-source.ts): per rendition video then audio, then captions. */
export interface DemoSourceLayout {
  renditions: number;
  captions: number;
}

/**
 * The demo, live, without re-encoding: the source file read at its own pace (-re) over and over, its
 * packets copied into the live ladder. The demo's renditions already have a keyframe every 2 s, so every
 * segment starts on one.
 */
export function demoPackagerArgs(source: string, layout: DemoSourceLayout, output: LiveOutput): string[] {
  const last = layout.renditions - 1;
  const pictures = Array.from({ length: layout.renditions }, (_, i) => ['-map', `0:v:${i}`, '-map', `0:a:${i}`]).flat();
  const captions = Array.from({ length: layout.captions }, (_, k) => ['-map', `0:a:${last}`, '-map', `0:s:${k}`]).flat();
  return [
    '-hide_banner', '-nostdin', '-loglevel', 'error',
    '-re', '-stream_loop', '-1', '-i', source,
    ...pictures, ...captions,
    '-c:v', 'copy', '-c:a', 'copy',
    ...liveHlsOutputArgs(output),
  ];
}
