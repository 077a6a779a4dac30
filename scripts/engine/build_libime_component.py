#!/usr/bin/env python3
"""Builds the engine's LGPL model component, lm-libime.bin (kind LM02, as lm.bin), from fcitx5
libime's word trigram model alone (Debian libime-data-language-model, zh_CN.lm, LGPL-2.1+), over
the word ids of our lexicon.bin: a libime n-gram is kept when every word of it is a word of the
lexicon (by text; <s> and </s>, if the model had them, would be word 0: libime's has neither). Nothing of lm.bin or of the lexicon's statistics goes
in: the file's numbers are libime's alone, re-encoded (log10 → nats, our 8-bit codebooks), so it
carries libime's licence. Lexicon words libime lacks get the unigram field 65535 ("not covered"):
the engine scores them by the other component alone.

Pruning (`--prune`, weighted by libime's own probabilities, see `prune`) keeps the file, and the
pages a process touches, smaller. Over dev.tsv and everyday.tsv together (chars / sentences, the
file's size, convert's peak RSS over both sets):
    none      96.4/80.0  93.5/69.5  14.45 MB  50.7 MiB
    3e-8      96.4/80.0  93.5/69.5  13.05 MB  49.4 MiB
    4e-8      96.4/80.2  93.5/69.5  12.52 MB  49.0 MiB   (the default)
    5e-8      96.3/80.0  93.4/69.2  12.00 MB  47.8 MiB
    6e-8      96.4/80.0  93.4/69.2  11.51 MB  48.1 MiB
    1e-7      96.3/79.5  93.3/69.0   9.80 MB  46.7 MiB
(An unweighted rule, dropping n-grams within 0.05 nats of their back-off estimate, finds 176:
KenLM already stores only what differs.)

    python3 scripts/engine/build_libime_component.py [--lexicon L] [--model zh_CN.lm] [--out F] [--prune T]
"""
import argparse
import array
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kenlm_binary  # noqa: E402
from engine_binary import pack_ngrams, write_lm02  # noqa: E402
from inspect_data import sections  # noqa: E402
from engine_common import log  # noqa: E402

LN10 = math.log(10)
NOT_COVERED = 65535


def lexicon_words(path):
    """The texts of lexicon.bin's words, by id."""
    lexicon = sections(path)
    offs = array.array("I", lexicon["WOFF"])
    text = lexicon["WTXT"]
    return [text[offs[i] * 2:offs[i + 1] * 2].decode("utf-16-le") for i in range(len(offs) - 1)]


def nats(log10):
    return -log10 * LN10


def prune(uni, bow, bigrams, trigrams, threshold):
    """Weighted pruning (as build_engine_data.py's --prune-entropy, by libime's own numbers): an
    n-gram goes when P(history) · P(word | history) · |ln P − ln P_back-off| is below `threshold`,
    i.e. when the back-off already gives nearly its cost or its history is rare. Trigrams first;
    then bigrams that are no longer the context of a trigram, their own back-off counted as a
    difference too (dropping the pair makes P(c | a b) fall back to P(c | b) without it).
    Returns how many trigrams and bigrams went, and the kept pairs without trigrams whose
    back-off is too light to store."""
    import math

    def p_bigram(a, b):
        listed = bigrams.get((a, b))
        return listed[0] if listed else bow[a] / 1000 + uni[b] / 1000

    dropped3 = []
    for (a, b, c), cost in trigrams.items():
        history = uni[a] / 1000 + bigrams[(a, b)][0]
        if math.exp(-history - cost) * abs(cost - (bigrams[(a, b)][1] + p_bigram(b, c))) < threshold:
            dropped3.append((a, b, c))
    for key in dropped3:
        del trigrams[key]
    contexts = {key[:2] for key in trigrams}
    dropped2 = []
    for (a, b), (cost, backoff) in bigrams.items():
        if (a, b) in contexts:
            continue
        weight = math.exp(-uni[a] / 1000 - cost)
        if weight * (abs(cost - (bow[a] + uni[b]) / 1000) + abs(backoff)) < threshold:
            dropped2.append((a, b))
    for key in dropped2:
        del bigrams[key]
    # A kept pair with no trigram left keeps its back-off only where it weighs enough.
    idle = {(a, b) for (a, b), (cost, backoff) in bigrams.items()
            if (a, b) not in contexts and math.exp(-uni[a] / 1000 - cost) * abs(backoff) < threshold}
    return len(dropped3), len(dropped2), idle


