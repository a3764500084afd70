#!/usr/bin/env bash
# Renders the demo concert stream that ships with the project: a synthetic equirectangular 360° video
# (20 s, 30 fps, 2:1) with orientation marks, as an fMP4 HLS master playlist with three H.264/AAC renditions,
# plus a poster. One ffmpeg run; the old output is deleted first, so running it twice gives the same files.
#
#   bash scripts/make-demo-stream.sh
#
# Needs ffmpeg (with libx264 and drawtext) and the DejaVu fonts: `apt-get install ffmpeg fonts-dejavu-core`.
# DEMO_FONT overrides the font file (a path without ' or :), DEMO_LOGLEVEL ffmpeg's log level (warning).
# Written for ffmpeg 5.1 (Debian 12); the output is byte-identical from run to run.
#
# What the picture shows (x is the longitude across the frame, y the latitude):
#   - a hue that changes with longitude (every direction has its own colour), darker towards the poles;
#   - a light grid every 30° (12 columns, 6 rows) and a red horizon on the equator;
#   - FRONT at x = 50 % (the centre of the frame), RIGHT at 75 %, LEFT at 25 %, BACK split across the seam
#     (half at x = 0 %, half at 100 %), UP near the top and DOWN near the bottom at each of those four;
#   - a running timecode and frame number under FRONT.
# The sound is a 440 Hz sine with a short 880 Hz beep at the start of every second.
#
# Output (public/media/demo/): master.m3u8, v0/ (2048×1024), v1/ (1280×640), v2/ (640×320), each with
# index.m3u8, an init segment and 2-second .m4s segments; poster.jpg (1280×640, the frame at 0 s); subs/, the
# captions in six languages from assets/captions/demo/, added by scripts/make-demo-captions.mjs (needs node).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/public/media/demo"
FONT="${DEMO_FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}"

DURATION=20       # seconds
FPS=30
GOP=$((FPS * 2))  # a keyframe every 2 s = one per HLS segment
W=2048            # the master picture; the renditions are scaled from it
H=1024

die() { echo "make-demo-stream: $*" >&2; exit 1; }

command -v ffmpeg >/dev/null 2>&1 || die "ffmpeg not found (Debian: apt-get install -y ffmpeg)"
[[ -r "$FONT" ]] || die "font not found: $FONT (Debian: apt-get install -y fonts-dejavu-core, or set DEMO_FONT)"
# (Captured first: `ffmpeg | grep -q` would fail under pipefail when grep stops reading early.)
encoders=$(ffmpeg -hide_banner -encoders 2>/dev/null)
filters=$(ffmpeg -hide_banner -filters 2>/dev/null)
[[ "$encoders" == *libx264* ]] || die "this ffmpeg has no libx264 encoder"
[[ "$filters" == *" drawtext "* ]] || die "this ffmpeg has no drawtext filter (needs libfreetype)"

rm -rf "$OUT"
mkdir -p "$OUT/v0" "$OUT/v1" "$OUT/v2"

# --- The still background, drawn once and looped: gradient by longitude, 30° grid, red equator. ---------
# Hue h = 6·X/W runs once around the colour wheel, so it meets itself at the seam (no visible edge there).
value='(0.30+0.55*cos((Y/H-0.5)*PI))'            # brightness: 0.85 on the equator, 0.30 at the poles
grid='gt(lt(mod(X+2,W/12),4)+lt(mod(Y+2,H/6),4),0)' # 4-px lines every 30° of longitude and latitude
equator='lt(abs(Y-H/2+0.5),3)'                      # 6-px red line on the horizon
channel() { # $1: the hue ramp of one channel (0..1), $2: its value on the equator line
  echo "if(${equator},$2,if(${grid},225,255*${value}*(0.35+0.65*clip($1,0,1))))"
}
r=$(channel 'abs(6*X/W-3)-1' 235)
g=$(channel '2-abs(6*X/W-2)' 30)
b=$(channel '2-abs(6*X/W-4)' 30)

# --- Labels. drawtext clips at the frame edge, so BACK is drawn twice, centred on x = 0 and on x = W. -----
label() { # $1 text, $2 centre x (expression), $3 top y (expression), $4 font size
  printf ",drawtext=fontfile='%s':text='%s':fontsize=%d:fontcolor=white:box=1:boxcolor=black@0.45:boxborderw=%d:x=%s-tw/2:y=%s" \
    "$FONT" "$1" "$4" $(($4 / 6)) "$2" "$3"
}
big=$((H * 9 / 100))    # FRONT/RIGHT/BACK/LEFT
small=$((H * 6 / 100))  # UP/DOWN
labels=""
labels+=$(label FRONT 'w*0.50' "h*0.5-${big}*1.6" "$big")
labels+=$(label RIGHT 'w*0.75' "h*0.5-${big}*1.6" "$big")
labels+=$(label LEFT  'w*0.25' "h*0.5-${big}*1.6" "$big")
labels+=$(label BACK  '0'      "h*0.5-${big}*1.6" "$big")
labels+=$(label BACK  'w'      "h*0.5-${big}*1.6" "$big")
for x in 'w*0.50' 'w*0.75' 'w*0.25' '0' 'w'; do
  labels+=$(label UP   "$x" 'h*0.07' "$small")
  labels+=$(label DOWN "$x" "h*0.93-${small}" "$small")
