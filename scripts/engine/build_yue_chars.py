#!/usr/bin/env python3
"""Builds Sources/ChineseEngine/Data/yue/characters.bin (kind YCF1, CC BY 4.0): how often each character
is written in Cantonese text, from rime-cantonese's essay-cantonese.txt (Debian bookworm's
rime-data-jyut6ping3, CC BY 4.0), for ranking the characters of 倉頡 and 速成 (嘅 係 佢 咗, which
the engine's Mandarin model rarely writes). One source, one licence: nothing else goes in; the
engine takes the lesser of this cost and its own model's at run time (`CharacterPrior`).

A character's cost is −ln of its share of the essay's running text (Σ over its words of the
word's count × the times the word holds it), in thousandths of a nat.

Sections (little-endian): CHAR uint32 × count, the code points ascending; COST uint16 × count.

    python3 scripts/engine/build_yue_chars.py [--rime DIR] [--out F]
"""
import collections
import math
import os
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from engine_binary import write_file  # noqa: E402
from rime_tables import arguments, rime_data  # noqa: E402

KIND = "YCF1"


def main():
    args = arguments(__doc__, os.path.join(HERE, "../../Sources/ChineseEngine/Data/yue/characters.bin"))
    mass = collections.Counter()
    with rime_data(args.rime, ["rime-data-jyut6ping3"]) as rime:
        with open(os.path.join(rime, "essay-cantonese.txt"), encoding="utf-8") as f:
            for line in f:
                fields = line.rstrip("\n").split("\t")
                if len(fields) < 2 or not fields[1].isdigit():
                    continue
                for ch in fields[0]:
                    if ord(ch) >= 0x2E80:
                        mass[ch] += int(fields[1])
    total = sum(mass.values())
    chars = sorted((c for c in mass if mass[c] > 0), key=ord)
    costs = [min(65534, round(-math.log(mass[c] / total) * 1000)) for c in chars]
    write_file(os.path.normpath(args.out), KIND, [
        ("CHAR", struct.pack(f"<{len(chars)}I", *(ord(c) for c in chars))),
        ("COST", struct.pack(f"<{len(costs)}H", *costs)),
    ])
    print(f"{len(chars)} characters", file=sys.stderr)


if __name__ == "__main__":
    main()
