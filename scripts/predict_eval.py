#!/usr/bin/env python3
"""Score 联想 predictions (issue 13's acceptance): at every word boundary inside a clause of an
eval set (jieba 0.42.1's segmentation), COMMAND gets the clause so far and a hit is one of its first
5 predictions being a prefix of the rest of the clause.

usage: predict_eval.py [--set everyday] -- COMMAND [ARG...]   (the `shurufa predict` contract)
"""
import os, subprocess, sys
import jieba

# ../shared/eval beside the checkout (as every test and scorer finds it), wherever it is cloned.
EVAL = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "eval")


def main():
    args = sys.argv[1:]
    if "--" not in args:
        sys.exit(__doc__)
    head = args[:args.index("--")]
    cmd = args[args.index("--") + 1:]
    name = head[head.index("--set") + 1] if "--set" in head else "everyday"
    jieba.setLogLevel(60)
    clauses = [l.split("\t")[0] for l in open(os.path.join(EVAL, name + ".tsv"), encoding="utf-8").read().splitlines() if l]
    contexts, rests = [], []
    for clause in clauses:
        words = list(jieba.cut(clause))
        for i in range(1, len(words)):
            contexts.append("".join(words[:i]))
            rests.append("".join(words[i:]))
    out = subprocess.run(cmd + ["--candidates", "5"], input="\n".join(contexts) + "\n", capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"command failed ({out.returncode}):\n{out.stderr[-2000:]}")
    lines = out.stdout.split("\n")[:len(contexts)]
    if len(lines) < len(contexts):
        sys.exit(f"expected {len(contexts)} output lines, got {len(lines)}")
    hits = sum(any(p and rest.startswith(p) for p in line.split("\t")[:5]) for line, rest in zip(lines, rests))
    top1 = sum(bool(line.split("\t")[0]) and rest.startswith(line.split("\t")[0]) for line, rest in zip(lines, rests))
    print(f"{name}: {len(contexts)} positions, top-5 prefix hit {100 * hits / len(contexts):.1f} %, top-1 {100 * top1 / len(contexts):.1f} %")
    for context, line, rest in list(zip(contexts, lines, rests))[:int(os.environ.get("SHOW", "0"))]:
        print(f"  {context} | {rest}  ->  {line}")


if __name__ == "__main__":
    main()
