#!/usr/bin/env python3
"""Makes a second 中英混输 dev set, in mixed-dev.tsv's format (`text<TAB>typed`), from one Debian zh-CN
documentation package (#93): mixed-dev is one document (debian-reference-zh-cn), and rules tuned on
it learned its words and its casing. EVALUATION AND TUNING ONLY: the package it is drawn from must be
left out of the mixed data (`build_mixed_english.py --without PACKAGE`) while it is a dev set.

    python3 scripts/eval/mixed_second.py [--package kicad-doc-zh] [--count 800] > data-work/mixed-second.tsv
    python3 scripts/eval/mixed_second.py --stats            # clauses found per package

A clause is kept as mixed-dev's are: Han characters, Latin words and the spaces between them only (no
digits, no punctuation inside), 5–36 characters, at least two Han characters and one Latin word of two
letters or more. `typed` is the Han read by pypinyin (toneless, ü as v: lv, nv) and each Latin word in
lower case, with no separators. Clauses repeated across pages count once. A fixed seed picks them.
Needs data-work/raw (scripts/engine/corpus/fetch.sh) and pypinyin.
"""
import os
import random
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT / "scripts" / "engine" / "corpus"))
import extract  # noqa: E402

CLAUSE = re.compile(r"^[\u4e00-\u9fffA-Za-z ]{5,36}$")
LATIN = re.compile(r"[A-Za-z]+")


def clauses(raw: Path, package: str) -> list[str]:
    """The package's mixed clauses, once each, in the order its files are read."""
    seen: set[str] = set()
    found: list[str] = []
    pkgdir = raw / "unpacked" / package
    for path in extract.doc_files(pkgdir, extract.DOC_PACKAGES[package]):
        for clause in extract.html_clauses(path.read_text(encoding="utf-8", errors="replace")):
            clause = re.sub(r"\s+", " ", clause).strip()
            if clause in seen or not CLAUSE.match(clause) or extract.han_count(clause) < 2:
                continue
            words = LATIN.findall(clause)
            if not words or max(map(len, words)) < 2:
                continue
            seen.add(clause)
            found.append(clause)
    return found


def typed(clause: str) -> str:
    """What a person types for `clause`: the Han's pinyin and the Latin in lower case, run together."""
    from pypinyin import lazy_pinyin
    out = []
    for run in re.findall(r"[\u4e00-\u9fff]+|[A-Za-z]+", clause):
        out.append(run.lower() if run.isascii() else "".join(lazy_pinyin(run)))
    return "".join(out)


def main() -> None:
    args = sys.argv[1:]
    raw = ROOT / "data-work" / "raw"
    if not (raw / "unpacked").is_dir():
        sys.exit("no data-work/raw/unpacked: run scripts/engine/corpus/fetch.sh first")
    if "--stats" in args:
        for package in extract.DOC_PACKAGES:
            print(package, len(clauses(raw, package)))
        return
    package = args[args.index("--package") + 1] if "--package" in args else "kicad-doc-zh"
    count = int(args[args.index("--count") + 1]) if "--count" in args else 800
    if package == "debian-reference-zh-cn":
        sys.exit("debian-reference-zh-cn is mixed-dev's source already")
    found = clauses(raw, package)
    chosen = sorted(random.Random(93).sample(range(len(found)), min(count, len(found))))
    for index in chosen:
        print(f"{found[index]}\t{typed(found[index])}")


if __name__ == "__main__":
    main()
