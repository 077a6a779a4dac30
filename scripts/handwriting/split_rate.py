#!/usr/bin/env python3
"""How often the phrase reader splits one character in two: one-character writings (a handwriting
set such as ../shared/eval/handwriting/dev.jsonl.gz) read through `shurufa handwriting --phrase`,
counting those whose first reading has more than one character (啊 read 口阿) and those read right.

usage: split_rate.py SET.jsonl[.gz] [--limit N] [--shurufa PATH]
Prints: N read, split %, first reading right %, right within the first 5 %.
"""
import argparse
import gzip
import json
import os
import subprocess
import sys


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser()
    ap.add_argument("set")
    ap.add_argument("--limit", type=int, default=0, help="the first N writings only (0: all)")
    ap.add_argument("--shurufa", default=os.path.join(here, "..", "..", ".build", "release", "shurufa"))
    a = ap.parse_args()
    opener = gzip.open if a.set.endswith(".gz") else open
    with opener(a.set, "rt", encoding="utf-8") as f:
        rows = [json.loads(line) for line in f if line.strip()]
    if a.limit:
        rows = rows[:a.limit]
    # Each writing on its own, with no text before it (a context would help the one reading).
    lines = "".join(json.dumps({"strokes": r["strokes"]}) + "\n" for r in rows)
    out = subprocess.run([a.shurufa, "handwriting", "--phrase", "-k", "5"], input=lines, capture_output=True,
                         text=True, check=True).stdout.split("\n")
    split = right = right5 = 0
    for row, line in zip(rows, out):
        readings = line.split("\t") if line else []
        first = readings[0] if readings else ""
        split += len(first) > 1
        right += first == row["char"]
        right5 += row["char"] in readings[:5]
    n = max(1, len(rows))
    print("%d read: split %.1f%%, first reading right %.1f%%, within 5 %.1f%%" % (len(rows), 100 * split / n, 100 * right / n,
                                                                                100 * right5 / n))


if __name__ == "__main__":
    sys.exit(main())
