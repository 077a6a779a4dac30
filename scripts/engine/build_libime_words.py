#!/usr/bin/env python3
"""Builds words-libime.bin (kind LXW1, LGPL-2.1+): the words libime's dictionary and model know and
our lexicon lacks (朋友圈-like everyday words), with libime's statistics for them. One file holds
both halves, so the words and their n-grams cannot get out of step:
  - a lexicon of the new words (the LEX1 sections: META, WOFF, WTXT, NCHD, NSYL, NWRD, WLST), local
    id k being the engine's word lexicon.bin's count + k;
  - a model component over local ids (the LM02 sections, its META named LMET; see
    `model_sections`): the new words' unigrams and back-offs, and every n-gram of libime's
    zh_CN.lm that has a new word and whose other words are lexicon or new words, pruned as
    build_libime_component.py prunes (the same `prune`, over libime's numbers for all these
    words). A pair of two lexicon words that carries trigrams with a new word is listed too (its
    own cost and back-off are libime's, the engine reads them from lm-libime.bin): the trigrams
    hang on it.
Sources (LGPL-2.1+, Debian libime-data and libime-data-language-model 1.0.16): sc.dict, dumped by
`libime_pinyindict -d` (libime-bin), and zh_CN.lm. Nothing of lm.bin or of the lexicon's
statistics goes in (lexicon.bin gives only the ids of its words, by text).

The lexicon's rules hold for the new words: a word enters because a dictionary (sc.dict) lists it,
Han characters only, at most 8, none traditional-only (build_engine_data.traditional_only_chars); a
reading enters when each of its syllables is in our syllable table and is a reading pypinyin gives
its character (sc.dict's 行长 xing'zhang is one, 的确 di'que is, 的确 de'que is not); a word needs
a reading and must be a word of libime's model (its statistics are what make it useful).

How many words (`--max-cost`, libime's unigram cost in nats; the 52,673 candidates cost 9.4 to
14.4, half of them above 13.8: the cut keeps those libime finds commonest). Dev and everyday (chars / sentences), the
file, and convert's peak RSS over both sets (before the file: 96.47/80.20, 93.49/69.60, 49.7–50.2
thousand kB; the budget is 50 MiB, 51,200 kB; each a few runs: a process maps the binary's pages
in 64 kB windows around each first touch, so new code paths add some 0.7 MB of binary pages, and
the figure moves by a few hundred kB from run to run):
    any    52,673 words  96.50/80.35  93.62/70.15  2.17 MB  53.0 (a new word paying 2.5 nats)
    13.9   29,853        96.48/80.30  93.59/70.05  1.42 MB  52.0 (2.5 nats)
    13.575 20,440        96.48/80.30  93.57/69.90  1.07 MB  51.2–51.3
    13.45  14,185        96.48/80.30  93.60/69.85  0.82 MB  50.9
    13.32   9,898        96.48/80.25  93.59/69.85  0.64 MB  50.4–51.2
    13.2    6,973        96.48/80.25  93.54/69.75  0.50 MB  50.9–51.2 (bundled)
    13.1    5,150        96.48/80.25  93.54/69.75  0.41 MB  50.5–50.8 (bundled)   (the default)
    13.0    3,849        96.47/80.20  93.54/69.75  0.34 MB
    12.8    2,143        96.47/80.20  93.51/69.65  0.24 MB
(From 13.575 on with the decoder offering no new word read through a guess, which took 0.3 MB of
private memory: see LexiconTrie.takesGuesses.) Since the release link orders the binary's functions
(scripts/link), its pages take about 4.4 MB less: all 52,673 words peak at 48,452 kB (the shipped
5,150 at 46,156–47,112), RssAnon 3,764 kB. With 纠错's slip places (issue 29), all words at 2.5 nats:
dev 96.50/80.35, everyday 93.62/70.15, 9-key everyday 86.3 %, dev.abbr top-5 46.8 %, the typo set
top-1 90.2 % but top 5 89.9 % of clean (90.1 % shipped), so the file stays at 5,150. The local ids
made the file 2.17 MB instead of 3.79 (dense per-word arrays over all the lexicon's ids).

    python3 scripts/engine/build_libime_words.py [--lexicon L] [--model zh_CN.lm] [--dict sc.dict] [--out F] [--prune T] [--max-cost C]
"""
import argparse
import array
import math
import os
import struct
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kenlm_binary  # noqa: E402
from build_libime_component import NOT_COVERED, lexicon_words, nats, prune  # noqa: E402
from engine_binary import lexicon_sections, pack_ngrams, write_file  # noqa: E402
from engine_common import all_han, log  # noqa: E402

