#!/usr/bin/env bash
# One command that rebuilds the pinyin engine's data from open sources:
#   scripts/engine/build.sh            → Sources/PinyinEngine/Data/{lexicon.bin,lm.bin}
# Steps: Python packages (pinned) → corpus fetch + extraction → sunpinyin conversion → model build.
# Everything downloaded or intermediate lives in data-work/ (git-ignored). Needs Debian apt and PyPI.
#
# Interpolation weights (build_engine_data.py's defaults), chosen on dev.tsv and everyday.tsv
# together (the sum of both sets' char and sentence accuracy; never one set alone):
#   n-gram mixture: docs.txt 0.3, pd1998.txt 0.1, open-gram 0.6   (--w-corpora 0.3 0.1 --w-sun-ngram 0.6)
#   unigram: sum of corpus 0.6, dictionary prior (jieba + wordfreq) 0.3, open-gram 0.6 (--uni-combine sum)
# Dev figures they gave (release build, top-1): dev.tsv char 95.4 % / sentence 75.7 %,
# everyday.tsv 91.0 % / 59.6 %, dev.abbr.tsv top-5 43.4 %. Tried (dev char/sent, everyday char/sent):
#   corpora 0.2 0.2, open-gram 0.6, unigram max 0.8/0.3/0.3   95.4/75.8  90.6/58.1
#   corpora 0.3 0.1, open-gram 0.6, unigram max                95.6/76.8  90.6/58.1
#   corpora 0.1 0.1, open-gram 0.8, unigram max                95.0/74.0  90.7/58.4
#   corpora 0.3 0.1, open-gram 0.6, unigram sum 0.3/0.3/1.0    95.1/74.6  91.1/59.7
#   corpora 0.2 0.2, open-gram 0.6, unigram sum 0.3/0.3/1.0    94.8/73.3  91.2/59.9
#   open-gram alone (our lexicon and decoder)                  91.8/61.6  91.5/60.2
#   lexicon = open-gram's words + characters only              95.2/75.0  90.3/56.8
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
