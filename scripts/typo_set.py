#!/usr/bin/env python3
"""Build a typo set from an eval file and score an engine on it (issue 13's acceptance).

usage: typo_set.py make [--set everyday] [--seed 13] > typos.tsv
       typo_set.py score [--set everyday] [--seed 13] -- COMMAND [ARG...]

One realistic slip per line, never on the first letter: 60 % a neighbouring key (QWERTY
adjacency of a phone keyboard), 20 % two adjacent letters swapped, 10 % a letter dropped, 10 % a
letter doubled. Deterministic for a seed. Columns of the typo set: hanzi, typed pinyin, clean
pinyin, slip kind.

`score` runs COMMAND (the `shurufa convert` contract, with `--candidates 5`) on the typed and on
the clean pinyin and prints top-1 character and sentence accuracy and the top-5 sentence rate of
both, and the ratio of top-5 rates (typed / clean).
"""
import os, random, subprocess, sys

EVAL = "/work/shared/eval"
ROWS = [("qwertyuiop", 0.0), ("asdfghjkl", 0.5), ("zxcvbnm", 1.5)]
CELLS = {ch: (off + i, r) for r, (line, off) in enumerate(ROWS) for i, ch in enumerate(line)}


def neighbours(ch):
    x, r = CELLS[ch]
    return sorted(o for o, (ox, orow) in CELLS.items()
                  if o != ch and abs(orow - r) <= 1 and abs(ox - x) <= 1 and (orow != r or abs(ox - x) == 1))


def slip(pinyin, rng):
    kinds = ["substitution"] * 6 + ["swap"] * 2 + ["drop", "double"]
    for _ in range(100):
        kind = rng.choice(kinds)
        if kind == "swap":
            candidates = [i for i in range(1, len(pinyin) - 1) if pinyin[i] != pinyin[i + 1]]
        else:
            candidates = list(range(1, len(pinyin)))
        if not candidates:
            continue
        i = rng.choice(candidates)
        if kind == "substitution":
            return pinyin[:i] + rng.choice(neighbours(pinyin[i])) + pinyin[i + 1:], kind
        if kind == "swap":
            return pinyin[:i] + pinyin[i + 1] + pinyin[i] + pinyin[i + 2:], kind
        if kind == "drop":
            return pinyin[:i] + pinyin[i + 1:], kind
        return pinyin[:i + 1] + pinyin[i] + pinyin[i + 1:], kind
    return pinyin, "none"


def make(name, seed):
    rng = random.Random(seed)
    rows = [l.split("\t") for l in open(os.path.join(EVAL, name + ".tsv"), encoding="utf-8").read().splitlines() if l]
    return [(r[0], *slip(r[1], rng), r[1]) for r in rows]


def chars_correct(gold, hyp):
    if len(gold) == len(hyp):
        return sum(g == h for g, h in zip(gold, hyp))
    prev = list(range(len(hyp) + 1))
    for i, ca in enumerate(gold, 1):
        cur = [i]
        for j, cb in enumerate(hyp, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return max(0, len(gold) - prev[-1])


def run(cmd, keys):
    out = subprocess.run(cmd + ["--candidates", "5"], input="\n".join(keys) + "\n", capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"command failed ({out.returncode}):\n{out.stderr[-2000:]}")
    return [l.split("\t") for l in out.stdout.split("\n")[:len(keys)]]


def main():
    args = sys.argv[1:]
    if not args or args[0] not in ("make", "score"):
        sys.exit(__doc__)
    head = args[:args.index("--")] if "--" in args else args
    name = head[head.index("--set") + 1] if "--set" in head else "everyday"
    seed = int(head[head.index("--seed") + 1]) if "--seed" in head else 13
    rows = make(name, seed)
    if args[0] == "make":
        for hanzi, typed, kind, clean in rows:
            print(f"{hanzi}\t{typed}\t{clean}\t{kind}")
        return
    cmd = args[args.index("--") + 1:]
    gold = [r[0] for r in rows]
    total = sum(map(len, gold))
    results = {}
    for label, keys in (("typed", [r[1] for r in rows]), ("clean", [r[3] for r in rows])):
        hyps = run(cmd, keys)
        char = sum(chars_correct(g, h[0]) for g, h in zip(gold, hyps)) / total
        top1 = sum(g == h[0] for g, h in zip(gold, hyps)) / len(gold)
        top5 = sum(g in h[:5] for g, h in zip(gold, hyps)) / len(gold)
        results[label] = top5
        print(f"{name} {label}: char {100 * char:.1f} %  sentence {100 * top1:.1f} %  top-5 {100 * top5:.1f} %")
        if label == "typed" and os.environ.get("SHOW_ERRORS"):
            for (g, t, kind, c), h in list(zip(rows, hyps))[:400]:
                if g != h[0]:
                    print(f"  {kind:12} {t}  want {g}  got {h[0]}")
    print(f"top-5 typed/clean: {100 * results['typed'] / max(results['clean'], 1e-9):.1f} %")


if __name__ == "__main__":
    main()
