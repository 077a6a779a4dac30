#!/usr/bin/env python3
"""Build Sources/ChineseEngine/Data/english-mixed.bin (kind ENW2): the English words that Chinese
text holds (Linux, GNOME, PDF, iPhone, app, sudo…), how often, and in which casing they are
written there, for reading English inside typed pinyin (中英混输).

A word's probability among the English words of Chinese text mixes three sources:
- DOCS: runs of Latin letters inside Chinese clauses of the Debian zh-CN doc packages that fetch.sh
  unpacks (libreoffice-help-zh-cn, gimp-help-zh-cn, kicad-doc-zh, lilypond-doc-html-zh), read as
  scripts/engine/corpus/extract.py reads them; debian-reference-zh-cn is NOT read:
  ../shared/eval/mixed-dev.tsv is drawn from it. Also the casing they write each word in.
- CHAT: wordfreq 3.1.1's Chinese list, its words of Latin letters (how often Chinese text on the
  web, subtitles and social media writes `iphone`, `app`, `wechat`), lower case only.
- SOFTWARE: Debian's package names (`apt-cache pkgnames`), each name's first part (`qemu` of
  `qemu-system-x86`): the names of software people type in technical text (`sudo`, `mdadm`).
Words whose letters are whole pinyin syllables (`taiwan`, `xiaoming`) are left out of CHAT and
SOFTWARE unless the valid-word list (SCOWL) knows them: they are romanised Chinese.

Casing (`SOFF`/`STXT`): the documents' commonest form when they write the word often enough
(capitals for emphasis on a common English word, `BUG`, give way to `bug`); else the valid-word
list's (Debian wamerican and hunspell-en-us: `iPhone`, `GitHub`, `Debian`), its capitals for a
short word (`PC`, `CD`), its capitalised form over the lower-case one only for a name (a word
Chinese text writes more often than English text does: `Mac`, but not `shell`); capitals for
short letters that no list spells and no package is named (`UTF`, `KTV`); else lower case
(`sudo`, `wechat`). A word that is one pinyin syllable is never made capitals (the engine reads
capitals inside pinyin even there: `PIN` would take 拼's letters).

It installs what it reads: pip wordfreq==3.1.1, apt wamerican hunspell-en-us (and reads apt's
package lists: run apt-get update first).
usage: scripts/engine/corpus/fetch.sh && python3 scripts/engine/build_mixed_english.py
           [--raw data-work/raw] [--out Sources/ChineseEngine/Data/english-mixed.bin] [--without PACKAGE]...
  --without leaves a documentation package out (the source of a second mixed dev set, while it is one).
Sections: WOFF/WTXT (lower-case words, sorted), WZPF (uint8 Zipf × 10 of the mixed probability),
SOFF/STXT (each word's usual written form, empty when it is the lower-case one), WSRC (uint8 per
word: which sources hold it, SOURCE_DOCS | SOURCE_CHAT | SOURCE_SOFTWARE: the engine prices a word
the documents never write, a common English word of chat (`child`) or a package's name, as likelier
a typing slip of pinyin than a technical word is).
"""
import collections
import math
import os
import re
import struct
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE / "corpus"))
from engine_binary import write_file  # noqa: E402
from build_engine_data import syllable_table  # noqa: E402
import extract  # noqa: E402

# The packages read; debian-reference-zh-cn is the mixed dev set's source and stays out.
PACKAGES = [p for p in extract.DOC_PACKAGES if p != "debian-reference-zh-cn"]
TOKEN = re.compile(r"(?<![A-Za-z0-9_\-./\\])[A-Za-z]{2,24}(?![A-Za-z0-9_\-/\\]|\.[A-Za-z0-9])")
WORD = re.compile(r"[a-z]{2,24}")

# The sources' shares of the mixed probability (tuned on mixed-dev with dev/everyday, the typo and
# abbreviation sets watched).
DOCS_WEIGHT = 0.6
CHAT_WEIGHT = 0.3
SOFTWARE_WEIGHT = 0.1
DOCS_MIN_COUNT = 2          # document words seen fewer times are left out (typos, fragments)
CHAT_ZIPF_FLOOR = 2.0       # wordfreq Chinese-list words rarer than this are left out
CHAT_MIN_LENGTH = 3         # shorter wordfreq words (`hi`, `dr`) are left out: slips of pinyin make them
SHORT_CHAT_LENGTH = 4       # wordfreq words this short (`pak`, `jen`) need SHORT_CHAT_ZIPF_FLOOR
SHORT_CHAT_ZIPF_FLOOR = 3.3
SOFTWARE_MIN_LENGTH = 3     # the shortest package name kept
DOCS_CASING_COUNT = 3       # the documents decide a word's casing from this many occurrences on
NAME_ZIPF_MARGIN = 0.5      # a name: Chinese text writes it this much more often (Zipf) than English
ACRONYM_LENGTH = 4          # the longest letters made an acronym when nothing spells them
SHORT_CAPITALS = 3          # the longest word whose capital spelling (`PC`) wins over lower case
SOURCE_DOCS, SOURCE_CHAT, SOURCE_SOFTWARE = 1, 2, 4   # WSRC's bits
COMMON_ZIPF = 4.0           # an English word this common keeps lower case against the documents' capitals


