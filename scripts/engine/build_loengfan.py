#!/usr/bin/env python3
"""Builds Sources/ChineseEngine/Data/loengfan.bin (kind SHP1, CC BY 4.0): 粵語兩分 (loengfan), the
Cantonese 兩分, as a code table. A character's code is the jyutping of its two parts, one after the
other (the dictionary's `jat1jyut6` for 丁, typed toneless: `jatjyut`, as the schema's spelling
algebra derives it); `shurufa convert --schema loengfan` reads lines of such codes, and the engine
ranks the characters by its model and the Cantonese characters' frequencies (`rank-by`). Each
character is noted with its jyutping reading (丁 `ding1`).

Sources, Debian bookworm packages (see NOTICE), installed by this script with apt-get when missing:
  - rime-data-loengfan (CC BY 4.0; from zisea 兩分 data and rime-cantonese), its dictionary
    `/usr/share/rime-data/loengfan.dict.yaml`: each character's codes, tones as digits;
  - rime-data-jyut6ping3 (rime-cantonese, CC BY 4.0), `jyut6ping3.chars.dict.yaml`: each
    character's readings and their shares. Its likeliest reading is the note; a character it does
    not read (most of loengfan's 65,000 characters beyond the BMP) is left out, which keeps the
    table to the characters Cantonese is written with.
A code spelled in anything but the letters a–z, or longer than MAX_CODE_LENGTH, is left out.

Sections: those of `build_chaizi.py` (SOFF, SEQB, CHAR, ALPH; no words; RCHR, ROFF, RTXT: each
character's reading), alphabet a–z.

    python3 scripts/engine/build_loengfan.py [--out F]
"""
import argparse
import os
import re
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from engine_binary import write_file  # noqa: E402

KIND = "SHP1"
ALPHABET = "abcdefghijklmnopqrstuvwxyz"
MAX_CODE_LENGTH = 24
PACKAGES = {"rime-data-loengfan": "loengfan.dict.yaml", "rime-data-jyut6ping3": "jyut6ping3.chars.dict.yaml"}
RIME = "/usr/share/rime-data"
CODE = re.compile(r"^(?:[a-z]+[1-6]?)+$")


def body(name):
    """The data lines (tab-separated fields) of a Rime dictionary's body."""
    with open(os.path.join(RIME, name), encoding="utf8") as f:
        text = f.read().split("\n...\n", 1)[1]
    for line in text.splitlines():
        if line and not line.startswith("#"):
            yield line.split("\t")


def share(fields):
    """A reading's share (`3%` → 3.0); no share given is the whole (100)."""
    if len(fields) > 2 and fields[2].strip().endswith("%"):
        try:
            return float(fields[2].strip()[:-1])
        except ValueError:
            return 0.0
    return 100.0


def readings():
    """{character: its likeliest jyutping reading} (the first of the likeliest)."""
    best = {}
    for fields in body("jyut6ping3.chars.dict.yaml"):
        if len(fields) < 2 or len(fields[0]) != 1 or not re.fullmatch(r"[a-z]+[1-6]", fields[1]):
            continue
        weight = share(fields)
        if fields[0] not in best or weight > best[fields[0]][0]:
            best[fields[0]] = (weight, fields[1])
    return {char: reading for char, (_, reading) in best.items()}


def rows(notes):
    """(character, toneless code) pairs, by code then character."""
    found = set()
    for fields in body("loengfan.dict.yaml"):
        if len(fields) < 2 or len(fields[0]) != 1 or fields[0] not in notes or not CODE.match(fields[1]):
            continue
        code = re.sub(r"[1-6]", "", fields[1])
        if 0 < len(code) <= MAX_CODE_LENGTH:
            found.add((fields[0], code))
    return sorted(found, key=lambda r: (r[1], ord(r[0])))


def sections(rows, notes):
    offsets, keys, chars = [0], bytearray(), []
    for text, code in rows:
        keys.extend(ALPHABET.index(k) + 1 for k in code)
        offsets.append(len(keys))
        chars.append(ord(text))
    noted = sorted({text for text, _ in rows}, key=ord)
    starts, text = [0], bytearray()
    for char in noted:
        text += notes[char].encode()
        starts.append(len(text))
    return [
        ("SOFF", struct.pack(f"<{len(offsets)}I", *offsets)),
        ("SEQB", bytes(keys)),
        ("CHAR", struct.pack(f"<{len(chars)}I", *chars)),
        ("ALPH", ALPHABET.encode()),
        ("RCHR", struct.pack(f"<{len(noted)}I", *[ord(c) for c in noted])),
        ("ROFF", struct.pack(f"<{len(starts)}I", *starts)),
        ("RTXT", bytes(text)),
    ]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=os.path.join(HERE, "../../Sources/ChineseEngine/Data/loengfan.bin"))
    args = ap.parse_args()
    missing = [package for package, name in PACKAGES.items() if not os.path.exists(os.path.join(RIME, name))]
    if missing:
        subprocess.run(["apt-get", "install", "-y"] + missing, check=True, stdout=subprocess.DEVNULL)
    notes = readings()
    table = rows(notes)
    path = os.path.normpath(args.out)
    write_file(path, KIND, sections(table, notes))
    print(f"loengfan: {len(table)} codes of {len({c for c, _ in table})} characters, {os.path.getsize(path)} bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
