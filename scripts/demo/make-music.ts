/**
 * The demo's sound: the score (score.ts) as a MIDI file, played by Debian's fluidsynth with the free
 * FluidR3 General MIDI sound font into a 48 kHz stereo WAV, cut to the video's length with a short fade.
 *
 *   npx jiti scripts/demo/make-music.ts <out.wav>
 *
 * Needs `apt-get install -y fluidsynth fluid-soundfont-gm ffmpeg`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PPQ, writeMidi, type MidiEvent } from './midi';
import { DURATION_SECONDS, PARTS, TEMPO_BPM } from './score';

const SOUND_FONT = process.env.DEMO_SOUND_FONT ?? '/usr/share/sounds/sf2/FluidR3_GM.sf2';
/** Reverb send (CC 91): a hall, not a studio. */
const REVERB = 72;

export function scoreEvents(): MidiEvent[] {
  const tick = (beats: number) => Math.round(beats * PPQ);
  const events: MidiEvent[] = [{ tick: 0, kind: 'tempo', microsPerQuarter: Math.round(60_000_000 / TEMPO_BPM) }];
  PARTS.forEach((part, channel) => {
    events.push(
      { tick: 0, kind: 'program', channel, program: part.program },
      { tick: 0, kind: 'control', channel, controller: 7, value: part.volume },
      { tick: 0, kind: 'control', channel, controller: 10, value: part.pan },
      { tick: 0, kind: 'control', channel, controller: 91, value: REVERB },
    );
    for (const note of part.notes) {
      events.push({ tick: tick(note.start), kind: 'note-on', channel, pitch: note.pitch, velocity: note.velocity });
      events.push({ tick: tick(note.start + note.length), kind: 'note-off', channel, pitch: note.pitch, velocity: 0 });
    }
  });
  return events;
}

function main(out: string | undefined) {
  if (!out) throw new Error('usage: make-music.ts <out.wav>');
  if (!existsSync(SOUND_FONT)) throw new Error(`sound font not found: ${SOUND_FONT} (apt-get install -y fluid-soundfont-gm)`);
  const dir = mkdtempSync(join(tmpdir(), 'demo-music-'));
  try {
    const midi = join(dir, 'canon.mid');
    const raw = join(dir, 'raw.wav');
    writeFileSync(midi, writeMidi(scoreEvents()));
    execFileSync('fluidsynth', ['-ni', '-q', '-g', '0.6', '-R', '1', '-C', '0', '-F', raw, '-r', '48000', SOUND_FONT, midi], { stdio: 'inherit' });
    const fade = DURATION_SECONDS - 1.5;
    // Exactly the video's length: padded with silence if short, cut if the reverb rings on, faded out.
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', raw, '-af', `apad,atrim=0:${DURATION_SECONDS},afade=t=out:st=${fade}:d=1.5`, '-ar', '48000', '-ac', '2', '-c:a', 'pcm_s16le', out], { stdio: 'inherit' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('make-music.ts')) main(process.argv[2]);
