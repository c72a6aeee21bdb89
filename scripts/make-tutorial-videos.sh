#!/usr/bin/env bash
# Renders the six onboarding tutorial videos (AS §3 "Onboarding videos") as short
# placeholders the project makes itself: 5 s, 640x360, VP9 WebM at a low bitrate, a coloured
# background with the title drawn, plus a 320x180 JPEG thumbnail each. The output is committed
# (src/client/features/onboarding-videos/media/), so neither CI nor a build needs ffmpeg; run this
# again only to change the videos. The ids and titles match src/shared/domain/tutorials.ts.
set -euo pipefail

cd "$(dirname "$0")/.."
out=src/client/features/onboarding-videos/media
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
mkdir -p "$out"

# id | background colour | title drawn on the video
videos=(
  "welcome|0x1f6f8b|Welcome to the host portal"
  "modify-prices|0x2e7d32|Modify your prices"
  "modify-availabilities|0x6a1b9a|Modify your availabilities"
  "edit-my-property|0xc62828|Edit your property"
  "manage-subscriptions|0xef6c00|Manage your subscription"
  "access-my-profile|0x37474f|Access your profile"
)

for entry in "${videos[@]}"; do
  IFS='|' read -r id colour title <<<"$entry"
  # A bar sliding in under the title and the seconds shown say the video plays (a still frame would not).
  filter="[0][1]overlay=x='-640+640*t/5':y=236,\
drawtext=fontfile=${font}:text='${title}':fontcolor=white:fontsize=34:x=(w-text_w)/2:y=(h-text_h)/2-20,\
drawtext=fontfile=${font}:text='%{eif\\:t+1\\:d} / 5':fontcolor=white@0.8:fontsize=20:x=(w-text_w)/2:y=280"
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=${colour}:s=640x360:r=12:d=5" \
    -f lavfi -i "color=c=white:s=640x6:r=12:d=5" \
    -filter_complex "$filter" -c:v libvpx-vp9 -b:v 60k -deadline good -cpu-used 4 -row-mt 1 -pix_fmt yuv420p -an \
    "$out/${id}.webm"
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=${colour}:s=640x360:d=1" \
    -vf "drawtext=fontfile=${font}:text='${title}':fontcolor=white:fontsize=34:x=(w-text_w)/2:y=(h-text_h)/2,scale=320:180" \
    -frames:v 1 -q:v 6 "$out/${id}.jpg"
done
ls -l "$out"
