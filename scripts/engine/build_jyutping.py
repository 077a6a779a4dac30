#!/usr/bin/env python3
"""粤拼 data: Sources/ChineseEngine/Data/yue/{lexicon.bin,lm.bin} from Debian's rime-data-jyut6ping3
(CC BY 4.0; its maps dictionary ODbL), in the pinyin engine's formats (LEX1 with its syllable
inventory in a SYLS section, LM02), so the one engine reads Cantonese given this inventory and data.

  python3 scripts/engine/build_jyutping.py [--source DIR] [--out DIR]

Without --source it fetches the package itself (`apt-get download`, unpacked with dpkg-deb into a
temporary folder). Readings: the words dictionary's own; other words (the phrase and maps lists,
the essay's words) are read through their characters' readings (chars.dict, whose percentages
become a reading's extra cost), every likely combination. Frequencies: essay-cantonese's counts.
Text: Hong Kong's forms (the package's OpenCC HK variants, within Big5-HKSCS); spellings web text
borrows (既 for 嘅) hand most of their counts to the word they stand for (BORROWED_SPELLINGS).
The toneless syllable is the unit of the lexicon trie; `SYLS` lists the syllables (their ids)
and initials. Never reads HKCanCor or pycantonese (eval/yue-dev.tsv tunes the weights only).
"""
import argparse
import glob
import math
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from engine_binary import lexicon_sections, pack_ngrams, quantize_cost, text_table_sections, write_file, write_lm02  # noqa: E402
from engine_common import all_han, log  # noqa: E402
import array  # noqa: E402

PACKAGE = "rime-data-jyut6ping3"
INITIALS = "ng gw kw b p m f d t n l g k h w z c s j".split()
SYLLABLE = re.compile(r"^[a-z]+[1-6]$")
MAX_WORD_LEN = 8
# Characters written Cantonese uses and Mandarin does not (Hong Kong's 粵語正字, the 佢哋 嘅 咗 喺 冇 嘢
# 啲 嚟 and their like): a dictionary word written with one of them is the form Hong Kong writes.
# Web text writes some common words with another character of a like sound, and the essay counts
# them under it: 既 (gei3) for 嘅 (ge3) and 呀 (aa4, rime-cantonese's chars.dict) for the particle
# 啊 (aa3). Toneless input cannot tell the two apart, and the borrowed character then outranks
# the words of its own reading (既 over 幾 for `gei`, 呀 over 啊 for `aa`): the word written takes
# `--spelling-share` of the borrowed character's count. {word: character also written for it}.
BORROWED_SPELLINGS = {"啊": "呀", "嘅": "既"}
HONG_KONG_CHARACTERS = set("佢哋嘅咗喺冇嘢啲嚟畀瞓睇搵噉嗰揸攞嬲咩唔㗎喎嘞囉嘥諗餸攰冧啱嚿啩咋嗮孭撳踎掟氹嗌唞啖黐戇乜咁")


def fetch(work):
    subprocess.run(["apt-get", "download", PACKAGE], cwd=work, check=True, stdout=subprocess.DEVNULL)
    deb = glob.glob(os.path.join(work, PACKAGE + "_*.deb"))[0]
    subprocess.run(["dpkg-deb", "-x", deb, os.path.join(work, "x")], check=True)
    log("unpacked", os.path.basename(deb))
    return os.path.join(work, "x/usr/share/rime-data")


def entries(path, glyphs):
    """The tab-separated rows after a Rime dictionary's `...` line, the text in Hong Kong's glyphs."""
    body = False
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if not body:
            body = line == "..."
            continue
        if line and not line.startswith("#"):
            row = line.split("\t")
            row[0] = row[0].translate(glyphs)
            yield row


def percent_cost(field, floor):
    """A reading's extra cost in nats from chars.dict's percentage (none: the usual reading)."""
    if not field or not field.endswith("%"):
        return 0.0
    value = float(field[:-1])
    return min(floor, -math.log(max(value, 0.1) / 100))


