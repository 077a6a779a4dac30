#!/usr/bin/env bash
# Renders the emoji page (grid light/dark, iPad grid, skin-tone callout, search) to PNG for docs/emoji/.
# The SVGs come from a real KeyboardController through KeyboardRenderer + SVGWriter
# (Tests/KeyboardRenderingTests/EmojiPageRenderingTests.swift, recorded with SHURUFA_RECORD_DOCS=1).
# Colour emoji need headless Chromium (librsvg draws text as outlines, so its emoji come out black)
# and fonts-noto-color-emoji; without Chromium, rsvg-convert (librsvg2-bin) draws them anyway.
# The Chinese labels need a CJK font (fonts-wqy-microhei).
set -euo pipefail
cd "$(dirname "$0")"
(cd ../.. && SHURUFA_RECORD_DOCS=1 swift test --scratch-path "${SCRATCH:-.build}" --filter EmojiPageRenderingTests >/dev/null)
browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
for svg in emoji-*.svg; do
    png="${svg%.svg}.png"
    if [ -n "$browser" ]; then
        width=$(sed -n 's/^<svg [^>]*width="\([0-9.]*\)".*/\1/p' "$svg" | head -n 1)
        height=$(sed -n 's/^<svg [^>]*height="\([0-9.]*\)".*/\1/p' "$svg" | head -n 1)
        "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=2 \
            --window-size="${width%.*},${height%.*}" --screenshot="$PWD/$png" "file://$PWD/$svg" >/dev/null 2>&1
    else
        rsvg-convert --zoom 2 "$svg" -o "$png"
    fi
done
rm -f emoji-*.svg