def install():
    try:
        import wordfreq  # noqa: F401
    except ImportError:
        subprocess.check_call([sys.executable, "-m", "pip", "install", "wordfreq==3.1.1"])
    if not (os.path.exists("/usr/share/dict/american-english") and os.path.exists("/usr/share/hunspell/en_US.dic")):
        subprocess.check_call(["apt-get", "install", "-y", "wamerican", "hunspell-en-us"])


def doc_clauses(raw, without=()):
    """The documents' Chinese clauses (two Han characters or more), the same clause repeated
    across pages at most extract.MAX_DUP times, as in docs.txt; the packages `without` names are
    not read (a second mixed dev set's source: scripts/eval/mixed_second.py)."""
    seen = collections.Counter()
    for pkg in [p for p in PACKAGES if p not in without]:
        pkgdir = raw / "unpacked" / pkg
        if not pkgdir.is_dir():
            sys.exit(f"{pkgdir} is missing: run scripts/engine/corpus/fetch.sh first")
        for path in extract.doc_files(pkgdir, extract.DOC_PACKAGES[pkg]):
            for clause in extract.html_clauses(path.read_text(encoding="utf-8", errors="replace")):
                if seen[clause] < extract.MAX_DUP and extract.han_count(clause) >= 2:
                    seen[clause] += 1
                    yield clause


def doc_counts(raw, without=()):
    """Each word's count in the documents' Chinese clauses and the forms it is written in."""
    counts = collections.Counter()
    forms = collections.defaultdict(collections.Counter)
    for clause in doc_clauses(raw, without):
        for token in TOKEN.findall(clause):
            counts[token.lower()] += 1
            forms[token.lower()][token] += 1
    return counts, forms


def chat_words():
    """wordfreq's Chinese list: its Latin-letter words and their frequencies. Short ones are
    what slips of pinyin spell (`wi`, `pak`, `hr`): words of SHORT_CHAT_LENGTH letters or fewer
    need SHORT_CHAT_ZIPF_FLOOR, and two letters are too few (the general list has `ok`, `pc`)."""
    import wordfreq

    def kept(word, frequency):
        zipf = math.log10(frequency * 1e9)
        floor = SHORT_CHAT_ZIPF_FLOOR if len(word) <= SHORT_CHAT_LENGTH else CHAT_ZIPF_FLOOR
        return len(word) >= CHAT_MIN_LENGTH and zipf >= floor
    return {w: f for w, f in wordfreq.get_frequency_dict("zh", "best").items() if WORD.fullmatch(w) and kept(w, f)}


def software_names():
    """Debian's package names: each name's first part, weighted by log₂(1 + the packages sharing
    it), so `python`'s 5,000 modules make it common but not 5,000 times `sudo`."""
    names = subprocess.run(["apt-cache", "pkgnames"], capture_output=True, text=True, check=True).stdout.split()
    counts = collections.Counter()
    for name in names:
        first = re.sub(r"\d+$", "", re.split(r"[-+.]", name)[0])
        # `libfoo` is a library's package, not a name people type.
        if re.fullmatch(r"[a-z]{%d,24}" % SOFTWARE_MIN_LENGTH, first) and not (first.startswith("lib") and len(first) > 3):
            counts[first] += 1
    return {name: math.log2(1 + count) for name, count in counts.items()}


def valid_forms():
    """The valid-word list's spellings of each lower-case word (SCOWL: wamerican, hunspell-en-us)."""
    forms = collections.defaultdict(set)
    lines = list(open("/usr/share/dict/american-english", encoding="utf-8"))
    lines += [line.split("/")[0] for line in open("/usr/share/hunspell/en_US.dic", encoding="utf-8", errors="replace")]
    for line in lines:
        w = line.strip()
        if re.fullmatch(r"[A-Za-z]{2,24}", w):
            forms[w.lower()].add(w)
    return forms


def pinyin_reader():
    """Whether a word's letters are whole pinyin syllables (`taiwan`, `debian`)."""
    spellings, _ = syllable_table()
    syllables = set(spellings)

    def reads(word):
        ok = [True] + [False] * len(word)
        for end in range(1, len(word) + 1):
            ok[end] = any(ok[start] and word[start:end] in syllables for start in range(max(0, end - 6), end))
        return ok[-1]
    return reads