def hong_kong_glyphs(src):
    """The package's OpenCC Hong Kong variants (`opencc/HKVariantsFull.txt`: 爲 → 為, 搵 → 揾, 臺 → 台),
    a table for str.translate: rime-cantonese writes OpenCC's standard forms, Hong Kong its own. Only
    forms Hong Kong's character set (Big5-HKSCS, Python's own codec) has: the glyph standard's 説
    and 脱 are not what people type (說, 脫)."""
    def typed_in_hong_kong(text):
        try:
            text.encode("big5hkscs")
            return True
        except UnicodeEncodeError:
            return False

    table = {}
    for line in open(os.path.join(src, "opencc", "HKVariantsFull.txt"), encoding="utf-8"):
        parts = line.split()
        if len(parts) >= 2 and len(parts[0]) == 1 and len(parts[1]) == 1 and parts[0] != parts[1] and typed_in_hong_kong(parts[1]):
            table[ord(parts[0])] = parts[1]
    return table


def read_sources(src, args):
    hk = hong_kong_glyphs(src)
    chars = {}  # char -> {toneless syllable: cost}
    for row in entries(os.path.join(src, "jyut6ping3.chars.dict.yaml"), hk):
        if len(row) < 2 or not SYLLABLE.match(row[1]) or not all_han(row[0]):
            continue
        syl = row[1][:-1]
        cost = percent_cost(row[2] if len(row) > 2 else "", args.rare_reading)
        old = chars.setdefault(row[0], {})
        old[syl] = min(old.get(syl, 99.0), cost)
    explicit = {}  # word -> {syllable tuple: cost}
    for row in entries(os.path.join(src, "jyut6ping3.words.dict.yaml"), hk):
        if len(row) < 2 or not all_han(row[0]) or len(row[0]) > MAX_WORD_LEN:
            continue
        syls = row[1].split()
        if len(syls) != len(row[0]) or not all(SYLLABLE.match(s) for s in syls):
            continue
        explicit.setdefault(row[0], {})[tuple(s[:-1] for s in syls)] = 0.0
    listed = set()
    for name in ("jyut6ping3.phrase.dict.yaml", "jyut6ping3.maps.dict.yaml"):
        for row in entries(os.path.join(src, name), hk):
            if all_han(row[0]):
                listed.add(row[0])
    freq = {}
    for line in open(os.path.join(src, "essay-cantonese.txt"), encoding="utf-8"):
        parts = line.rstrip("\n").split("\t")
        if len(parts) == 2 and all_han(parts[0]) and len(parts[0]) <= MAX_WORD_LEN:
            word = parts[0].translate(hk)
            freq[word] = freq.get(word, 0) + int(parts[1])
    return chars, explicit, listed, freq


