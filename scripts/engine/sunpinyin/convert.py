#!/usr/bin/env python3
"""Convert Debian's sunpinyin-data (open-gram) model into plain word-level TSV tables.

Inputs
  --pydict   pydict_sc.bin  (sunpinyin pinyin trie + word string table)
  --arpa     output of `tslminfo -v lm_sc.t3g` (word ids, -ln values), or '-' for stdin
  --out      output directory

Outputs (all UTF-8, tab separated, no header)
  lexicon.tsv      word, pinyin syllables (space separated, u-umlaut as v), id
  unigram.tsv      word, log10 P(w), log10 backoff(w)
  bigram.tsv       w1, w2, log10 P(w2|w1), log10 backoff(w1 w2)
  trigram.tsv      w1, w2, w3, log10 P(w3|w1 w2)
  special_ids.tsv  id, marker/word, class, in_lm, note (ids < 100 used by the model/lexicon)
  charset_level.tsv word, id, csLevel (0 GB2312, 1 GBK, 3 outside GBK) from the trie
  meta.json        counts, 0-gram values, provenance

See README.md in this folder for the binary formats and the conventions.
"""
import argparse
import json
import math
import struct
import sys
from collections import Counter

LN10 = math.log(10.0)

# sunpinyin 3.x syllable tables (python/pinyin_data.py in the sunpinyin sources).
# A TSyllable is a 32-bit value: tone:4 | final:8 | initial:8 | other:12 (LSB first),
# i.e. initial = (s >> 12) & 0xff, final = (s >> 4) & 0xff.
INITIALS = ["", "b", "p", "m", "f", "d", "t", "n", "l", "g", "k", "h", "j", "q", "x",
            "zh", "ch", "sh", "r", "z", "c", "s", "y", "w", "hm"]
FINALS = ["", "a", "o", "e", "ai", "ei", "ao", "ou", "an", "en", "ang", "eng", "er", "i",
          "ia", "ie", "iao", "iu", "ian", "in", "iang", "ing", "u", "ua", "uo", "uai", "ui",
          "uan", "un", "uang", "ong", "v", "ve", "ue", "iong", "ng"]

# Special word ids (sunpinyin/open-gram dict head; src/ime-core/imi_defines.h).
SPECIAL = {
    0: ("<unk>", "special", "UNKNOWN_WORD_ID: any run of non-lexicon text in the training corpus (mmseg merges runs into one 0)"),
    2: ("<unknown_cn>", "special", "unused by this model"),
    9: ("<ambi>", "special", "ambiguous segmentation id; excluded from the LM at build time"),
    10: ("<stok>", "special", "sentence token; excluded from the LM at build time (no <s>/</s> n-grams exist)"),
    20: ("<Digit>", "special", "unused by this model"),
    21: ("<Symbol>", "special", "unused by this model"),
    69: ("<NONEWORD_ALLWORD>", "special", "NONE_WORD_ID in the IME; unused by this model"),
}
ENDING_WORD_ID = 70  # the IME scores sentence end as a transition to '，'


def decode_syllable(s):
    i = (s >> 12) & 0xFF
    f = (s >> 4) & 0xFF
    if i >= len(INITIALS) or f >= len(FINALS):
        raise ValueError("unknown syllable 0x%x" % s)
    return INITIALS[i] + FINALS[f]


