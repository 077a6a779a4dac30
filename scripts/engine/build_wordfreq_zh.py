#!/usr/bin/env python3
"""Builds Sources/ChineseEngine/Data/wordfreq-zh.bin (kind WFZ1, CC BY-SA 4.0): how often people
write the commonest Chinese words of two to four characters, from wordfreq's Chinese ('zh',
'best') list, by which the engine ranks what an abbreviation stands for (`nh`: 你好 before 内核,
which the engine's own model, trained on news and technical text, prefers). One source, one
licence: nothing else goes in; the engine combines it with its model at run time
(`LatticeDecoder.Settings.abbreviationFrequencyWeight`).

A word's key packs its characters' code points (all in the BMP) into 16 bits each, the first
character in the top bits (zero-padded); its cost is −ln of its frequency in tenths of a nat.

Sections (little-endian): WKEY uint64 × count, the keys ascending; COST uint8 × count.

    python3 scripts/engine/build_wordfreq_zh.py [--count 25000] [--out F]
"""
import argparse
import math
import os
import re
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from engine_binary import write_file  # noqa: E402

KIND = "WFZ1"
VERSION = "3.1.1"
WORD = re.compile(r"[\u4e00-\u9fff]{2,4}")


def wordfreq_module():
    try:
        import wordfreq
        from importlib.metadata import version
        if version("wordfreq") == VERSION:
            return wordfreq
    except ImportError:
        pass
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", f"wordfreq=={VERSION}"], check=True)
    import importlib
    return importlib.import_module("wordfreq")


def key(word):
    value = 0
    for index in range(4):
        value = (value << 16) | (ord(word[index]) if index < len(word) else 0)
    return value


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=25000)
    parser.add_argument("--out", default=os.path.join(HERE, "../../Sources/ChineseEngine/Data/wordfreq-zh.bin"))
    args = parser.parse_args()
    frequencies = wordfreq_module().get_frequency_dict("zh", "best")
    # The commonest first; ties by text, so a rebuild is byte-identical.
    words = sorted((w for w in frequencies if WORD.fullmatch(w)), key=lambda w: (-frequencies[w], w))[:args.count]
    entries = sorted((key(w), min(255, round(-math.log(frequencies[w]) * 10))) for w in words)
    write_file(os.path.normpath(args.out), KIND, [
        ("WKEY", struct.pack(f"<{len(entries)}Q", *(k for k, _ in entries))),
        ("COST", struct.pack(f"<{len(entries)}B", *(c for _, c in entries))),
    ])
    print(f"{len(entries)} words, costs {min(c for _, c in entries) / 10}–{max(c for _, c in entries) / 10} nats",
          file=sys.stderr)


if __name__ == "__main__":
    main()
