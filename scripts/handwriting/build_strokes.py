#!/usr/bin/env python3
"""Writes Sources/Handwriting/Data/strokes.bin (HWSC): each character's standard stroke count, the
phrase reader's soft prior on how many strokes a character spans. Read from Make Me a Hanzi's stroke
centre-lines alone (../shared/handwriting/medians.jsonl.gz, with compose.py's Hong Kong characters;
Arphic Public License, like the model: the file holds nothing else). Sections: CHRS (the characters' scalars, ascending, u32) and
STRK (their stroke counts, u8, same order).

usage: build_strokes.py [MEDIANS] [OUT]
"""
import os
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.join(HERE, "..", "..")
sys.path.insert(0, os.path.join(HERE, "..", "engine"))
sys.path.insert(0, HERE)
import compose  # noqa: E402


def main():
    medians = sys.argv[1] if len(sys.argv) > 1 else os.path.join(REPO, "..", "shared", "handwriting", "medians.jsonl.gz")
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(REPO, "Sources", "Handwriting", "Data", "strokes.bin")
    rows = compose.load(medians)
    rows.update(compose.composed(rows))
    counts = {ord(c): len(m) for c, m in rows.items() if len(c) == 1 and 0 < len(m) < 256}
    codes = sorted(counts)
    from engine_binary import write_file
    write_file(out, "HWSC", [
        ("CHRS", struct.pack("<%dI" % len(codes), *codes)),
        ("STRK", bytes(counts[c] for c in codes)),
    ])


if __name__ == "__main__":
    main()