def casing(word, doc_forms, valid, zh_zipf, en_zipf, software, syllable):
    """The usual written form of `word` in Chinese text (see the module's doc). `syllable`: the
    word is one pinyin syllable, never made capitals here (the engine reads a word in capitals
    inside pinyin even where it is one syllable: `PIN` would take 拼's letters)."""
    if sum(doc_forms.values()) >= DOCS_CASING_COUNT:
        form, _ = max(doc_forms.items(), key=lambda kv: (kv[1], kv[0] == word, kv[0]))
        # Capitals the documents use for emphasis (`BUG`) on a common English word: its own casing.
        if form.isupper() and valid and word in valid and en_zipf >= COMMON_ZIPF:
            return word
        return form
    if valid:
        if word not in valid:
            # Mixed case (`iPhone`) before a capitalised form (`Unix`) before capitals (`UNIX`).
            best = min(valid, key=lambda f: (f.isupper(), not f[1:].islower(), f))
            return word if syllable and best.isupper() else best
        # Short words Chinese text writes in capitals (`PC`, `CD`, `TV`) when the list has them so.
        capitals = [f for f in valid if f.isupper() and len(f) <= SHORT_CAPITALS and not syllable]
        if capitals:
            return capitals[0]
        named = sorted(f for f in valid if f[0].isupper() and f[1:].islower())
        if named and zh_zipf - en_zipf >= NAME_ZIPF_MARGIN:
            return named[0]
        return word
    if doc_forms:
        return max(doc_forms.items(), key=lambda kv: (kv[1], kv[0] == word, kv[0]))[0]
    # Short letters no word list spells and no package is named: an acronym (`UTF`, `DNS`, `KTV`).
    if len(word) <= ACRONYM_LENGTH and not software and not syllable:
        return word.upper()
    return word


def source_flags(word, docs, chat, software):
    """WSRC's byte for `word`: which of the three sources (collections of words) hold it."""
    return (SOURCE_DOCS if word in docs else 0) | (SOURCE_CHAT if word in chat else 0) | (SOURCE_SOFTWARE if word in software else 0)


def main():
    args = sys.argv[1:]

    def option(name, default):
        return args[args.index(name) + 1] if name in args else default
    raw = Path(option("--raw", "data-work/raw"))
    out = option("--out", "Sources/ChineseEngine/Data/english-mixed.bin")
    without = [args[i + 1] for i, a in enumerate(args) if a == "--without"]
    install()
    counts, forms = doc_counts(raw, without)
    counts = {w: c for w, c in counts.items() if c >= DOCS_MIN_COUNT}
    chat, software, valid = chat_words(), software_names(), valid_forms()
    reads_as_pinyin, syllables = pinyin_reader(), set(syllable_table()[0])
    import wordfreq
    chat = {w: f for w, f in chat.items() if w in valid or w in counts or not reads_as_pinyin(w)}
    software = {w: c for w, c in software.items() if w in valid or w in counts or w in chat or not reads_as_pinyin(w)}
    docs_total, chat_total, software_total = sum(counts.values()), sum(chat.values()), sum(software.values())
    words = sorted(set(counts) | set(chat) | set(software))
    offsets, text, shown_offsets, shown, zipf, sources = [0], bytearray(), [0], bytearray(), bytearray(), bytearray()
    for word in words:
        p = (DOCS_WEIGHT * counts.get(word, 0) / docs_total + CHAT_WEIGHT * chat.get(word, 0) / chat_total
             + SOFTWARE_WEIGHT * software.get(word, 0) / software_total)
        text += word.encode()
        offsets.append(len(text))
        zh = math.log10(chat[word] * 1e9) if word in chat else 0
        form = casing(word, forms.get(word, {}), valid.get(word), zh, wordfreq.zipf_frequency(word, "en"), word in software, word in syllables)
        if form != word:
            shown += form.encode()
        shown_offsets.append(len(shown))
        zipf.append(max(0, min(255, int(round(math.log10(p * 1e9) * 10)))))
        sources.append(source_flags(word, counts, chat, software))
    write_file(out, "ENW2", [
        ("WOFF", struct.pack(f"<{len(offsets)}I", *offsets)),
        ("WTXT", bytes(text)),
        ("WZPF", bytes(zipf)),
        ("SOFF", struct.pack(f"<{len(shown_offsets)}I", *shown_offsets)),
        ("STXT", bytes(shown)),
        ("WSRC", bytes(sources)),
    ])
    print(f"{len(words)} words ({len(counts)} from the documents, {len(chat)} from wordfreq's Chinese list, "
          f"{len(software)} software names) → {out}", file=sys.stderr)


if __name__ == "__main__":
    main()