MAX_WORD_LEN = 8
KIND = "LXW1"


def dump_dictionary(path):
    """sc.dict's lines `词 ci'yu cost` (libime_pinyindict -d)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "dict.txt")
        subprocess.run(["libime_pinyindict", "-d", path, out], check=True)
        with open(out, encoding="utf8") as f:
            return [line.split() for line in f if len(line.split()) == 3]


def new_words(entries, lexicon, model_words, traditional, char_readings, syl_ids):
    """{word: [(syllables, penalty)]}: the words `entries` lists that the lexicon lacks and the model
    has, by the lexicon's rules (see the module's doc). `char_readings`: character → readings;
    `penalty`: sc.dict's own cost of a reading (−log10), in nats."""
    out = {}
    for text, pinyin, cost in entries:
        if text in lexicon or text not in model_words or len(text) > MAX_WORD_LEN or not all_han(text):
            continue
        if any(c in traditional for c in text):
            continue
        syllables = [s.replace("ü", "v") for s in pinyin.split("'")]
        syllables = ["lve" if s == "lue" else "nve" if s == "nue" else s for s in syllables]
        if len(syllables) != len(text) or not all(s in syl_ids for s in syllables):
            continue
        if not all(s in char_readings.get(c, ()) for c, s in zip(text, syllables)):
            continue
        penalty = max(0.0, -float(cost) * math.log(10))
        readings = out.setdefault(text, [])
        if all(r != syllables for r, _ in readings):
            readings.append((syllables, penalty))
    return out


def model_sections(base, count, uni, bow, bigrams, trigrams, idle):
    """The model sections of the n-grams that have a new word (engine ids from `base` on, `count`
    of them), over local ids: new word k is k, and the lexicon words these n-grams name follow,
    `count + j` for the j-th of them by id (section LXID lists their engine ids, ascending), so
    the dense per-word arrays cover the few lexicon words that matter, not all of them. A pair of
    two lexicon words is listed only as the carrier of trigrams with a new word. LM02's sections
    (its META named LMET)."""
    trigrams = {k: v for k, v in trigrams.items() if max(k) >= base}
    carriers = {k[:2] for k in trigrams}
    listed = {k: v for k, v in bigrams.items() if max(k) >= base or k in carriers}
    named = sorted({w for key in list(listed) + list(trigrams) for w in key if w < base})
    local = {w: count + j for j, w in enumerate(named)}
    local.update({base + k: k for k in range(count)})
    n = count + len(named)
    uni_local = array.array("H", [NOT_COVERED] * n)
    bow_local = array.array("h", [0] * n)
    for k in range(count):
        uni_local[k], bow_local[k] = uni[base + k], bow[base + k]
    # A pair with a new word keeps its back-off even without trigrams (as in lm-libime.bin).
    local_bigrams = {(local[a], local[b]): value for (a, b), value in listed.items()}
    local_trigrams = {(local[a], local[b], local[c]): cost for (a, b, c), cost in trigrams.items()}
    kept = {(local[a], local[b]) for (a, b) in listed if max(a, b) >= base and (a, b) not in idle}
    start, packed, book2, keys, tstart, tbow, tri, book3 = pack_ngrams(
        n, local_bigrams, local_trigrams, lambda pair, backoff: backoff != 0 and pair in kept)
    log("new-word n-grams: bigrams", len(packed), "(carriers", len(carriers - {k for k in listed if max(k) >= base}),
        ") trigram contexts", len(keys), "trigrams", len(tri), "; lexicon words named", len(named))
    return [("LXID", array.array("I", named).tobytes()),
            ("LMET", struct.pack("<III", n, len(packed), len(keys))), ("UNIG", uni_local.tobytes()), ("BOFF", bow_local.tobytes()),
            ("BIDX", start.tobytes()), ("BGRM", packed.tobytes()), ("QBOK", struct.pack("<256f", *book2)),
            ("TKEY", keys.tobytes()), ("TIDX", tstart.tobytes()), ("TBOF", tbow.tobytes()), ("TGRM", tri.tobytes()),
            ("QTRI", struct.pack("<256f", *book3))]


