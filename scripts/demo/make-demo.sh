#!/usr/bin/env bash
# Makes the bundled demo concerts (public/media/demo/ and public/media/demo-stereo/) from code: two minutes in
# a virtual concert hall rendered with three.js (scripts/demo/scene/), with Pachelbel's Canon in D (public
# domain; the notes are in scripts/demo/score.ts) played by fluidsynth with the free FluidR3 GM sound font,
# then put through the media pipeline like any camera file: once seen from one seat (mono), once with two
# eyes 64 mm apart (stereo, top-bottom).
#
#   bash scripts/demo/make-demo.sh
#
# Steps and their output (assets/demo/ is kept out of git: large, and made again at will):
#   1. assets/demo/canon.wav               the music (make-music.ts: score → MIDI → fluidsynth → 48 kHz WAV,
#                                          2 min 5 s), a few seconds
#   2. assets/demo/motion-loop.mp4         the musicians playing one pass of the ground bass (6 s), rendered
#      assets/demo/motion-loop-stereo.mp4  in headless Chromium (render.ts): mono 4096×2048, stereo 2048×2048
#                                          (two 2048×1024 eyes); 58 and 40 min on 2 busy cores (README)
#   3. assets/demo/concert-hall*.mp4       the "camera files": the loop repeated under the whole piece (the
#                                          video stream copied, not encoded again) with Spherical V2 metadata
#   4. public/media/demo{,-stereo}/        `npm run media:ingest`: HLS ladder, poster, thumbnail, captions in
#                                          six languages from assets/captions/demo/, loudness normalised; the
#                                          top renditions are 2048×1024 (mono, from the 4096 render: sharper
#                                          edges) and 2048×2048 (stereo), the largest within the budget
# Then it prints the duration, the top renditions, the loudness the pipeline measured (EBU R128 integrated,
# target −23 LUFS ±1) and the size of public/media, and fails over the repository's budget (40 MB).
#
# Needs: Debian's chromium, ffmpeg, fluidsynth and fluid-soundfont-gm
#   (apt-get install -y chromium ffmpeg fluidsynth fluid-soundfont-gm), and the project's node_modules.
# DEMO_SKIP_RENDER=1 reuses the rendered loops (to re-run only steps 1, 3 and 4);
# DEMO_FPS (30), DEMO_WIDTH (4096), DEMO_FACE (cube face, 2048), DEMO_STEREO_WIDTH (one eye, 2048) and
# DEMO_STEREO_FACE (1024) change the render; DEMO_CRF (28), DEMO_PRESET (x264, veryfast) and DEMO_MAX_HEIGHT
# (mono's tallest rendition, 1024) the encoding; DEMO_STEREO_SECONDS ingests only the stereo stream's start.
#
# Why 2048 and CRF 28 (measured on the rendered stereo loop, 3 s of 2048×2048): CRF 23 gives 1.3 Mbit/s
# (medium) or 0.9 (veryfast, smaller here and twice as fast); two minutes of both ladders at CRF 23 would be
# about 50 MB of video, a 4096×2048 mono top about 35 MB more, and each rendition carries 2 MB of sound (AAC
# 128 kbit/s), 12 MB for the six. CRF 28 brings both streams with 2048-wide eyes under 40 MB; a 4096-wide
# mono top would not fit at any quality worth its pixels.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
ASSETS="$ROOT/assets/demo"
MEDIA="$ROOT/public/media"
CAPTIONS="$ROOT/assets/captions/demo"
# The repository's budget for public/media (scripts/demo-stream.test.ts holds the same number).
LIMIT=$((40 * 1024 * 1024))
NICE=(nice -n 10)

