/** The ffmpeg command that takes the render page's raw RGBA frames on stdin. */
export interface Output {
  path: string;
  width: number;
  height: number;
  fps: number;
  /** A WAV to mux in, or null for a silent file (or stills). */
  audio: string | null;
  crf: number;
}

export function ffmpegArgs(output: Output): string[] {
  const input = ['-hide_banner', '-loglevel', 'warning', '-y', '-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${output.width}x${output.height}`, '-framerate', String(output.fps), '-i', 'pipe:0'];
  if (output.path.endsWith('.png')) return [...input, '-start_number', '0', output.path];
  const audio = output.audio ? ['-i', output.audio, '-map', '0:v', '-map', '1:a', '-c:a', 'aac', '-b:a', '192k', '-shortest'] : ['-map', '0:v'];
  return [
    ...input,
    ...audio,
    // A camera's master file: high quality H.264 (BT.709, limited range), a keyframe every second. The
    // moov box stays at the end (no faststart), where spherical.ts can add the 360° metadata in place.
    '-vf', 'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p',
    '-c:v', 'libx264', '-preset', 'medium', '-crf', String(output.crf), '-profile:v', 'high',
    '-g', String(output.fps), '-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv',
    output.path,
  ];
}
