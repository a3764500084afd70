#!/usr/bin/env bash
# Makes the bundled demo concert (public/media/demo/) from code: a 20 s 360° scene of a virtual concert
# hall rendered with three.js (scripts/demo/scene/), with the opening of Pachelbel's Canon in D (public
# domain; the notes are in scripts/demo/score.ts) played by fluidsynth with the free FluidR3 GM sound font,
# then put through the media pipeline like any camera file.
#
#   bash scripts/demo/make-demo.sh
#
# Steps and their output (assets/demo/ is kept out of git: large, and made again at will):
#   1. assets/demo/canon.wav          the music (make-music.ts: score → MIDI → fluidsynth → 48 kHz WAV), ~2 s
#   2. assets/demo/concert-hall.mp4   the "camera file": 2048×1024 equirectangular H.264 + AAC with Spherical
#                                     V2 metadata (render.ts in headless Chromium, spherical.ts); 10–35 min on
#                                     2 busy cores
#   3. public/media/demo/             `npm run media:ingest`: HLS ladder, poster, thumbnail, captions in six
#                                     languages from assets/captions/demo/, loudness normalised (EBU R128)
#
# Needs: Debian's chromium, ffmpeg, fluidsynth and fluid-soundfont-gm
#   (apt-get install -y chromium ffmpeg fluidsynth fluid-soundfont-gm), and the project's node_modules.
# DEMO_SKIP_RENDER=1 reuses an existing concert-hall.mp4 (to re-run only the pipeline);
# DEMO_FPS (30), DEMO_WIDTH (2048) and DEMO_FACE (cube face, 1024) change the render.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
ASSETS="$ROOT/assets/demo"
OUT="$ROOT/public/media/demo"
CAPTIONS="$ROOT/assets/captions/demo"
SOURCE="$ASSETS/concert-hall.mp4"
# The repository's budget for the whole folder. The pipeline's default quality (CRF 23) came to 3.3 MB;
# DEMO_CRF=26 or so shrinks it if a change to the scene makes it larger.
LIMIT=$((6 * 1024 * 1024))

die() { echo "make-demo: $*" >&2; exit 1; }
need() { command -v "$1" >/dev/null 2>&1 || die "$1 not found (Debian: apt-get install -y $2)"; }
need ffmpeg ffmpeg
need fluidsynth fluidsynth
need "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium
[[ -r /usr/share/sounds/sf2/FluidR3_GM.sf2 || -n "${DEMO_SOUND_FONT:-}" ]] || die "sound font missing (apt-get install -y fluid-soundfont-gm)"
[[ -d "$ROOT/node_modules/three" ]] || die "node_modules missing: run npm ci first"
cd "$ROOT"
mkdir -p "$ASSETS"

if [[ "${DEMO_SKIP_RENDER:-}" != 1 || ! -s "$SOURCE" ]]; then
  start=$SECONDS
  npx jiti scripts/demo/make-music.ts "$ASSETS/canon.wav"
  echo "make-demo: music written in $((SECONDS - start)) s"
  start=$SECONDS
  npx jiti scripts/demo/render.ts --out "$ASSETS/concert-hall.tmp.mp4" --audio "$ASSETS/canon.wav" \
    --fps "${DEMO_FPS:-30}" --width "${DEMO_WIDTH:-2048}" --face "${DEMO_FACE:-1024}"
  npx jiti scripts/demo/spherical.ts "$ASSETS/concert-hall.tmp.mp4" mono
  mv "$ASSETS/concert-hall.tmp.mp4" "$SOURCE"
  echo "make-demo: rendered in $((SECONDS - start)) s"
fi

start=$SECONDS
captions=()
for lang in en nl es pt de fr; do captions+=(--captions "$lang=$CAPTIONS/$lang.vtt"); done
rm -rf "$OUT"
npm run --silent media:ingest -- "$SOURCE" --out "$OUT" ${DEMO_CRF:+--crf "$DEMO_CRF"} "${captions[@]}"
echo "make-demo: ingested in $((SECONDS - start)) s"

bytes=$(du -sb "$OUT" | cut -f1)
echo "make-demo: ${OUT#"$ROOT"/} is $bytes bytes ($(du -sh "$OUT" | cut -f1))"
((bytes <= LIMIT)) || die "over the repository's budget of $LIMIT bytes: raise DEMO_CRF"