die() { echo "make-demo: $*" >&2; exit 1; }
need() { command -v "$1" >/dev/null 2>&1 || die "$1 not found (Debian: apt-get install -y $2)"; }
need ffmpeg ffmpeg
need fluidsynth fluidsynth
need "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium
[[ -r /usr/share/sounds/sf2/FluidR3_GM.sf2 || -n "${DEMO_SOUND_FONT:-}" ]] || die "sound font missing (apt-get install -y fluid-soundfont-gm)"
[[ -d "$ROOT/node_modules/three" ]] || die "node_modules missing: run npm ci first"
cd "$ROOT"
mkdir -p "$ASSETS"

start=$SECONDS
"${NICE[@]}" npx jiti scripts/demo/make-music.ts "$ASSETS/canon.wav"
duration=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$ASSETS/canon.wav")
echo "make-demo: music written in $((SECONDS - start)) s ($duration s)"

render_loop() { # $1: output, then render.ts options
  local out="$1"
  shift
  [[ "${DEMO_SKIP_RENDER:-}" == 1 && -s "$out" ]] && return
  local begun=$SECONDS
  "${NICE[@]}" npx jiti scripts/demo/render.ts --out "${out%.mp4}.tmp.mp4" --fps "${DEMO_FPS:-30}" "$@"
  mv "${out%.mp4}.tmp.mp4" "$out"
  echo "make-demo: ${out#"$ROOT"/} rendered in $((SECONDS - begun)) s"
}
render_loop "$ASSETS/motion-loop.mp4" --width "${DEMO_WIDTH:-4096}" --face "${DEMO_FACE:-2048}"
render_loop "$ASSETS/motion-loop-stereo.mp4" --stereo --width "${DEMO_STEREO_WIDTH:-2048}" --face "${DEMO_STEREO_FACE:-1024}"

camera_file() { # $1: loop, $2: camera file, $3: layout
  # The loop's video is copied as it is, over and over (it starts on a keyframe and its motion ends where it
  # began), cut to the music's length; only the sound is encoded. The moov stays at the end for spherical.ts.
  "${NICE[@]}" ffmpeg -hide_banner -loglevel error -y -stream_loop -1 -i "$1" -i "$ASSETS/canon.wav" \
    -map 0:v -map 1:a -c:v copy -c:a aac -b:a 192k -t "$duration" "${2%.mp4}.tmp.mp4"
  npx jiti scripts/demo/spherical.ts "${2%.mp4}.tmp.mp4" "$3"
  mv "${2%.mp4}.tmp.mp4" "$2"
}
camera_file "$ASSETS/motion-loop.mp4" "$ASSETS/concert-hall.mp4" mono
camera_file "$ASSETS/motion-loop-stereo.mp4" "$ASSETS/concert-hall-stereo.mp4" top-bottom

captions=()
for lang in en nl es pt de fr; do captions+=(--captions "$lang=$CAPTIONS/$lang.vtt"); done
ingest() { # $1: camera file, $2: folder under public/media, then more ingest options
  local source="$1" out="$MEDIA/$2" begun=$SECONDS
  shift 2
  "${NICE[@]}" npm run --silent media:ingest -- "$source" --out "$out" --crf "${DEMO_CRF:-28}" \
    --preset "${DEMO_PRESET:-veryfast}" "${captions[@]}" "$@"
  echo "make-demo: ${out#"$ROOT"/} ingested in $((SECONDS - begun)) s"
}
ingest "$ASSETS/concert-hall.mp4" demo --max-height "${DEMO_MAX_HEIGHT:-1024}"
ingest "$ASSETS/concert-hall-stereo.mp4" demo-stereo ${DEMO_STEREO_SECONDS:+--duration "$DEMO_STEREO_SECONDS"}

npx jiti scripts/demo/report.ts "$MEDIA" demo demo-stereo
bytes=$(du -sb "$MEDIA" | cut -f1)
echo "make-demo: public/media is $bytes bytes ($(du -sh "$MEDIA" | cut -f1)), budget $LIMIT"
((bytes <= LIMIT)) || die "over the repository's budget of $LIMIT bytes: raise DEMO_CRF or lower DEMO_WIDTH"