done
timecode=",drawtext=fontfile='$FONT':text='%{pts\\:hms}   frame %{n}':fontsize=$((H * 5 / 100)):fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=10:x=(w-tw)/2:y=h*0.5+$((H * 6 / 100))"

# --- The graph: one RGB master picture, then BT.709 4:2:0 for the three renditions and one frame for the poster.
graph="nullsrc=s=${W}x${H}:r=${FPS},trim=end_frame=1,geq=r='${r}':g='${g}':b='${b}',format=rgb24${labels}"
graph+=",loop=loop=$((DURATION * FPS - 1)):size=1:start=0,setpts=N/${FPS}/TB${timecode},split=2[master][still];"
# JPEG is full-range BT.601 (swscale's default matrix). Full-range yuv420p with `-strict unofficial` instead of
# the deprecated yuvj420p that ffmpeg 5.1 would otherwise insert (and warn about).
graph+="[still]trim=end_frame=1,scale=1280:640:flags=lanczos:out_range=pc,format=yuv420p[poster];"
graph+="[master]scale=out_color_matrix=bt709:out_range=tv,format=yuv420p,split=3[m0][m1][m2];"
graph+="[m0]null[v0];[m1]scale=1280:640:flags=lanczos[v1];[m2]scale=640:320:flags=lanczos[v2];"
graph+="sine=frequency=440:beep_factor=2:sample_rate=48000:duration=${DURATION},aformat=channel_layouts=stereo,asplit=3[a0][a1][a2]"

# Each rendition: CRF 26 with a maxrate/bufsize cap; ffmpeg writes BANDWIDTH = (maxrate + 128k) × 1.1 into the
# master playlist and CODECS from the encoders (avc1.64..., mp4a.40.2).
ffmpeg -hide_banner -loglevel "${DEMO_LOGLEVEL:-warning}" -stats -y \
  -filter_complex "$graph" \
  -map '[v0]' -map '[v1]' -map '[v2]' -map '[a0]' -map '[a1]' -map '[a2]' \
  -c:v libx264 -preset medium -profile:v high -pix_fmt yuv420p -crf 26 \
  -g "$GOP" -keyint_min "$GOP" -sc_threshold 0 \
  -colorspace bt709 -color_primaries bt709 -color_trc bt709 -color_range tv \
  -maxrate:v:0 2500k -bufsize:v:0 5000k \
  -maxrate:v:1 1200k -bufsize:v:1 2400k \
  -maxrate:v:2 500k -bufsize:v:2 1000k \
  -c:a aac -b:a 128k -ac 2 -ar 48000 \
  -f hls -hls_time 2 -hls_playlist_type vod -hls_segment_type fmp4 -hls_flags independent_segments \
  -hls_fmp4_init_filename init.mp4 -hls_segment_filename "$OUT/v%v/seg_%03d.m4s" \
  -master_pl_name master.m3u8 -var_stream_map 'v:0,a:0 v:1,a:1 v:2,a:2' \
  "$OUT/v%v/index.m3u8" \
  -map '[poster]' -frames:v 1 -update 1 -strict:v unofficial -color_range pc -q:v 4 "$OUT/poster.jpg"

[[ -s "$OUT/master.m3u8" && -s "$OUT/poster.jpg" ]] || die "ffmpeg finished but the output is incomplete"
# ffmpeg wrote a master playlist without the subtitle renditions: add them (and the captions) again.
node "$ROOT/scripts/make-demo-captions.mjs" demo || die "the captions could not be written"

bytes=$(du -sb "$OUT" | cut -f1)
limit=$((10 * 1024 * 1024))
echo "Demo stream written to ${OUT#"$ROOT"/}: total $bytes bytes ($(du -sh "$OUT" | cut -f1))"
for f in "$OUT/master.m3u8" "$OUT/poster.jpg" "$OUT"/v*; do
  echo "  $(du -sb "$f" | cut -f1) bytes  ${f#"$OUT"/}"
done
((bytes < limit)) || die "the demo stream is $bytes bytes, over the 10 MB budget"
