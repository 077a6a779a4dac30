#!/usr/bin/env python3
"""Builds Sources/ChineseEngine/Data/{wubi86,cangjie5,quick5}.bin (kind SHP1, LGPL-3): the shape
codes of 五笔 86, 倉頡 5 and 速成 from Debian bookworm's rime-data-wubi, rime-data-cangjie5 and
rime-data-quick5 (Rime's wubi86.dict.yaml, cangjie5.dict.yaml, quick5.dict.yaml; LGPL-3), one file
each, for `shurufa convert --wubi|--cangjie|--quick` and the keyboards. One source, one licence a
file: nothing else goes in (the engine ranks by its own model at run time, `CharacterPrior`).

The packages are fetched with `apt-get download` into a temporary folder and unpacked there
(nothing is installed). Codes use the letters a–y (倉頡's x is 難); the `z` entries (punctuation
and 五笔's pinyin look-up) are left out. 五笔 keeps every code of a character (its 简码 and its full
code) and its words; 速成's code is the first and last letter of the 倉頡 code (quick5.schema.yaml's
`derive/^([^z])\\w+(\\w)$/$1$2/`), and only that code is kept. Entries are sorted by code (then text),
so the entries whose code starts with a typed prefix are one range (`CodeTable`).

Sections (integers little-endian): SOFF uint32 × (count + 1), where each entry's code starts in
SEQB; SEQB one byte a key (a = 1 … y = 25); CHAR uint32 × count, a character's code point or, bit
30 set, a word's index in WOFF; WOFF uint32 × (words + 1), where each word starts in WTXT; WTXT
uint32 code points; ALPH the alphabet in UTF-8.

    python3 scripts/engine/build_shapes.py [--rime DIR] [--out DIR]
"""
import os
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from engine_binary import write_file  # noqa: E402
from rime_tables import arguments, dict_rows, rime_data  # noqa: E402

KIND = "SHP1"
ALPHABET = "abcdefghijklmnopqrstuvwxy"
WORD = 0x4000_0000
PACKAGES = ["rime-data-wubi", "rime-data-cangjie5", "rime-data-quick5"]
SCHEMES = {"wubi86": "wubi86", "cangjie5": "cangjie5", "quick5": "quick5"}


def read_dict(path):
    """[(text, code)] of the table's body, in order, codes of a–y only, each pair once."""
    rows, seen = [], set()
    for fields in dict_rows(path):
        if len(fields) < 2 or not fields[0] or not set(fields[1] or "z") <= set(ALPHABET):
            continue
        if (fields[0], fields[1]) not in seen:
            seen.add((fields[0], fields[1]))
            rows.append((fields[0], fields[1]))
    return rows


def scheme_rows(name, rows):
    """The (text, code) pairs a scheme's table holds."""
    if name == "quick5":  # 速成: first and last of the 倉頡 code; characters only
        out = {(t, c if len(c) <= 2 else c[0] + c[-1]) for t, c in rows if len(t) == 1}
        return sorted(out)
    if name == "cangjie5":
        return [(t, c) for t, c in rows if len(t) == 1]
    return rows


def sections(rows):
    rows = sorted(rows, key=lambda r: (r[1], [ord(ch) for ch in r[0]]))
    offsets, keys, chars, word_index, word_offsets, word_text = [0], bytearray(), [], {}, [0], []
    for text, code in rows:
        keys.extend(ALPHABET.index(k) + 1 for k in code)
        offsets.append(len(keys))
        if len(text) == 1:
            chars.append(ord(text))
            continue
        if text not in word_index:
            word_index[text] = len(word_offsets) - 1
            word_text.extend(ord(ch) for ch in text)
            word_offsets.append(len(word_text))
        chars.append(WORD | word_index[text])
    out = [
        ("SOFF", struct.pack(f"<{len(offsets)}I", *offsets)),
        ("SEQB", bytes(keys)),
        ("CHAR", struct.pack(f"<{len(chars)}I", *chars)),
        ("ALPH", ALPHABET.encode()),
    ]
    if len(word_offsets) > 1:
        out += [("WOFF", struct.pack(f"<{len(word_offsets)}I", *word_offsets)),
                ("WTXT", struct.pack(f"<{len(word_text)}I", *word_text))]
    return out, len(rows), len(word_offsets) - 1


def main():
    args = arguments(__doc__, os.path.join(HERE, "../../Sources/ChineseEngine/Data"))
    with rime_data(args.rime, PACKAGES) as rime:
        for name, source in SCHEMES.items():
            rows = scheme_rows(name, read_dict(os.path.join(rime, f"{source}.dict.yaml")))
            built, count, words = sections(rows)
            path = os.path.normpath(os.path.join(args.out, f"{name}.bin"))
            write_file(path, KIND, built)
            print(f"{name}: {count} entries ({words} words), {os.path.getsize(path)} bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
