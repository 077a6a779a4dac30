#!/bin/sh
# Builds scripts/bench/libime_driver (Debian's libime 1.0.16 behind the `shurufa convert` contract)
# into OUT (default .build/bench/libime_driver under the package root), installing Debian's libime packages first if missing.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here/../../.build/bench/libime_driver}
mkdir -p "$(dirname "$out")"
need=""
for p in libimepinyin-dev libimecore-dev libfcitx5utils-dev libboost-dev libime-data libime-data-language-model g++ pkg-config; do
    dpkg -s "$p" >/dev/null 2>&1 || need="$need $p"
done
if [ -n "$need" ]; then
    apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q $need
fi
dpkg -s libimepinyin-dev | grep '^Version'
g++ -O2 -std=c++17 -o "$out" "$here/libime_driver.cpp" \
    -I/usr/include/LibIME $(pkg-config --cflags Fcitx5Utils) \
    -lIMEPinyin -lIMECore -lFcitx5Utils
echo "built $out"