def build(lexicon_path, model_path, out_path, threshold=0.0):
    words = lexicon_words(lexicon_path)
    n = len(words)
    wid = {w: i for i, w in enumerate(words) if i > 0}
    model = kenlm_binary.open_model(model_path)
    # libime index → our id (word 0 is both <s> and </s>; <unk> and the rest unmapped).
    ours = [-1] * model.counts[0]
    for index, word in enumerate(model.words):
        if word in ("<s>", "</s>"):
            ours[index] = 0
        elif word in wid:
            ours[index] = wid[word]
    log("libime words in the lexicon:", sum(1 for o in ours if o > 0), "of", model.counts[0], "; lexicon words", n)
    # libime's model has no <s> or </s> (then -1): word 0 stays without a sentence end (unigram 0).
    start_index = model.index.get("<s>", -1)
    end_index = model.index.get("</s>", -1)
    uni = array.array("H", [NOT_COVERED] * n)
    uni[0] = 0
    bow = array.array("h", [0] * n)
    for (index,), prob, backoff in model.ngrams(1):
        target = ours[index]
        if target < 0:
            continue
        if index == end_index:
            uni[0] = min(65534, int(round(nats(prob) * 1000)))  # the sentence end's unigram
        elif index == start_index:
            bow[0] = max(-32767, min(32767, int(round(nats(backoff) * 1000))))
        else:
            uni[target] = min(65534, int(round(nats(prob) * 1000)))
            bow[target] = max(-32767, min(32767, int(round(nats(backoff) * 1000))))
    bigrams = {}   # (context, follower) in our ids → (cost, back-off cost)
    for (a, b), prob, backoff in model.ngrams(2):
        ca, cb = ours[a], ours[b]
        if ca < 0 or cb < 0 or a == end_index or b == start_index:
            continue
        bigrams[(ca, cb)] = (nats(prob), nats(backoff))
    trigrams = {}
    for (a, b, c), prob, _ in model.ngrams(3):
        ca, cb, cc = ours[a], ours[b], ours[c]
        if ca < 0 or cb < 0 or cc < 0 or c == start_index or b == end_index or b == start_index:
            continue
        if (ca, cb) in bigrams:
            trigrams[(ca, cb, cc)] = nats(prob)
    log("kept bigrams", len(bigrams), "of", model.counts[1], "; trigrams", len(trigrams), "of", model.counts[2])
    idle = set()
    if threshold > 0:
        went3, went2, idle = prune(uni, bow, bigrams, trigrams, threshold)
        log("pruned below", threshold, "(trigrams, bigrams, back-offs):", went3, went2, len(idle))
    # A pair keeps its back-off even when none of its trigrams survived the mapping.
    arrays = pack_ngrams(n, bigrams, trigrams, lambda pair, backoff: backoff != 0 and pair not in idle)
    write_lm02(out_path, n, uni, bow, *arrays)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    data = os.path.join(here, "../../Sources/ChineseEngine/Data")
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lexicon", default=os.path.join(data, "lexicon.bin"))
    parser.add_argument("--model", default="/usr/lib/x86_64-linux-gnu/libime/zh_CN.lm")
    parser.add_argument("--out", default=os.path.join(data, "lm-libime.bin"))
    parser.add_argument("--prune", type=float, default=4e-8, metavar="T",
                        help="weighted pruning threshold (default 4e-8; 0: keep every n-gram libime has)")
    args = parser.parse_args()
    build(args.lexicon, args.model, args.out, args.prune)


if __name__ == "__main__":
    main()