def build(lexicon_path, model_path, dict_path, out_path, threshold, max_cost):
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from build_engine_data import gb2312_chars, syllable_table, traditional_only_chars
    from readings import Readings
    old = lexicon_words(lexicon_path)
    base = len(old)
    lexicon = {w: i for i, w in enumerate(old) if i > 0}
    model = kenlm_binary.open_model(model_path)
    _, syl_ids = syllable_table()
    found = new_words(dump_dictionary(dict_path), lexicon, set(model.index), traditional_only_chars(set(gb2312_chars())),
                      Readings(syl_ids).char, syl_ids)
    # Local ids by libime's unigram, likeliest first (ties by text).
    cost_of = {}
    for (index,), prob, _ in model.ngrams(1):
        if model.words[index] in found:
            cost_of[model.words[index]] = nats(prob)
    words = sorted((w for w in found if cost_of[w] <= max_cost), key=lambda w: (cost_of[w], w))
    log("new words", len(words), "of sc.dict; lexicon", base)
    wid = dict(lexicon)
    wid.update({w: base + k for k, w in enumerate(words)})
    n = base + len(words)
    ours = [-1] * model.counts[0]
    for index, word in enumerate(model.words):
        ours[index] = wid.get(word, -1)
    uni = array.array("H", [NOT_COVERED] * n)
    bow = array.array("h", [0] * n)
    uni_all, bow_all = [NOT_COVERED] * n, [0] * n   # libime's numbers for every word, for pruning
    for (index,), prob, backoff in model.ngrams(1):
        target = ours[index]
        if target > 0:
            uni_all[target] = min(65534, int(round(nats(prob) * 1000)))
            bow_all[target] = max(-32767, min(32767, int(round(nats(backoff) * 1000))))
            if target >= base:
                uni[target], bow[target] = uni_all[target], bow_all[target]
    bigrams = {}
    for (a, b), prob, backoff in model.ngrams(2):
        ca, cb = ours[a], ours[b]
        if ca > 0 and cb > 0:
            bigrams[(ca, cb)] = (nats(prob), nats(backoff))
    trigrams = {}
    for (a, b, c), prob, _ in model.ngrams(3):
        ca, cb, cc = ours[a], ours[b], ours[c]
        if ca > 0 and cb > 0 and cc > 0 and max(ca, cb, cc) >= base and (ca, cb) in bigrams:
            trigrams[(ca, cb, cc)] = nats(prob)
    log("libime n-grams over lexicon and new words: bigrams", len(bigrams), "trigrams with a new word", len(trigrams))
    idle = set()
    if threshold > 0:
        went3, went2, idle = prune(uni_all, bow_all, bigrams, trigrams, threshold)
        log("pruned below", threshold, "(trigrams, bigrams, back-offs):", went3, went2, len(idle))
    # Each node's words likeliest first: libime's unigram cost plus the reading's penalty.
    entries = ((k, [syl_ids[s] for s in syllables], penalty) for k, w in enumerate(words) for syllables, penalty in found[w])
    sections = lexicon_sections(words, entries, lambda k: uni[base + k] / 1000)
    sections += model_sections(base, len(words), uni, bow, bigrams, trigrams, idle)
    write_file(out_path, KIND, sections)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    data = os.path.join(here, "../../Sources/ChineseEngine/Data")
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lexicon", default=os.path.join(data, "lexicon.bin"))
    parser.add_argument("--model", default="/usr/lib/x86_64-linux-gnu/libime/zh_CN.lm")
    parser.add_argument("--dict", default="/usr/share/libime/sc.dict")
    parser.add_argument("--out", default=os.path.join(data, "words-libime.bin"))
    parser.add_argument("--prune", type=float, default=4e-8, metavar="T",
                        help="weighted pruning threshold, as build_libime_component.py's (default 4e-8)")
    parser.add_argument("--max-cost", type=float, default=13.1, metavar="NATS",
                        help="a new word needs a libime unigram cost of at most this (default 13.1: the 5,150 likeliest; see the doc)")
    args = parser.parse_args()
    build(args.lexicon, args.model, args.dict, args.out, args.prune, args.max_cost)


if __name__ == "__main__":
    main()
