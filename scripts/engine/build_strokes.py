#!/usr/bin/env python3
"""Builds Sources/ChineseEngine/Data/strokes.bin (kind STK1, LGPL-3): every character's 笔画 order
from Debian's `rime-data-stroke` (rime-stroke's stroke.dict.yaml, LGPL-3; this script apt-installs
it through scripts/setup.sh), for `shurufa convert --strokes` and 笔画筛选. One source, one licence:
nothing else goes into the file (the engine ranks the characters by its own model at run time).

The table's h s p n z (横 竖 撇 点/捺 折) are stored as 1-5. A character the table lists under two
orders (the CNS 11643 one first, the mainland one last) keeps both: typing either finds it; the
entries of an order other than the last carry a flag, so the engine can rank the mainland order a
little ahead. Entries are sorted by stroke sequence (then by code point), so the characters whose
strokes start with a typed prefix are one range, found by binary search.

Sections (all integers little-endian):
  SOFF  uint32 × (count + 1): where each entry's strokes start, in nibbles of SEQN
  SEQN  the strokes, 4 bits each (1-5), the entry's first stroke in the low nibble of its byte
        when its offset is even
  CHAR  uint32 × count: the character's code point; bit 31 set when the order is not the last listed

    python3 scripts/engine/build_strokes.py [--dict /usr/share/rime-data/stroke.dict.yaml] [--out F]
"""
import argparse
import os
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from engine_binary import write_file  # noqa: E402
from rime_tables import dict_rows  # noqa: E402

KIND = "STK1"
STROKES = str.maketrans("hspnz", "12345")
ALTERNATIVE = 0x8000_0000


def read_table(path):
    """{character: [sequences as digit strings, in the table's order]} (single characters only) and
    the lines skipped for a code with letters other than h s p n z (a handful of typos)."""
    table, skipped = {}, []
    for fields in dict_rows(path):
        if len(fields) < 2 or len(fields[0]) != 1 or not fields[1]:
            continue
        code = fields[1].translate(STROKES)
        if not set(code) <= set("12345"):
            skipped.append("\t".join(fields).strip())
            continue
        orders = table.setdefault(fields[0], [])
        if code not in orders:
            orders.append(code)
    return table, skipped


def entries(table):
    """(sequence, code point | flag), sorted: the last listed order unflagged, earlier ones flagged."""
    out = []
    for char, orders in table.items():
        for index, code in enumerate(orders):
            flag = 0 if index == len(orders) - 1 else ALTERNATIVE
            out.append((code, ord(char) | flag))
    out.sort(key=lambda e: (e[0], e[1] & ~ALTERNATIVE))
    return out


def sections(rows):
    offsets, nibbles = [0], []
    for code, _ in rows:
        nibbles.extend(int(d) for d in code)
        offsets.append(len(nibbles))
    if len(nibbles) % 2:
        nibbles.append(0)
    packed = bytes(nibbles[i] | (nibbles[i + 1] << 4) for i in range(0, len(nibbles), 2))
    return [
        ("SOFF", struct.pack(f"<{len(offsets)}I", *offsets)),
        ("SEQN", packed),
        ("CHAR", struct.pack(f"<{len(rows)}I", *(c for _, c in rows))),
    ]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--dict", default="/usr/share/rime-data/stroke.dict.yaml")
    ap.add_argument("--out", default=os.path.join(HERE, "../../Sources/ChineseEngine/Data/strokes.bin"))
    args = ap.parse_args()
    if args.dict.startswith("/usr/share/rime-data/"):
        subprocess.run([os.path.join(HERE, "../setup.sh"), "rime-data-stroke"], check=True)
    table, skipped = read_table(args.dict)
    rows = entries(table)
    write_file(os.path.normpath(args.out), KIND, sections(rows))
    two = sum(len(v) > 1 for v in table.values())
    print(f"{len(table)} characters, {len(rows)} entries ({two} characters with two orders); skipped "
          f"{len(skipped)} lines with a code outside h s p n z: {', '.join(skipped)}", file=sys.stderr)


if __name__ == "__main__":
    main()
