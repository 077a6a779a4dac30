#!/usr/bin/env bash
# One command that rebuilds the handwriting model from the stroke centre-lines alone:
#   scripts/handwriting/build.sh   → Sources/Handwriting/Data/handwriting.bin (HWR1, Arphic Public License)
# Reads ../shared/handwriting/medians.jsonl.gz (Make Me a Hanzi's medians; override with MEDIANS=…),
# never the evaluation sets. Needs PyPI for numpy; about 20 minutes on 2 cores.
# See build_model.py for the steps and its --help for the settings (the defaults are the shipped ones).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"
MEDIANS="${MEDIANS:-$REPO/../shared/handwriting/medians.jsonl.gz}"
[ -f "$MEDIANS" ] || { echo "build.sh: no stroke data at $MEDIANS (set MEDIANS=PATH)" >&2; exit 1; }
python3 -m pip install --quiet numpy==2.4.6
mkdir -p "$REPO/Sources/Handwriting/Data"
python3 "$HERE/build_model.py" "$MEDIANS" "$REPO/Sources/Handwriting/Data/handwriting.bin" "$@"
