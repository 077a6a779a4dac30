#!/usr/bin/env python3
"""Build Sources/PinyinEngine/Data/english-mixed.bin (kind ENW2): the English words that Chinese
technical text holds (Linux, GNOME, PDF, iPhone…), with how often and in which casing they are
written there, for reading English inside typed pinyin (中英混输).

Counted from the Chinese documentation of the Debian zh-CN doc packages that fetch.sh unpacks
(libreoffice-help-zh-cn, gimp-help-zh-cn, kicad-doc-zh, lilypond-doc-html-zh), clause by clause
as scripts/engine/corpus/extract.py reads them: only runs of Latin letters inside clauses with
Chinese text. debian-reference-zh-cn is NOT read: ../shared/eval/mixed-dev.tsv is drawn from it.
Only single words and their counts are kept (no text). See NOTICE.

usage: scripts/engine/corpus/fetch.sh && python3 scripts/engine/build_mixed_english.py
           [--raw data-work/raw] [--min-count 2] [--out Sources/PinyinEngine/Data/english-mixed.bin]
Sections: WOFF/WTXT (lower-case words, sorted), WZPF (uint8 Zipf × 10 of count / all English
tokens), SOFF/STXT (each word's usual written form, empty when it is the lower-case one).
"""
import collections
import math
import os
import re
import struct
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE / "corpus"))
from engine_binary import write_file  # noqa: E402
import extract  # noqa: E402

# The packages read; debian-reference-zh-cn is the mixed dev set's source and stays out.
PACKAGES = [p for p in extract.DOC_PACKAGES if p != "debian-reference-zh-cn"]
TOKEN = re.compile(r"(?<![A-Za-z0-9_\-./\\])[A-Za-z]{2,24}(?![A-Za-z0-9_\-/\\]|\.[A-Za-z0-9])")


def tokens(clause):
    """The Latin words of a Chinese clause (not pieces of paths, versions or identifiers)."""
    if extract.han_count(clause) < 2:
        return []
    return TOKEN.findall(clause)


def main():
    args = sys.argv[1:]
    def option(name, default):
        return args[args.index(name) + 1] if name in args else default
    raw = Path(option("--raw", "data-work/raw"))
    out = option("--out", "Sources/PinyinEngine/Data/english-mixed.bin")
    min_count = int(option("--min-count", "2"))
    counts = collections.Counter()
    forms = collections.defaultdict(collections.Counter)
    seen = collections.Counter()
    for pkg in PACKAGES:
        pkgdir = raw / "unpacked" / pkg
        if not pkgdir.is_dir():
            sys.exit(f"{pkgdir} is missing: run scripts/engine/corpus/fetch.sh first")
        n = 0
        for path in extract.doc_files(pkgdir, extract.DOC_PACKAGES[pkg]):
            text = path.read_text(encoding="utf-8", errors="replace")
            for clause in extract.html_clauses(text):
                # The same clause repeated across pages counts at most MAX_DUP times, as in docs.txt.
                if seen[clause] >= extract.MAX_DUP:
                    continue
                seen[clause] += 1
                for token in tokens(clause):
                    key = token.lower()
                    counts[key] += 1
                    forms[key][token] += 1
                    n += 1
        print(f"  {pkg:26s} English tokens {n}", file=sys.stderr)
    total = sum(counts.values())
    words = sorted(w for w, c in counts.items() if c >= min_count)
    offsets, text, shown_offsets, shown = [0], bytearray(), [0], bytearray()
    zipf = bytearray()
    for word in words:
        text += word.encode()
        offsets.append(len(text))
        # The usual written form; ties go to the lower-case one, then to the first in order.
        form, _ = max(forms[word].items(), key=lambda kv: (kv[1], kv[0] == word, kv[0]))
        if form != word:
            shown += form.encode()
        shown_offsets.append(len(shown))
        z = math.log10(counts[word] / total * 1e9)
        zipf.append(max(0, min(255, int(round(z * 10)))))
    write_file(out, "ENW2", [
        ("WOFF", struct.pack(f"<{len(offsets)}I", *offsets)),
        ("WTXT", bytes(text)),
        ("WZPF", bytes(zipf)),
        ("SOFF", struct.pack(f"<{len(shown_offsets)}I", *shown_offsets)),
        ("STXT", bytes(shown)),
    ])
    print(f"{len(words)} words (of {len(counts)}; {total} tokens) → {out}", file=sys.stderr)


if __name__ == "__main__":
    main()
