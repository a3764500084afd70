#!/usr/bin/env bash
# Renders the stereo (top-bottom) demo stream from the mono demo stream: each eye gets the same 360°
# picture, labelled LEFT EYE (top half) or RIGHT EYE (bottom half), so a swapped pair is obvious in a
# headset and the "Swap eyes" option can be checked. One 1024×1024 H.264/AAC rendition, fMP4 HLS.
#
#   bash scripts/make-stereo-demo-stream.sh   (after the retired test card generator, README: Working on it)
#
# Needs ffmpeg (libx264, drawtext) and fonts-dejavu-core. Output:
# public/media/demo-stereo/ (master.m3u8, v0/, poster.jpg, and subs/: the captions in six languages from
# assets/captions/demo-stereo/, added by scripts/make-demo-captions.mjs, which needs node).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SOURCE="$ROOT/public/media/demo/v1/index.m3u8"
OUT="$ROOT/public/media/demo-stereo"
FONT="${DEMO_FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}"
EYE_W=1024
EYE_H=512

die() { echo "make-stereo-demo-stream: $*" >&2; exit 1; }
command -v ffmpeg >/dev/null 2>&1 || die "ffmpeg not found (Debian: apt-get install -y ffmpeg)"
[[ -r "$SOURCE" ]] || die "the mono demo stream is missing: render the retired test card first (README: Working on it)"
[[ -r "$FONT" ]] || die "font not found: $FONT"

rm -rf "$OUT"
mkdir -p "$OUT/v0"

# One eye's tag at front, right, left and back (split across the seam), under the horizon.
eye_tag() { # $1: text
  local tags="" x
  for x in 'w*0.50' 'w*0.75' 'w*0.25' '0' 'w'; do
    tags+=",drawtext=fontfile='$FONT':text='$1':fontsize=32:fontcolor=yellow:box=1:boxcolor=black@0.6:boxborderw=8:x=${x}-tw/2:y=h*0.62"
  done
  echo "${tags#,}"
}

graph="[0:v]scale=${EYE_W}:${EYE_H}:flags=lanczos,split=2[l][r];"
graph+="[l]$(eye_tag 'LEFT EYE')[left];[r]$(eye_tag 'RIGHT EYE')[right];"
graph+="[left][right]vstack=inputs=2,format=yuv420p,split=2[v][still];"
# The poster stands for the flat-screen view, which shows the left eye: the top half only.
graph+="[still]trim=end_frame=1,crop=${EYE_W}:${EYE_H}:0:0,scale=out_range=pc,format=yuv420p[poster]"

ffmpeg -hide_banner -loglevel "${DEMO_LOGLEVEL:-warning}" -stats -y -i "$SOURCE" \
  -filter_complex "$graph" \
  -map '[v]' -map 0:a \
  -c:v libx264 -preset medium -profile:v high -crf 27 -maxrate 1500k -bufsize 3000k \
  -g 60 -keyint_min 60 -sc_threshold 0 \
  -colorspace bt709 -color_primaries bt709 -color_trc bt709 -color_range tv \
  -c:a copy \
  -f hls -hls_time 2 -hls_playlist_type vod -hls_segment_type fmp4 -hls_flags independent_segments \
  -hls_fmp4_init_filename init.mp4 -hls_segment_filename "$OUT/v%v/seg_%03d.m4s" \
  -master_pl_name master.m3u8 -var_stream_map 'v:0,a:0' "$OUT/v%v/index.m3u8" \
  -map '[poster]' -frames:v 1 -update 1 -strict:v unofficial -color_range pc -q:v 5 "$OUT/poster.jpg"

[[ -s "$OUT/master.m3u8" && -s "$OUT/poster.jpg" ]] || die "ffmpeg finished but the output is incomplete"
# ffmpeg wrote a master playlist without the subtitle renditions: add them (and the captions) again.
node "$ROOT/scripts/make-demo-captions.mjs" demo-stereo || die "the captions could not be written"
echo "Stereo demo stream written to ${OUT#"$ROOT"/}: $(du -sh "$OUT" | cut -f1)"
