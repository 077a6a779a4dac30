#!/usr/bin/env bash
# Installs what a fresh Debian 12 with Swift lacks to build, run and test Shurufa: Debian packages
# only, and nothing when they are all there. apt needs root: run as root, or have sudo.
#   scripts/setup.sh               install what is missing
#   scripts/setup.sh --check       list what is missing, install nothing (exit 1 if anything is)
#   scripts/setup.sh PACKAGE...    the same for these packages instead (a tool script's own needs:
#                                  scripts/engine/build.sh, scripts/link/make_order.py)
set -euo pipefail
check=false
if [ "${1:-}" = "--check" ]; then
    check=true
    shift
fi

packages=(
    libmp3lame-dev lame                   # VoiceNote's MP3 encoder
    libsqlite3-dev                        # UserDictionary (GRDB over the system SQLite)
    zlib1g-dev                            # UserDictionary's word lists: QQ .qpyd and Gboard's zip (CZlib)
    espeak-ng sox                         # voice tests: real speech in, lengths measured
    librsvg2-bin fonts-wqy-microhei fonts-noto-color-emoji   # SVG → PNG with Chinese text and emoji
    chromium chromium-driver              # the playground's browser tests
    python3-yaml                          # ChatInputTests parse Examples/ShurufaKeyboard/project.yml
    libime-data-language-model            # scripts/engine/test_kenlm_binary.py reads libime's zh_CN.lm
    rclone                                # SyncTests: a real WebDAV server on loopback (rclone serve webdav)
)
if [ $# -gt 0 ]; then
    packages=("$@")
fi

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi
if $check; then
    echo "missing: ${missing[*]}"
    exit 1
fi

sudo=()
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "setup: installing ${missing[*]} needs root or sudo" >&2; exit 1; }
    sudo=(sudo)
fi
echo "setup: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