def composed_readings(word, chars, limit, margin):
    """A word's readings through its characters' (cheapest first), at most `limit`, within `margin` nats."""
    partial = [((), 0.0)]
    for ch in word:
        options = chars.get(ch)
        if not options:
            return {}
        partial = sorted(((r + (s,), c + k) for r, c in partial for s, k in options.items()), key=lambda x: x[1])[:limit]
    best = partial[0][1]
    return {r: c - best for r, c in partial if c - best <= margin}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--source", help="the unpacked rime-data folder (default: apt-get download it)")
    ap.add_argument("--out", default=os.path.join(here, "..", "..", "Sources/ChineseEngine/Data/yue"))
    ap.add_argument("--rare-reading", type=float, default=4.0, help="cap of a character reading's extra cost (nats)")
    ap.add_argument("--composed-share", type=float, default=0.05, help="share of its characters' joint count a dictionary word the essay lacks gets")
    ap.add_argument("--unlisted-count", type=float, default=0.5, help="count given a listed word the essay lacks")
    ap.add_argument("--min-count", type=int, default=0, help="essay words below this count (and not in a list) are left out")
    ap.add_argument("--phrase-max", type=int, default=4, help="listed phrases longer than this are not words but the bigrams' text (0: all words)")
    ap.add_argument("--bigram-k", type=float, default=320, help="a context's bigrams weigh c / (c + K) against the unigram")
    ap.add_argument("--variant-share", type=float, default=0.2, help="share of its count a variant spelling keeps when a dictionary form takes it (我地 for 我哋)")
    ap.add_argument("--spelling-share", type=float, default=0.9, help="share of a borrowed spelling's count its word takes (BORROWED_SPELLINGS)")
    ap.add_argument("--bigram-min", type=int, default=1, help="bigrams seen fewer times are left out")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as work:
        src = args.source or fetch(work)
        chars, explicit, listed, freq = read_sources(src, args)
    vocab = {}
    phrases = {w for w in listed if len(w) > args.phrase_max} if args.phrase_max else set()
    for w in set(freq) | set(explicit) | (listed - phrases):
        if len(w) > MAX_WORD_LEN or len(w) > 1 and w not in explicit and w not in listed and freq.get(w, 0) < args.min_count:
            continue
        readings = dict(explicit.get(w, {}))
        if not readings:
            # A character's readings are one-syllable tuples (a bare string would be read letter by letter).
            readings = composed_readings(w, chars, 4, 3.0) if len(w) > 1 else {(syl,): c for syl, c in chars.get(w, {}).items()}
        if readings:
            vocab[w] = readings
    log("words", len(vocab), "with their own readings", sum(1 for w in vocab if w in explicit))
    counts = {w: freq.get(w, 0) + args.unlisted_count for w in vocab}
    # A dictionary word the essay never counted (它 splits 我哋 into 我 + 哋) gets a share of what
    # its characters' counts say it could be.
    char_total = sum(freq.get(c, 0) for c in chars) or 1
    for w in explicit:
        if w in vocab and len(w) > 1 and freq.get(w, 0) == 0:
            estimate = char_total
            for c in w:
                estimate *= freq.get(c, 0) / char_total
            counts[w] += args.composed_share * estimate
    end_share = 0.05
    # The phrases are split as the essay splits text (我哋 as 我 + 哋: the pair becomes a bigram), then
    # the words Hong Kong writes take their variants' counts.
    split_total = sum(counts.values())
    p_split = {w: c / split_total for w, c in counts.items()}
    hong_kong_forms(vocab, explicit, freq, counts, args.variant_share)
    for word, borrowed in BORROWED_SPELLINGS.items():
        if word in counts and borrowed in counts:
            moved = args.spelling_share * freq.get(borrowed, 0)
            counts[word] += moved
            counts[borrowed] -= moved
    total = sum(counts.values())
    p_uni = {w: (1 - end_share) * c / total for w, c in counts.items()}
    words = ["<s>"] + sorted(vocab, key=lambda w: (-p_uni[w], w))
    wid = {w: i for i, w in enumerate(words)}
    spellings = sorted({s for rs in vocab.values() for r in rs for s in r})
    syl_ids = {s: i for i, s in enumerate(spellings)}
    log("syllables", len(spellings))
    os.makedirs(args.out, exist_ok=True)
    lex_entries = ((wid[w], [syl_ids[s] for s in r], cost) for w, rs in vocab.items() for r, cost in rs.items())
    sections = lexicon_sections(words, lex_entries, lambda i: -math.log(p_uni[words[i]]))
    inventory = "jyutping\n" + " ".join(spellings) + "\n" + " ".join(INITIALS) + "\n"
    # The words by text: a composition's left context (the words that end the text before the
    # caret) is a look-up, not a pass over the 470,000 words.
    write_file(os.path.join(args.out, "lexicon.bin"), "LEX1",
               sections + [("SYLS", inventory.encode())] + text_table_sections(words))
    n = len(words)
    uni = array.array("H", [quantize_cost(end_share)] + [quantize_cost(p_uni[w]) for w in words[1:]])
    bigrams, backoffs = phrase_bigrams(listed, wid, p_uni, args, p_split)
    bow = array.array("h", [0] * n)
    for a, cost in backoffs.items():
        bow[a] = max(-32767, min(32767, int(round(cost * 1000))))
    write_lm02(os.path.join(args.out, "lm.bin"), n, uni, bow, *pack_ngrams(n, bigrams, {}, lambda pair, b: False))


