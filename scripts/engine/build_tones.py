#!/usr/bin/env python3
"""Builds Sources/ChineseEngine/Data/tones.bin (kind TON1, MIT): the tones each character is read
with under each toneless syllable, for 注音 input with tones (`shurufa convert --zhuyin`), where a
typed tone weighs the characters of its syllable. The lexicon (lexicon.bin, CC-BY-SA) has toneless
readings only; this file is a file of its own under its sources' licence.

Sources, both MIT (see NOTICE), pip-installed pinned by this script:
  - pypinyin 0.55.0's pinyin_dict (its pinyin-data: every character's toned readings) and
    phrases_dict (phrase-pinyin-data's common phrases, toned, with neutral tones: 桌子 zhuō zi);
  - pypinyin-dict 0.9.0's large_pinyin (phrase-pinyin-data's large table, 411,957 phrases), the
    table the lexicon's phrase readings come from.
A character's tones under a syllable are the union over all three: 子 under zi is 3 (zǐ) and
5 (the neutral zi of 桌子); 一 under yi is 1, 2 and 4 (pinyin-data lists the sandhi tones).
Why these: they are the readings the lexicon's own pinyin was taken from (so every syllable the
decoder reads a character by has its tones), they mark the neutral tone in phrases, and they are
MIT. (rime-data-terra-pinyin, LGPL-3, has toned readings too, but only per character and word
with its own romanisation; it would add a second licence for no more coverage.)

Sections (little-endian):
  META  uint32: the number of syllables in SyllableTable.swift (the reader checks it)
  TCHR  uint32 × n: the characters' code points, ascending
  TSTA  uint32 × (n + 1): where each character's readings start in TSYL / TMSK
  TSYL  uint16: syllable ids (SyllableTable.spellings), ascending within a character
  TMSK  uint8: tone bits, bit t−1 for tone t (1–4; 5 the neutral tone)

    python3 scripts/engine/build_tones.py [--out F]
"""
import argparse
import os
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from engine_binary import write_file  # noqa: E402
from build_engine_data import syllable_table  # noqa: E402

KIND = "TON1"


def toned_readings():
    """(character, toned pinyin) pairs from every source."""
    from pypinyin.pinyin_dict import pinyin_dict
    from pypinyin.phrases_dict import phrases_dict
    from pypinyin_dict.phrase_pinyin_data import large_pinyin
    for code, readings in pinyin_dict.items():
        for reading in readings.split(","):
            yield chr(code), reading
    for table in (phrases_dict, large_pinyin.phrases_dict):
        for phrase, readings in table.items():
            if len(phrase) != len(readings):
                continue
            for char, options in zip(phrase, readings):
                for reading in options:
                    yield char, reading


def tone_masks(syl_ids):
    """{code point: {syllable id: tone bits}}."""
    from pypinyin.contrib.tone_convert import to_tone3
    masks = {}
    for char, reading in toned_readings():
        numbered = to_tone3(reading.strip(), neutral_tone_with_five=True)
        if not numbered or not numbered[-1].isdigit():
            continue
        syllable, tone = numbered[:-1], int(numbered[-1])
        sid = syl_ids.get(syllable)
        if sid is None or not 1 <= tone <= 5 or len(char) != 1:
            continue
        per = masks.setdefault(ord(char), {})
        per[sid] = per.get(sid, 0) | (1 << (tone - 1))
    return masks


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=os.path.join(HERE, "../../Sources/ChineseEngine/Data/tones.bin"))
    args = ap.parse_args()
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "pypinyin==0.55.0", "pypinyin-dict==0.9.0"], check=True)
    spellings, syl_ids = syllable_table()
    masks = tone_masks(syl_ids)
    chars = sorted(masks)
    starts, syllables, bits = [0], [], []
    for code in chars:
        for sid in sorted(masks[code]):
            syllables.append(sid)
            bits.append(masks[code][sid])
        starts.append(len(syllables))
    write_file(os.path.normpath(args.out), KIND, [
        ("META", struct.pack("<I", len(spellings))),
        ("TCHR", struct.pack(f"<{len(chars)}I", *chars)),
        ("TSTA", struct.pack(f"<{len(starts)}I", *starts)),
        ("TSYL", struct.pack(f"<{len(syllables)}H", *syllables)),
        ("TMSK", bytes(bits)),
    ])
    print(f"{len(chars)} characters, {len(syllables)} readings", file=sys.stderr)


if __name__ == "__main__":
    main()
