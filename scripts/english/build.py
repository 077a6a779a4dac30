#!/usr/bin/env python3
"""Build Sources/EnglishEngine/Data/: the English engine's memory-mapped files, one licence each.

  en-books.bin  (ENB1, MIT: symspellpy 6.10.1's frequency_dictionary_en_82_765.txt and
                frequency_bigramdictionary_en_243_342.txt, derived from Google Books Ngram, CC BY 3.0):
                word frequencies and word pairs (p(next | word), summing to at most 1 over a
                word's followers), for completion and next-word prediction.
  en-talk.bin   (ENT1, CC-BY-SA 4.0: wordfreq 3.1.1's English 'best' list): how often people write a
                word (chat, subtitles, web), contractions included (`don't`, `i'm`).
  en-spell.bin  (ENS1, SCOWL licence: Debian wamerican 2020.12.07 and hunspell-en-us 2020.12.07):
                the valid words with their usual casing (`I`, `John`, `iPhone`) and a trie over
                their folded keys, for correction.
  en-spoken.bin (ENM1, BSD-2: the CMU generic US English 3-gram model, Debian pocketsphinx-en-us
                0.8+5prealpha+1-15, en-us.lm.bin, read by sphinx_lm.py): spoken English's next words
                after one and two words, pruned to what a keyboard meets (see spoken()).

Every word list is sorted by its folded key (lower case, apostrophes left out: `don't` -> `dont`),
then by its bytes; the reader compares the same way (EnglishEngine's WordList).
Sections of a word list: WOFF (uint32 offsets, count + 1), WTXT (the words' bytes), and for the
frequency files WCST (uint16: -ln p x 1000). en-books adds BFIR (uint32, count + 1: each word's first
pair), BNXT (uint32: the next word's index, ascending within a word), BCST (uint16: -ln p(next|word)
x 1000), BSTA (uint16: -ln of the share of a word's count that starts a sentence x 1000). en-spell adds the trie: NLAB (uint8 letter), NFIR (uint32 first child), NNUM (uint8 children),
NKEY (uint32: 1 + the first word whose key ends here, 0 for none); node 0 is the root, children of a
node are consecutive and sorted by letter. en-spoken (a backoff model, words by index in its own
word list, `<s>` the start of a sentence) adds UBOF (uint16 per word: its backoff as a context,
32768 - ln(backoff) x 1000), PFIR (uint32, count + 1: each word's first pair), PENT (uint32 per
pair: the next word's index << 15 | -ln p(next | word) x 1000, ascending), then the pairs that
lead to triples: TCTX (uint32: the pair's index, ascending), TBOF (uint16: its backoff, biased as
UBOF), TFIR (uint32, count + 1: its first triple) and TENT (uint32, as PENT: -ln p(next | both)).

It installs what it reads: pip symspellpy==6.10.1 wordfreq==3.1.1, apt wamerican hunspell-en-us
pocketsphinx-en-us.
usage: scripts/english/build.py [--out Sources/EnglishEngine/Data] [--only books,talk,spell,spoken]
"""
import os, re, struct, subprocess, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "engine"))
from engine_binary import write_file  # noqa: E402
from build_spoken import SPOKEN_MODEL, spoken  # noqa: E402
from english_words import cost, fold, order, word_sections  # noqa: E402

WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)*")
TALK_COUNT = 80000       # wordfreq's commonest words kept (Zipf down to about 2.2)
BOOKS_MIN_COUNT = 0      # every symspellpy word is kept
START_FLOOR = 0.1        # the least share of a word's count taken to start sentences


def install():
    try:
        import symspellpy, wordfreq  # noqa: F401
    except ImportError:
        subprocess.check_call([sys.executable, "-m", "pip", "install", "symspellpy==6.10.1", "wordfreq==3.1.1"])
    if not (os.path.exists("/usr/share/dict/american-english") and os.path.exists("/usr/share/hunspell/en_US.dic")
            and os.path.exists(SPOKEN_MODEL)):
        subprocess.check_call(["apt-get", "install", "-y", "wamerican", "hunspell-en-us", "pocketsphinx-en-us"])


