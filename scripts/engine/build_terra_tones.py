#!/usr/bin/env python3
"""Builds Sources/ChineseEngine/Data/terra-tones.bin (kind TON1, LGPL-3): the tones 地球拼音 (terra
pinyin) reads each character with under each toneless syllable, for the schema `terra-pinyin`,
whose tones are typed as digits after their syllables (`ni3hao3`) and weigh each syllable's
characters (`ToneWeighting`). A file of its own under its source's licence: it mixes with no
CC-BY-SA statistics.

Source: Debian bookworm's rime-data-terra-pinyin (LGPL-3; its readings draw on CC-CEDICT, see
NOTICE), `/usr/share/rime-data/terra_pinyin.dict.yaml`, installed by this script with apt-get when
missing: 47,295 characters' and 52,069 words' toned readings (tones 1–5, 5 the neutral tone, ü as
`v`). A character's tones under a syllable are the union over its own readings and the readings
of the words it is in (一 under yi: 1, 2 and 4; 子 under zi: 3, and 5 from 桌子). A reading the
dictionary weighs at 0 % is left out.

Sections: those of `build_tones.py` (META, TCHR, TSTA, TSYL, TMSK), the syllable ids of
Sources/ChineseEngine/Syllables/SyllableTable.swift.

    python3 scripts/engine/build_terra_tones.py [--source FILE] [--out F]
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
from build_engine_data import syllable_table  # noqa: E402

KIND = "TON1"
PACKAGE = "rime-data-terra-pinyin"
SOURCE = "/usr/share/rime-data/terra_pinyin.dict.yaml"
READING = re.compile(r"^([a-z]+)([1-5])$")


def entries(path):
    """(text, [toned syllables]) of the dictionary's body, readings weighed at 0 % left out."""
    with open(path, encoding="utf8") as f:
        body = f.read().split("\n...\n", 1)[1]
    for line in body.splitlines():
        if not line or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) < 2 or (len(fields) > 2 and fields[2].strip() in ("0%", "0")):
            continue
        syllables = fields[1].split()
        if len(syllables) == len(fields[0]):
            yield fields[0], syllables


def tone_masks(path, syl_ids):
    """{code point: {syllable id: tone bits}}."""
    masks = {}
    for text, syllables in entries(path):
        for char, reading in zip(text, syllables):
            match = READING.match("er5" if reading == "r5" else reading)
            sid = syl_ids.get(match.group(1)) if match else None
            if sid is None:
                continue
            per = masks.setdefault(ord(char), {})
            per[sid] = per.get(sid, 0) | (1 << (int(match.group(2)) - 1))
    return masks


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--source", default=SOURCE)
    ap.add_argument("--out", default=os.path.join(HERE, "../../Sources/ChineseEngine/Data/terra-tones.bin"))
    args = ap.parse_args()
    if not os.path.exists(args.source):
        subprocess.run(["apt-get", "install", "-y", PACKAGE], check=True, stdout=subprocess.DEVNULL)
    spellings, syl_ids = syllable_table()
    masks = tone_masks(args.source, syl_ids)
    chars = sorted(masks)
    starts, syllables, bits = [0], [], []
    for code in chars:
        for sid in sorted(masks[code]):
            syllables.append(sid)
            bits.append(masks[code][sid])
        starts.append(len(syllables))
    path = os.path.normpath(args.out)
    write_file(path, KIND, [
        ("META", struct.pack("<I", len(spellings))),
        ("TCHR", struct.pack(f"<{len(chars)}I", *chars)),
        ("TSTA", struct.pack(f"<{len(starts)}I", *starts)),
        ("TSYL", struct.pack(f"<{len(syllables)}H", *syllables)),
        ("TMSK", bytes(bits)),
    ])
    print(f"terra-tones: {len(chars)} characters, {len(syllables)} readings, {os.path.getsize(path)} bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
