"""open-gram, the language model of Debian's sunpinyin-data (CC-BY-SA 3.0), as
scripts/engine/sunpinyin/convert.sh writes it (TSV), mapped onto our word ids for
build_engine_data.py: its back-off tables, and the sentence end from its clause punctuation."""
import os

import ngram
from engine_common import all_han, log

# open-gram's tokens that end a clause: their probability after a context is the sentence end's.
SENTENCE_END_MARKS = ("，", "。", "！", "？", "；")


def load_sunpinyin(path):
    """The converted tables in `path` (None when they are not there), log10 values as open-gram stores them."""
    if not os.path.exists(os.path.join(path, "unigram.tsv")):
        return None
    uni, bi, tri, lex = {}, {}, {}, {}
    for line in open(os.path.join(path, "lexicon.tsv"), encoding="utf8"):
        p = line.rstrip("\n").split("\t")
        if len(p) >= 2 and all_han(p[0]):
            lex.setdefault(p[0], []).append(p[1].split())
    for line in open(os.path.join(path, "unigram.tsv"), encoding="utf8"):
        p = line.rstrip("\n").split("\t")
        uni[p[0]] = (float(p[1]), float(p[2]) if len(p) > 2 and p[2] else 0.0)
    for line in open(os.path.join(path, "bigram.tsv"), encoding="utf8"):
        p = line.rstrip("\n").split("\t")
        bi[(p[0], p[1])] = (float(p[2]), float(p[3]) if len(p) > 3 and p[3] else 0.0)
    for line in open(os.path.join(path, "trigram.tsv"), encoding="utf8"):
        p = line.rstrip("\n").split("\t")
        tri[(p[0], p[1], p[2])] = float(p[3])
    return {"uni": uni, "bi": bi, "tri": tri, "lex": lex}


def load_opengram(wid, sun):
    """open-gram's back-off model mapped onto our word ids. Its clause separator `，` stands for
    our sentence start (open-gram has no <s>: clauses start after punctuation); n-grams with a
    word we lack (other punctuation, <unk>, words without a reading) are dropped, and so is the
    mass they held."""
    ids = dict(wid)
    ids["，"] = 0
    p1, b1, p2, b2, p3 = {}, {}, {}, {}, {}
    for w, (lp, lb) in sun["uni"].items():
        i = ids.get(w)
        if i is None:
            continue
        if i != 0:
            p1[i] = 10 ** lp
        b1[i] = 10 ** lb
    for (a, b), (lp, lb) in sun["bi"].items():
        i, j = ids.get(a), ids.get(b)
        if i is None or j is None or j == 0:
            continue
        p2[(i, j)] = 10 ** lp
        if lb:
            b2[(i, j)] = 10 ** lb
    for (a, b, c), lp in sun["tri"].items():
        i, j, k = ids.get(a), ids.get(b), ids.get(c)
        if i is None or j is None or k is None or j == 0 or k == 0:
            continue
        p3[(i, j, k)] = 10 ** lp

    ends = opengram_sentence_ends(sun, ids)
    p1[0] = ends["p1"]
    p2.update(ends["p2"])
    p3.update(ends["p3"])
    z = sum(p for w, p in p1.items() if w != 0)
    log("open-gram mapped: unigrams", len(p1), "(mass %.3f)" % z, "bigrams", len(p2), "trigrams", len(p3),
        "sentence end %.4f" % p1[0], "after", len(ends["p2"]), "words and", len(ends["p3"]), "pairs")
    return ngram.BackoffModel(p1, p2, p3, b1, b2)


def opengram_sentence_ends(sun, ids):
    """The sentence end (word 0 as a follower) in open-gram: the probability that any
    clause-ending mark (`SENTENCE_END_MARKS`) comes next, summed with open-gram's own back-off,
    after every word and pair that lists one of them. `sun` holds log10 probabilities and
    back-offs as `load_sunpinyin` reads them; `ids` maps words to ids (，is the start, 0)."""
    def prob1(w):
        return 10 ** sun["uni"][w][0] if w in sun["uni"] else 0.0

    def prob2(a, b):
        listed = sun["bi"].get((a, b))
        if listed is not None:
            return 10 ** listed[0]
        return 10 ** sun["uni"].get(a, (0.0, 0.0))[1] * prob1(b)

    def prob3(a, b, c):
        listed = sun["tri"].get((a, b, c))
        if listed is not None:
            return 10 ** listed
        bo = sun["bi"].get((a, b))
        return (10 ** bo[1] if bo else 1.0) * prob2(b, c)

    marks = [w for w in SENTENCE_END_MARKS if w in sun["uni"]]
    p2, p3 = {}, {}
    for a in set(a for (a, b) in sun["bi"] if b in SENTENCE_END_MARKS):
        i = ids.get(a)
        if i is not None and i != 0:
            p2[(i, 0)] = sum(prob2(a, w) for w in marks)
    for a, b in set((a, b) for (a, b, c) in sun["tri"] if c in SENTENCE_END_MARKS):
        i, j = ids.get(a), ids.get(b)
        if i is not None and j is not None and j != 0:
            p3[(i, j, 0)] = sum(prob3(a, b, w) for w in marks)
    return {"p1": sum(prob1(w) for w in marks), "p2": p2, "p3": p3}
