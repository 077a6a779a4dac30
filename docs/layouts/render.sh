#!/usr/bin/env bash
# Renders the 26-key and 9-key layouts (light and dark) to PNG for docs/layouts/.
# Needs a built `shurufa` (pass its path, default .build/debug/shurufa), rsvg-convert (Debian librsvg2-bin)
# and a CJK font for the Chinese labels (Debian fonts-wqy-microhei or fonts-noto-cjk).
set -euo pipefail
cd "$(dirname "$0")"
shurufa="${1:-../../.build/debug/shurufa}"
candidates="你好,你,拟,尼,泥,倪,妮,腻,逆,匿"
for layout in pinyin-26 pinyin-9 qwerty; do
    for theme in light dark; do
        "$shurufa" layout render "$layout" --theme "$theme" --candidates "$candidates" -o "/tmp/$layout-$theme.svg"
        rsvg-convert --zoom 2 "/tmp/$layout-$theme.svg" -o "$layout-$theme.png"
    done
done
# Key states: a pressed key's preview, and a long-press callout with shift on and a "send" return key.
"$shurufa" layout render pinyin-26 --pressed g -o /tmp/pinyin-26-pressed.svg
rsvg-convert --zoom 2 /tmp/pinyin-26-pressed.svg -o pinyin-26-light-pressed.png
"$shurufa" layout render qwerty --theme dark --shift once --callout e:2 --return send --no-globe -o /tmp/qwerty-callout.svg
rsvg-convert --zoom 2 /tmp/qwerty-callout.svg -o qwerty-dark-callout.png