def read_pydict(path):
    d = open(path, "rb").read()
    word_count, node_count, str_off = struct.unpack_from("<3I", d, 0)
    words = d[str_off:].decode("utf-32-le").split("\0")
    if len(words) < word_count:
        raise SystemExit("string table shorter than word count")
    words = words[:word_count]

    # Enumerate every (word, syllable path) in the trie.  Besides the real readings,
    # genpyt adds transfers on incomplete syllables (initial only, e.g. 'b') that lead
    # to merged "abbreviation" nodes, so '吗' is also reachable as 'm'.  Yet some real
    # readings are initial-only too ('呒' m, '噷' hm).  Rule: a path made only of
    # complete syllables is a reading; a path with initial-only syllables is a reading
    # only if no complete reading of the same word abbreviates to it.
    paths = {}   # id -> list of tuples of syllable codes, in trie order
    flags = {}   # id -> (csLevel, cost, seen) from the first occurrence
    visits = 0
    stack = [(12, ())]
    while stack:
        off, path = stack.pop()
        visits += 1
        (h,) = struct.unpack_from("<I", d, off)
        n_word = h & 0xFFF
        n_trans = (h >> 12) & 0xFFF
        trans = [struct.unpack_from("<2I", d, off + 4 + 8 * k) for k in range(n_trans)]
        wp = off + 4 + 8 * n_trans
        for k in range(n_word):
            (w,) = struct.unpack_from("<I", d, wp + 4 * k)
            wid = w & 0xFFFFFF
            lst = paths.setdefault(wid, [])
            if path not in lst:
                lst.append(path)
            flags.setdefault(wid, ((w >> 24) & 3, (w >> 26) & 31, w >> 31))
        for syl, child in reversed(trans):
            stack.append((child, path + (syl,)))

    def complete(s):
        return (s >> 4) & 0xFF != 0

    def abbreviates(short, full):
        if len(short) != len(full):
            return False
        for a, b in zip(short, full):
            if complete(a):
                if a != b:
                    return False
            elif (a >> 12) & 0xFF != (b >> 12) & 0xFF:
                return False
        return True

    readings = {}
    n_initial_only = 0
    for wid, ps in paths.items():
        full = [p for p in ps if all(complete(s) for s in p)]
        keep = []
        for p in ps:
            if p in full or not any(abbreviates(p, f) for f in full):
                keep.append(p)
                if p not in full:
                    n_initial_only += 1
        readings[wid] = [" ".join(decode_syllable(s) for s in p) for p in keep]
    seen_nodes = visits
    return words, readings, flags, dict(word_count=word_count, node_count=node_count,
                                         visited_paths=seen_nodes,
                                         readings_with_initial_only_syllables=n_initial_only)


