#!/usr/bin/env python3
"""Runs `shurufa convert` on pinyin retyped as 9-key digits or in a 双拼 scheme, for score.py:

    python3 /work/shared/eval/score.py --set dev -- python3 scripts/eval/typed_as.py t9 -- \
        .build/release/shurufa convert --t9
    python3 /work/shared/eval/score.py --set dev -- python3 scripts/eval/typed_as.py xiaohe -- \
        .build/release/shurufa convert --shuangpin xiaohe

stdin holds continuous pinyin (score.py's column 2); the syllables come from column 3 of the
eval sets (/work/shared/eval/*.tsv, or EVAL_DIR). Each line is retyped (9-key: the keypad digits
of every letter; 双拼: each syllable's usual keys from Sources/ChineseEngine/Data/shuangpin) and
piped to the command, whose output passes through unchanged. Arguments after the command's own
(score.py appends `--candidates K`) are forwarded.
"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
EVAL = os.environ.get("EVAL_DIR", "/work/shared/eval")
DIGITS = {c: d for d, letters in zip("23456789", ["abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz"]) for c in letters}
INITIALS = ["zh", "ch", "sh", "b", "p", "m", "f", "d", "t", "n", "l", "g", "k", "h", "j", "q", "x", "r", "z", "c", "s", "y", "w"]


def load_scheme(name):
    initials, finals, zero, fixed = {}, {}, [], {}
    for line in open(os.path.join(HERE, "../../Sources/ChineseEngine/Data/shuangpin", name + ".txt"), encoding="utf-8"):
        words = line.split("#")[0].split()
        if not words:
            continue
        pairs = dict(w.split("=") for w in words[1:] if "=" in w)
        if words[0] == "initials":
            initials.update(pairs)
        elif words[0] == "finals":
            finals.update(pairs)
        elif words[0] == "syllables":
            fixed.update(pairs)
        elif words[0] == "zero":
            zero = words[1:]

    def keys(syllable):
        syllable = {"lue": "lve", "nue": "nve"}.get(syllable, syllable)
        if syllable in fixed:
            return fixed[syllable]
        initial = next((i for i in INITIALS if syllable.startswith(i)), "")
        final = syllable[len(initial):]
        fkey = finals.get(final, final if len(final) == 1 else None)
        if not initial and "spelled" in zero and len(final) == 2:
            return final  # a two-letter final without an initial is typed as written (er, ai)
        if fkey is None:
            raise SystemExit(f"{name}: no key for final {final!r} of {syllable!r}")
        if initial:
            return initials.get(initial, initial) + fkey
        if "spelled" in zero:
            return fkey * 2 if len(final) == 1 else final[0] + fkey
        return zero[0] + fkey
    return keys


def main():
    args = sys.argv[1:]
    form, command = args[0], args[args.index("--") + 1:]
    syllables = {}
    for name in ("dev.tsv", "everyday.tsv"):
        for line in open(os.path.join(EVAL, name), encoding="utf-8"):
            parts = line.rstrip("\n").split("\t")
            if len(parts) >= 3:
                syllables[parts[1]] = parts[2].split()
    retype = (lambda s: "".join(DIGITS.get(c, c) for c in s)) if form == "t9" else load_scheme(form)
    out = []
    for line in sys.stdin.read().splitlines():
        pieces = syllables.get(line)
        if pieces is None:
            out.append("")
        elif form == "t9":
            out.append(retype("".join(pieces)))
        else:
            out.append("".join(retype(p) for p in pieces))
    result = subprocess.run(command, input="\n".join(out) + "\n", text=True)
    sys.exit(result.returncode)


if __name__ == "__main__":
    main()