def books(out):
    import importlib.resources as r
    base = r.files("symspellpy")
    counts = {}
    for line in open(base / "frequency_dictionary_en_82_765.txt", encoding="utf-8"):
        w, c = line.split()
        if re.fullmatch(r"[a-z]+", w) and int(c) > BOOKS_MIN_COUNT:
            counts[w] = int(c)
    total = sum(counts.values())
    words = sorted(counts, key=order)
    index = {w: i for i, w in enumerate(words)}
    pairs = {}
    for line in open(base / "frequency_bigramdictionary_en_243_342.txt", encoding="utf-8"):
        a, b, c = line.split()
        if a in index and b in index:
            pairs.setdefault(index[a], []).append((index[b], int(c)))
    # p(b | a) = c(a b) / max(sum of a's listed pair counts, K x c(a)): the pair counts come from a
    # larger sample than the word counts (K, their ratio over the words with pairs, is about 60), so
    # dividing by c(a) alone put 17.5 % of the pairs at p = 1. The larger denominator keeps a
    # word's followers summing to at most 1, and leaves the mass of unlisted followers to the
    # unigram a word with few listed pairs backs off to (the engine mixes the two).
    listed = {i: sum(c for _, c in ps) for i, ps in pairs.items()}
    k = sum(listed.values()) / sum(counts[words[i]] for i in listed)
    first, nxt, pcost = [0], [], []
    for i, w in enumerate(words):
        denominator = max(listed.get(i, 0), k * counts[w])
        for j, c in sorted(pairs.get(i, [])):
            nxt.append(j)
            pcost.append(cost(c / denominator))
        first.append(len(nxt))
    # How often a word starts a sentence (or follows a word the pairs do not list): the share of
    # its count that no listed pair leads into, c(w) - sum_a c(a w) / K, floored at START_FLOOR.
    into = [0] * len(words)
    for ps in pairs.values():
        for j, c in ps:
            into[j] += c
    start = [max(START_FLOOR, 1 - into[i] / (k * counts[w])) for i, w in enumerate(words)]
    write_file(os.path.join(out, "en-books.bin"), "ENB1", word_sections(words) + [
        ("WCST", struct.pack(f"<{len(words)}H", *(cost(counts[w] / total) for w in words))),
        ("BFIR", struct.pack(f"<{len(first)}I", *first)),
        ("BNXT", struct.pack(f"<{len(nxt)}I", *nxt)),
        ("BCST", struct.pack(f"<{len(pcost)}H", *pcost)),
        ("BSTA", struct.pack(f"<{len(words)}H", *(cost(s) for s in start))),
    ])
    print(f"en-books: {len(words)} words, {len(nxt)} pairs, K = {k:.1f}", file=sys.stderr)


def talk(out):
    import wordfreq
    freq = {}
    for w in wordfreq.top_n_list("en", TALK_COUNT, wordlist="best"):
        if re.fullmatch(r"[a-z]+(?:'[a-z]+)?", w) and len(w) <= 24:
            freq[w] = wordfreq.word_frequency(w, "en", wordlist="best")
    words = sorted(freq, key=order)
    write_file(os.path.join(out, "en-talk.bin"), "ENT1", word_sections(words) + [
        ("WCST", struct.pack(f"<{len(words)}H", *(cost(freq[w]) for w in words))),
    ])
    print(f"en-talk: {len(words)} words", file=sys.stderr)


def spell(out):
    forms = set()
    for line in open("/usr/share/dict/american-english", encoding="utf-8"):
        w = line.strip()
        if WORD.fullmatch(w) and len(w) <= 24:
            forms.add(w)
    for line in open("/usr/share/hunspell/en_US.dic", encoding="utf-8", errors="replace"):
        w = line.strip().split("/")[0]
        if WORD.fullmatch(w) and len(w) <= 24:
            forms.add(w)
    words = sorted(forms, key=order)
    # The trie over folded keys; each key's node points at its first word.
    root = {}
    for i, w in enumerate(words):
        node = root
        for ch in fold(w):
            node = node.setdefault(ch, {})
        node.setdefault(None, i)
    labels, firsts, nums, keys = [0], [], [], []
    queue, head = [root], 0
    while head < len(queue):
        node = queue[head]; head += 1
        children = sorted(k for k in node if k is not None)
        firsts.append(len(queue)); nums.append(len(children))
        keys.append(node[None] + 1 if None in node else 0)
        for ch in children:
            labels.append(ord(ch)); queue.append(node[ch])
    write_file(os.path.join(out, "en-spell.bin"), "ENS1", word_sections(words) + [
        ("NLAB", bytes(labels)),
        ("NFIR", struct.pack(f"<{len(firsts)}I", *firsts)),
        ("NNUM", bytes(nums)),
        ("NKEY", struct.pack(f"<{len(keys)}I", *keys)),
    ])
    print(f"en-spell: {len(words)} words, {len(queue)} trie nodes", file=sys.stderr)


def main():
    args = sys.argv[1:]
    out = args[args.index("--out") + 1] if "--out" in args else "Sources/EnglishEngine/Data"
    only = args[args.index("--only") + 1].split(",") if "--only" in args else ["books", "talk", "spell", "spoken"]
    install()
    os.makedirs(out, exist_ok=True)
    for name in only:
        {"books": books, "talk": talk, "spell": spell, "spoken": spoken}[name](out)


if __name__ == "__main__":
    main()