def fmt(x):
    v = -x / LN10
    if v == 0:
        v = 0.0  # no '-0.000000'
    return "%.6f" % v


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pydict", required=True)
    ap.add_argument("--arpa", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--data-version", default="")
    a = ap.parse_args()

    words, readings, flags, pyinfo = read_pydict(a.pydict)

    def name(i):
        if i in SPECIAL:
            return SPECIAL[i][0]
        if 0 <= i < len(words) and words[i]:
            return words[i]
        return None

    # ---- lexicon
    n_lex = 0
    with open(f"{a.out}/lexicon.tsv", "w", encoding="utf-8") as f:
        for wid in sorted(readings):
            w = words[wid] if wid < len(words) else ""
            if not w:
                print(f"warning: trie id {wid} has no string", file=sys.stderr)
                continue
            for py in readings[wid]:
                f.write(f"{w}\t{py}\t{wid}\n")
                n_lex += 1
    # charset level of each trie word (0 = GB2312, 1 = GBK, 3 = outside GBK), used by the
    # IME to hide rare characters; kept out of lexicon.tsv to keep that file 3 columns
    with open(f"{a.out}/charset_level.tsv", "w", encoding="utf-8") as f:
        for wid in sorted(flags):
            if wid < len(words) and words[wid]:
                f.write(f"{words[wid]}\t{wid}\t{flags[wid][0]}\n")
    no_reading = [i for i, w in enumerate(words) if w and i not in readings]

    # ---- LM
    src = sys.stdin if a.arpa == "-" else open(a.arpa, encoding="ascii")
    outs = {1: open(f"{a.out}/unigram.tsv", "w", encoding="utf-8"),
            2: open(f"{a.out}/bigram.tsv", "w", encoding="utf-8"),
            3: open(f"{a.out}/trigram.tsv", "w", encoding="utf-8")}
    level = None
    declared = {}
    written = Counter()
    dropped = Counter()
    unmapped_ids = Counter()
    zerogram = None
    uni_ids = set()
    for line in src:
        if line.startswith("\\"):
            _, lv, cnt = line.strip().split("\\")
            level = int(lv.split("-")[0])
            declared[level] = int(cnt)
            continue
        parts = line.split()
        if not parts:
            continue
        if level == 0:
            zerogram = (float(parts[0]), float(parts[1]))
            continue
        ids = [int(x) for x in parts[:level]]
        vals = [float(x) for x in parts[level:-1]]
        names = [name(i) for i in ids]
        if any(n is None for n in names):
            for i, n in zip(ids, names):
                if n is None:
                    unmapped_ids[i] += 1
            dropped[level] += 1
            continue
        if level == 1:
            uni_ids.add(ids[0])
        if level < 3:
            outs[level].write("\t".join(names) + f"\t{fmt(vals[0])}\t{fmt(vals[1])}\n")
        else:
            outs[level].write("\t".join(names) + f"\t{fmt(vals[0])}\n")
        written[level] += 1
    for f in outs.values():
        f.close()

    # ---- special ids table
    with open(f"{a.out}/special_ids.tsv", "w", encoding="utf-8") as f:
        for i in sorted(set(SPECIAL) | {i for i in range(100) if words[i]}):
            if i in SPECIAL:
                m, cls, note = SPECIAL[i]
            else:
                m, cls = words[i], "punct"
                note = "punctuation token (in LM, not in pinyin trie)"
                if i == ENDING_WORD_ID:
                    note += "; ENDING_WORD_ID: the IME scores end-of-sentence as P(，|h)"
            in_lm = "in_lm" if i in uni_ids else "not_in_lm"
            f.write(f"{i}\t{m}\t{cls}\t{in_lm}\t{note}\n")

    # Id-mapping self-check: genpyt sets the trie's m_bSeen bit exactly for words that have
    # a unigram in the model it was built with, so it must agree with our id join.
    agree = sum(1 for wid, (_, _, seen) in flags.items() if bool(seen) == (wid in uni_ids))
    id_check = {"trie_words": len(flags), "seen_flag_agrees_with_unigram_presence": agree}
    if agree != len(flags):
        print(f"WARNING: seen flag disagrees for {len(flags) - agree} words", file=sys.stderr)

    meta = {
        "id_mapping_check": id_check,
        "source": "Debian sunpinyin-data " + a.data_version,
        "log_base_in_tslminfo": "natural log, printed as -ln(p) and -ln(bow)",
        "log_base_in_tsv": "log10 (= -value / ln 10)",
        "quantised": "yes: slmthread stores indices into a 65536-entry probability table and a 16384-entry backoff table",
        "zerogram": {"log10_prob": float(fmt(zerogram[0])), "log10_backoff_of_unigram_context": float(fmt(zerogram[1])),
                     "note": "P0 = 1/200000 (uniform over -w 200000); P(w) for a word with no unigram = 10^backoff * P0"} if zerogram else None,
        "declared_counts": declared,
        "written_counts": dict(written),
        "dropped_unmapped_rows": dict(dropped),
        "unmapped_ids": dict(unmapped_ids.most_common(20)),
        "lexicon_rows": n_lex,
        "lexicon_words_with_reading": len(readings),
        "pydict": pyinfo,
        "words_without_reading": [[i, words[i]] for i in no_reading],
    }
    with open(f"{a.out}/meta.json", "w", encoding="utf-8") as f:
        json.dump(meta, f, ensure_ascii=False, indent=1)
    print(json.dumps({k: meta[k] for k in ("id_mapping_check", "declared_counts", "written_counts", "dropped_unmapped_rows",
                                           "unmapped_ids", "lexicon_rows", "lexicon_words_with_reading")},
                     ensure_ascii=False))


if __name__ == "__main__":
    main()
