#!/usr/bin/env python3
"""Sentence speed of `shurufa convert` against Debian's libime 1.0.16 (#78), in alternating rounds.

usage: sentence_speed.py [--rounds N] [--lines N] [--set dev,everyday] [--libime BIN] -- SHURUFA [ARG...]

Both engines get the same pinyin lines (column 2 of ../shared/eval/<set>.tsv: continuous toneless
pinyin) through the same contract (one line in, the first candidate out, a fresh composition a
line, no learning) and each writes its own per-line decode time with `--timings FILE` (the decode
and reading the candidates, not the loading, not the I/O). A round runs libime, then shurufa; the
next round starts with shurufa, so neither always runs first. The report: each engine's median over
rounds of the total decode time and of the per-line median, the load time, and the ratio libime /
shurufa (above 1: shurufa is faster). The outputs of every round are checked to be the same lines
as the round before (a decode that varies would make the timing meaningless).

Build the driver first: scripts/bench/build_libime_driver.sh (into .build/bench/libime_driver)
"""
import os, statistics, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
EVAL = os.path.normpath(os.path.join(HERE, "..", "..", "..", "shared", "eval"))


def option(args, name, default):
    return args[args.index(name) + 1] if name in args else default


def run(cmd, text):
    """Runs one engine over the lines; returns (outputs, per-line µs, load ms)."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "timings")
        out = subprocess.run(cmd + ["--candidates", "1", "--timings", path], input=text,
                             capture_output=True, text=True, check=True).stdout
        rows = open(path).read().split("\n")
    load = next(float(r.split()[1]) for r in rows if r.startswith("load_ms"))
    micros = [float(r) for r in rows if r and not r[0].isalpha()]
    return out, micros, load


def main():
    args = sys.argv[1:]
    if "--" not in args:
        sys.exit(__doc__)
    opts, shurufa = args[:args.index("--")], args[args.index("--") + 1:]
    rounds = int(option(opts, "--rounds", "5"))
    limit = int(option(opts, "--lines", "0"))
    sets = option(opts, "--set", "dev").split(",")
    libime = [option(opts, "--libime", os.path.join(HERE, "..", "..", ".build", "bench", "libime_driver"))]
    lines = []
    for name in sets:
        rows = [l.split("\t") for l in open(os.path.join(EVAL, name + ".tsv"), encoding="utf-8").read().splitlines() if l]
        lines += [r[1] for r in (rows[:limit] if limit else rows)]
    text = "\n".join(lines) + "\n"
    engines = {"libime": libime, "shurufa": shurufa}
    totals = {k: [] for k in engines}
    medians = {k: [] for k in engines}
    loads = {k: [] for k in engines}
    outputs = {}
    for r in range(rounds):
        order = ["libime", "shurufa"] if r % 2 == 0 else ["shurufa", "libime"]
        for name in order:
            out, micros, load = run(engines[name], text)
            if len(micros) != len(lines):
                sys.exit(f"{name}: {len(micros)} timings for {len(lines)} lines")
            if outputs.setdefault(name, out) != out:
                sys.exit(f"{name}: round {r + 1} printed other candidates than round 1")
            totals[name].append(sum(micros) / 1e6)
            medians[name].append(statistics.median(micros))
            loads[name].append(load)
        print(f"round {r + 1}: libime {totals['libime'][-1]:.2f} s  shurufa {totals['shurufa'][-1]:.2f} s  "
              f"ratio {totals['libime'][-1] / totals['shurufa'][-1]:.2f}", flush=True)
    print(f"{len(lines)} lines ({'+'.join(sets)}), {rounds} alternating rounds; medians over rounds:")
    for name in engines:
        print(f"  {name:8s} decode total {statistics.median(totals[name]):.3f} s  per line median "
              f"{statistics.median(medians[name]):.0f} µs  load {statistics.median(loads[name]):.0f} ms")
    ratios = [a / b for a, b in zip(totals["libime"], totals["shurufa"])]
    print(f"  speed ratio libime/shurufa: total {statistics.median(totals['libime']) / statistics.median(totals['shurufa']):.2f}x "
          f"(median of per-round ratios {statistics.median(ratios):.2f}x), per-line median "
          f"{statistics.median(medians['libime']) / statistics.median(medians['shurufa']):.2f}x")


if __name__ == "__main__":
    main()