def hong_kong_forms(vocab, explicit, freq, counts, share):
    """The essay splits a dictionary word written as Hong Kong writes it (我哋 is 我 + 哋 there) but
    counts a variant spelling of it (我地, 比我 for 畀我, 無錢 for 冇錢): a dictionary word the essay never
    counted takes the count of an essay word of the same reading and length that differs from it
    in one character, a Hong Kong character (`HONG_KONG_CHARACTERS`) where the variant has another,
    and is no dictionary word itself; that variant keeps `share` of its count, so the form Hong
    Kong writes comes first and the variant stays offered."""
    by_reading = {}
    for w, readings in vocab.items():
        if len(w) > 1 and freq.get(w, 0) > 0 and w not in explicit:
            for r in readings:
                by_reading.setdefault(r, []).append(w)
    moved, taken = 0, set()
    for w in sorted(explicit):
        if w not in vocab or len(w) < 2 or freq.get(w, 0) > 0:
            continue
        variants = {v for r in vocab[w] for v in by_reading.get(r, ())
                    if v not in taken and len(v) == len(w) and hong_kong_form_of(w, v)}
        if not variants:
            continue
        best = max(sorted(variants), key=lambda v: freq[v])
        taken.add(best)
        counts[w] += freq[best]
        counts[best] -= (1 - share) * freq[best]
        moved += 1
    log("dictionary forms that took a variant's count", moved)


def hong_kong_form_of(word, variant):
    """Whether `word` is `variant` with one character written as Hong Kong writes it (我哋, 我地)."""
    changed = [(a, b) for a, b in zip(variant, word) if a != b]
    return len(changed) == 1 and changed[0][1] in HONG_KONG_CHARACTERS and changed[0][0] not in HONG_KONG_CHARACTERS


def segment(text, p_uni, longest=6):
    """The likeliest split of `text` into words of `p_uni` other than `text` itself (None if none)."""
    best = [(0.0, None)] + [(math.inf, None)] * len(text)
    for end in range(1, len(text) + 1):
        for start in range(max(0, end - longest), end):
            w = text[start:end]
            if w == text or w not in p_uni or best[start][0] == math.inf:
                continue
            cost = best[start][0] - math.log(p_uni[w])
            if cost < best[end][0]:
                best[end] = (cost, start)
    if best[-1][0] == math.inf:
        return None
    out, end = [], len(text)
    while end > 0:
        start = best[end][1]
        out.append(text[start:end])
        end = start
    return out[::-1]


def phrase_bigrams(phrases, wid, p_uni, args, p_split):
    """Word bigrams of the phrase lists (each phrase split into the lexicon's words once, by `p_split`), as
    LM02 bigrams {(a, b): (cost, 0)} interpolated with the unigram: P(b|a) = λ c(a,b)/c(a) +
    (1-λ) P(b), λ = c(a) / (c(a) + K); and each context's back-off cost -ln(1-λ)."""
    import collections
    pairs = collections.Counter()
    for text in phrases:
        parts = segment(text, p_split)
        if parts and len(parts) > 1:
            for a, b in zip(parts, parts[1:]):
                pairs[(wid[a], wid[b])] += 1
    context = collections.Counter()
    for (a, _), c in pairs.items():
        context[a] += c
    words = {i: w for w, i in wid.items()}
    bigrams, backoffs = {}, {}
    for a, total in context.items():
        lam = total / (total + args.bigram_k)
        backoffs[a] = -math.log(1 - lam)
    for (a, b), c in pairs.items():
        if c < args.bigram_min:
            continue
        lam = context[a] / (context[a] + args.bigram_k)
        bigrams[(a, b)] = (-math.log(lam * c / context[a] + (1 - lam) * p_uni[words[b]]), 0.0)
    log("phrase bigrams", len(bigrams), "contexts", len(backoffs))
    return bigrams, backoffs


if __name__ == "__main__":
    main()
