#!/usr/bin/env bash
# One command that rebuilds the pinyin engine's data from open sources:
#   scripts/engine/build.sh            → Sources/PinyinEngine/Data/{lexicon.bin,lm.bin}
# Steps: Python packages (pinned) → corpus fetch + extraction → sunpinyin conversion → model build.
# Everything downloaded or intermediate lives in data-work/ (git-ignored). Needs Debian apt and PyPI.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"
cd "$REPO"

python3 -m pip install --quiet jieba==0.42.1 pypinyin==0.55.0 pypinyin-dict==0.9.0 wordfreq==3.1.1 opencc-python-reimplemented==0.1.7 numpy
bash scripts/engine/corpus/fetch.sh
python3 scripts/engine/corpus/extract.py
bash scripts/engine/sunpinyin/convert.sh
python3 scripts/engine/build_engine_data.py "$@"
ls -l Sources/PinyinEngine/Data/
