#!/usr/bin/env python3
"""Measures learning from picks on an evaluation set (dev.tsv format: text, pinyin, syllables),
through `shurufa convert --user-dict PATH [--learn]`. EVALUATION ONLY: nothing here trains the engine.

    python3 scripts/userdict/learning_eval.py [--set ../shared/eval/everyday.tsv] [--lines N] -- .build/release/shurufa convert

Prints, for lines 1–N and N+1–2N (N = 1000): the engine without a user dictionary, with an empty
one, the first pass with learning on, a second pass over lines 1–N after learning them, and
lines N+1–2N after learning lines 1–N (decoded without learning, and with learning on).
"""
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EVAL = next((d for d in (os.environ.get("SHURUFA_EVAL", ""), os.path.join(ROOT, "..", "shared", "eval"),
                          os.path.join(ROOT, "..", "..", "shared", "eval")) if d and os.path.isdir(d)), "")
sys.path.insert(0, EVAL)
from score import chars_correct  # noqa: E402


def run(cmd, rows, extra=(), learn=False):
    lines = ["%s\t%s" % (r[1], r[0]) if learn else r[1] for r in rows]
    out = subprocess.run(list(cmd) + list(extra), input="\n".join(lines) + "\n",
                         capture_output=True, text=True, check=True)
    hyps = [l.split("\t")[0] for l in out.stdout.split("\n")[:len(rows)]]
    gold = [r[0] for r in rows]
    chars = sum(chars_correct(g, h) for g, h in zip(gold, hyps)) / sum(map(len, gold))
    sentences = sum(g == h for g, h in zip(gold, hyps)) / len(gold)
    return 100 * chars, 100 * sentences, hyps


def main():
    args = sys.argv[1:]
    if "--" not in args:
        # --help (or a missing command) prints the usage; without a command it is an error.
        asked = "-h" in args or "--help" in args
        print(__doc__.strip(), file=sys.stdout if asked else sys.stderr)
        sys.exit(0 if asked else 2)
    path = os.path.join(EVAL, "everyday.tsv")
    if "--set" in args:
        path = args[args.index("--set") + 1]
    cmd = args[args.index("--") + 1:]
    n = int(args[args.index("--lines") + 1]) if "--lines" in args else 1000
    rows = [l.rstrip("\n").split("\t") for l in open(path, encoding="utf8") if l.strip()]
    first, second = rows[:n], rows[n:2 * n]
    report = []

    def show(name, result):
        report.append(result)
        print(f"{name:<58} char {result[0]:6.2f} %  sentence {result[1]:6.2f} %", flush=True)

    with tempfile.TemporaryDirectory() as tmp:
        base1 = run(cmd, first)
        show(f"lines 1-{n}, no user dictionary", base1)
        base2 = run(cmd, second)
        show(f"lines {n + 1}-{2 * n}, no user dictionary", base2)
        empty = os.path.join(tmp, "empty.sqlite")
        # A read-only convert opens no missing dictionary: a learning run over no lines makes it.
        subprocess.run(list(cmd) + ["--user-dict", empty, "--learn"], input="", capture_output=True, check=True)
        e1 = run(cmd, first, ["--user-dict", empty])
        show(f"lines 1-{n}, empty user dictionary", e1)
        print(f"    empty dictionary output identical to none: {e1[2] == base1[2]}")
        learned = os.path.join(tmp, "learned.sqlite")
        p1 = run(cmd, first, ["--user-dict", learned, "--learn"], learn=True)
        show(f"lines 1-{n}, first pass, learning on", p1)
        p2 = run(cmd, first, ["--user-dict", learned])
        show(f"lines 1-{n}, second pass after learning them", p2)
        import shutil
        copy = os.path.join(tmp, "copy.sqlite")
        shutil.copy(learned, copy)
        t1 = run(cmd, second, ["--user-dict", learned])
        show(f"lines {n + 1}-{2 * n} after learning 1-{n} (no learning)", t1)
        t2 = run(cmd, second, ["--user-dict", copy, "--learn"], learn=True)
        show(f"lines {n + 1}-{2 * n} after learning 1-{n} (learning on)", t2)
        print(f"first pass vs none: char {p1[0] - base1[0]:+.2f}, sentence {p1[1] - base1[1]:+.2f} points")
        print(f"lines {n + 1}-{2 * n}: char {t1[0] - base2[0]:+.2f} points (no learning), "
              f"{t2[0] - base2[0]:+.2f} points (learning on)")


if __name__ == "__main__":
    main()
