#!/usr/bin/env python3
"""Builds Sources/ChineseEngine/Data/script.bin: OpenCC's simplified → traditional tables for the
engine's script filter (ScriptConverter), in the engine's DataFile container (kind `S2T1`).

Source: PyPI `opencc-python-reimplemented` 0.1.7, which ships OpenCC's dictionaries (Apache-2.0).
    pip install opencc-python-reimplemented==0.1.7
    python3 scripts/engine/build_script_data.py [--out PATH]

Four tables, each a sorted map from UTF-8 keys to UTF-8 values (the first value when OpenCC lists
several): ST (STPhrases + STCharacters, simplified → traditional), TP (TWPhrases: Taiwan words,
軟件 → 軟體), TV (TWVariants), HV (HKVariants). Sections per table T: `Tko` key offsets and `Tkb`
key bytes, `Tvo`/`Tvb` for values (offsets uint32, count + 1 of them); `INFO` holds per table
(in the order above) the entry count and the longest key in Unicode scalars (uint32 each).

With `--simplifying PATH` it builds instead 粤拼's `Data/yue/simplified.bin` (kind `T2S1`), the other
way: HR (HKVariantsRevPhrases + HKVariantsRev: Hong Kong forms to OpenCC's traditional), then TS
(TSPhrases + TSCharacters: traditional → simplified), in the same layout.
"""
import argparse
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from engine_binary import write_file  # noqa: E402

SIMPLIFYING = [("HR", ["HKVariantsRevPhrases.txt", "HKVariantsRev.txt"]), ("TS", ["TSPhrases.txt", "TSCharacters.txt"])]
TABLES = [("ST", ["STPhrases.txt", "STCharacters.txt"]), ("TP", ["TWPhrases.txt"]),
          ("TV", ["TWVariants.txt"]), ("HV", ["HKVariants.txt"])]


def read_table(directory, names):
    table = {}
    for name in names:
        with open(os.path.join(directory, name), encoding="utf-8") as f:
            for line in f:
                parts = line.rstrip("\n").split("\t")
                if len(parts) < 2 or not parts[0] or not parts[1].strip():
                    continue
                key, value = parts[0], parts[1].split(" ")[0]
                table.setdefault(key, value)  # phrases come first and win over characters
    return table


def blob(strings):
    offsets, data = [0], bytearray()
    for s in strings:
        data += s.encode("utf-8")
        offsets.append(len(data))
    return struct.pack(f"<{len(offsets)}I", *offsets), bytes(data)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default=os.path.join(here, "../../Sources/ChineseEngine/Data/script.bin"))
    parser.add_argument("--simplifying", metavar="PATH", help="build 粤拼's simplifying tables (T2S1) at PATH instead")
    args = parser.parse_args()
    import opencc
    directory = os.path.join(os.path.dirname(opencc.__file__), "dictionary")
    tables, kind, out = (SIMPLIFYING, "T2S1", args.simplifying) if args.simplifying else (TABLES, "S2T1", args.out)
    sections, info = [], []
    for tag, names in tables:
        table = read_table(directory, names)
        keys = sorted(table, key=lambda k: k.encode("utf-8"))
        ko, kb = blob(keys)
        vo, vb = blob(table[k] for k in keys)
        sections += [(tag + "ko", ko), (tag + "kb", kb), (tag + "vo", vo), (tag + "vb", vb)]
        info += [len(keys), max(len(k) for k in keys)]
    sections.insert(0, ("INFO", struct.pack(f"<{len(info)}I", *info)))
    write_file(os.path.normpath(out), kind, sections)


if __name__ == "__main__":
    main()
