#!/usr/bin/env python3
"""Builds Sources/Emoji/Data/emoji.bin, the emoji catalogue of the Emoji module.

Sources (see NOTICE):
  * PyPI `emoji` (BSD-3-Clause): every fully-qualified emoji with its English name, aliases,
    Chinese (CLDR-derived) name and emoji version.
  * Unicode `emoji-test.txt` (Debian package `unicode-data`, Unicode License): groups and
    subgroups and their order. Debian 12 ships Emoji 15.0; the few newer emoji are placed by
    hand with the ANCHORS table below (after an older emoji of the same subgroup).
  * PyPI `pypinyin` (MIT), at build time only: the pinyin of each Chinese name and keyword.
  * Unicode CLDR `common/annotations/zh.xml` (Debian package `unicode-cldr-core`, Unicode
    License): the Chinese keywords of each emoji, stored with their pinyin among the aliases,
    so that search finds everyday words (赞成 → 👍, 红心 → ❤️). EVERYDAY_ZH adds a few words
    people type that CLDR 41 lacks (点赞, 爱心; our own wording).
  * Unicode CLDR `common/annotations/en.xml` (same package and licence): the English keywords,
    among the aliases with spaces as underscores (love → 😍, in_love → 🥰); EVERYDAY_EN adds
    the few CLDR 41 lacks (love → ❤️).

Usage (Debian 12):
    apt-get install unicode-data unicode-cldr-core
    pip install emoji==2.16.0 pypinyin==0.55.0
    python3 scripts/emoji/build_catalogue.py [--test-file PATH] [--cldr PATH] [--cldr-en PATH] [--output PATH]

Format (little-endian), read by Sources/Emoji/EmojiCatalogue+Binary.swift:
    header  "SRFEMOJI" u32 formatVersion u32 groups u32 subgroups u32 emoji u32 variants
            u32 poolBytes u32 fnv1a(everything after the header)
    group    str en, str zh, u16 firstSubgroup, u16 subgroupCount
    subgroup str name, u16 group, u16 firstEmoji, u16 emojiCount
    emoji    str value, str zh, str en, str pinyin (syllables joined by '), str aliases (space
             separated), u16 version (tenths: 13.1 -> 131), u16 subgroup, u16 firstVariant,
             u16 variantCount
    variant  str value, str zh, str en, u16 version, u8 tones (first | second << 4; 1 light ... 5
             dark), u8 reserved, u16 base
    pool     UTF-8 bytes; a str is u32 offset + u16 length into it
"""

import argparse
import os
import re
import struct
import sys
import xml.etree.ElementTree as ElementTree

import emoji
import pypinyin

FORMAT_VERSION = 1
MAGIC = b"SRFEMOJI"
TONES = {"\U0001F3FB": 1, "\U0001F3FC": 2, "\U0001F3FD": 3, "\U0001F3FE": 4, "\U0001F3FF": 5}

# Chinese names of the Unicode groups (our own wording).
GROUP_ZH = {
    "Smileys & Emotion": "笑脸与情感",
    "People & Body": "人物与身体",
    "Animals & Nature": "动物与自然",
    "Food & Drink": "食物与饮料",
    "Travel & Places": "旅行与地点",
    "Activities": "活动",
    "Objects": "物品",
    "Symbols": "符号",
    "Flags": "旗帜",
}

# Everyday Chinese words for emoji that CLDR's keywords miss (our own wording): what people type
# in chat apps to find them.
# Everyday English words for emoji that CLDR's English keywords miss (our own wording): ❤️ is
# what "love" means in a chat, though CLDR 41 keys it only as "heart".
EVERYDAY_EN = {
    "\u2764\ufe0f": ["love"],
}

EVERYDAY_ZH = {
    "\U0001F44D": ["点赞", "赞", "好", "棒"],
    "\u2764\ufe0f": ["爱心", "爱", "心"],
    "\U0001F602": ["笑哭", "哭笑"],
    "\U0001F64F": ["拜托", "谢谢", "祈祷"],
    "\U0001F44F": ["鼓掌", "拍手"],
    "\U0001F62D": ["大哭", "哭"],
    "\U0001F525": ["火", "火爆"],
    "\U0001F389": ["庆祝", "恭喜"],
    "\U0001F339": ["玫瑰"],
    "\U0001F382": ["生日", "蛋糕"],
    "\U0001F44C": ["好的", "OK"],
    "\U0001F4AA": ["加油", "肌肉"],
    "\U0001F494": ["心碎", "伤心"],
    "\U0001F634": ["睡觉", "困"],
    "\U0001F631": ["惊恐", "吓"],
    "\U0001F621": ["生气", "愤怒"],
    "\U0001F914": ["思考", "想"],
    "\U0001F60E": ["酷", "墨镜"],
    "\U0001F648": ["捂眼", "害羞"],
    "\U0001F436": ["狗", "小狗"],
    "\U0001F431": ["猫", "小猫"],
    "\U0001F31E": ["太阳"],
    "\U0001F319": ["月亮", "晚安"],
    "\U0001F384": ["圣诞树", "圣诞"],
    "\U0001F9E7": ["红包"],
    "\U0001F340": ["幸运"],
    "\U0001F4AF": ["满分", "一百分"],
    "\U0001F48B": ["亲亲", "吻"],
    "\U0001F91D": ["握手", "合作"],
    "\U0001F44B": ["再见", "挥手", "你好"],
}

# Emoji newer than the emoji-test.txt at hand: (emoji, the emoji it follows). Order matters: an
# anchor may be an emoji placed by an earlier row. "Facing right" sequences follow their
# left-facing form automatically.
ANCHORS = [
    ("\U0001F642\u200d\u2194\ufe0f", "\U0001FAE8"),  # head shaking horizontally after shaking face
    ("\U0001F642\u200d\u2195\ufe0f", "\U0001F642\u200d\u2194\ufe0f"),
    ("\U0001FAEA", "\U0001F642\u200d\u2195\ufe0f"),  # distorted face
    ("\U0001FAEB", "\U0001FAEA"),  # cracking face
    ("\U0001FAE9", "\U0001F634"),  # face with bags under eyes after sleeping face
    ("\U0001FAEF", "\U0001F4A8"),  # fight cloud after dashing away
    ("\U0001FAF9", "\U0001F44E"),  # leftwards thumb after thumbs down
    ("\U0001FAFA", "\U0001FAF9"),  # rightwards thumb
    ("\U0001F9D1\u200d\U0001FA70", "\U0001F57A"),  # ballet dancer after man dancing
    ("\U0001FAC6", "\U0001F463"),  # fingerprint after footprints
    ("\U0001FAC8", "\U0001F9CC"),  # hairy creature after troll
    ("\U0001F9D1\u200d\U0001F9D1\u200d\U0001F9D2", "\U0001F469\u200d\U0001F467\u200d\U0001F467"),
    ("\U0001F9D1\u200d\U0001F9D1\u200d\U0001F9D2\u200d\U0001F9D2",
     "\U0001F9D1\u200d\U0001F9D1\u200d\U0001F9D2"),
    ("\U0001F9D1\u200d\U0001F9D2", "\U0001F9D1\u200d\U0001F9D1\u200d\U0001F9D2\u200d\U0001F9D2"),
    ("\U0001F9D1\u200d\U0001F9D2\u200d\U0001F9D2", "\U0001F9D1\u200d\U0001F9D2"),
    ("\U0001F426\u200d\U0001F525", "\U0001F426\u200d\u2b1b"),  # phoenix after black bird
    ("\U0001FACD", "\U0001F40B"),  # orca after whale
    ("\U0001FACC", "\U0001F98B"),  # monarch butterfly after butterfly
    ("\U0001FABE", "\U0001F343"),  # leafless tree after leaf fluttering in wind
    ("\U0001F34B\u200d\U0001F7E9", "\U0001F34B"),  # lime after lemon
    ("\U0001F344\u200d\U0001F7EB", "\U0001FADB"),  # brown mushroom after pea pod
    ("\U0001FADC", "\U0001F344\u200d\U0001F7EB"),  # root vegetable
    ("\U0001FADD", "\U0001FADC"),  # pickle
    ("\U0001F6D8", "\U0001F5FB"),  # landslide after mount fuji
    ("\U0001F6D9", "\U0001F5FC"),  # lighthouse after Tokyo tower
    ("\U0001FA8B", "\u2604\ufe0f"),  # meteor after comet
    ("\U0001FA8D", "\U0001F3A3"),  # net with handle after fishing pole
    ("\U0001FA89", "\U0001FA88"),  # harp after flute
    ("\U0001FA8A", "\U0001F3BA"),  # trombone after trumpet
    ("\U0001FA8E", "\U0001F4B0"),  # treasure chest after money bag
    ("\U0001FA8C", "\U0001F58D\ufe0f"),  # eraser after crayon
    ("\U0001FADF", "\U0001F3A8"),  # splatter after artist palette
    ("\U0001FA8F", "\U0001FA9B"),  # shovel after screwdriver
    ("\u26d3\ufe0f\u200d\U0001F4A5", "\u26d3\ufe0f"),  # broken chain after chains
    ("\U0001F1E8\U0001F1F6", "\U0001F1E8\U0001F1F5"),  # flag Sark after Clipperton Island
]
FACING_RIGHT = "\u200d\u27a1\ufe0f"
TONE_SUFFIX = re.compile(r"(_(light|medium-light|medium|medium-dark|dark)_skin_tone)+$")


def strip_tones(text):
    return "".join(c for c in text if c not in TONES)


def tones_of(text):
    return [TONES[c] for c in text if c in TONES]


def read_test_file(path):
    """[(group, subgroup, emoji)] of the fully-qualified emoji in file order."""
    rows, group, subgroup = [], None, None
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("# group:"):
                group = line.split(":", 1)[1].strip()
            elif line.startswith("# subgroup:"):
                subgroup = line.split(":", 1)[1].strip()
            elif line.strip() and not line.startswith("#"):
                codes, rest = line.split(";", 1)
                if rest.split("#", 1)[0].strip() == "fully-qualified":
                    rows.append((group, subgroup, "".join(chr(int(c, 16)) for c in codes.split())))
    return rows


def pinyin_of(name):
    syllables = []
    for chunk in pypinyin.lazy_pinyin(name, style=pypinyin.Style.NORMAL, errors="default"):
        chunk = "".join(c for c in chunk.lower() if c.isascii() and c.isalnum())
        if chunk:
            syllables.append(chunk)
    return "'".join(syllables)


def read_cldr_keywords(path):
    """{emoji without FE0F: [keyword, ...]} from a CLDR annotations file (the tts names skipped)."""
    keywords = {}
    for node in ElementTree.parse(path).getroot().iter("annotation"):
        if node.get("type") == "tts" or not node.text:
            continue
        words = [w.strip() for w in node.text.split("|") if w.strip()]
        keywords[node.get("cp").replace("\ufe0f", "")] = words
    return keywords


def keyword_aliases(value, name, cldr):
    """The Chinese keywords of an emoji (EVERYDAY_ZH first, then CLDR's) and the pinyin of each,
    as aliases without spaces, the name itself left out."""
    words = EVERYDAY_ZH.get(value, []) + cldr.get(value.replace("\ufe0f", ""), [])
    aliases = []
    for word in words:
        word = "".join(word.split())
        spelled = pinyin_of(word).replace("'", "")
        for alias in (word, spelled if spelled != word.lower() else ""):
            if alias and alias != name and alias not in aliases:
                aliases.append(alias)
    return aliases


def english_aliases(value, name, cldr_en, taken):
    """The English keywords of an emoji (EVERYDAY_EN first, then CLDR's), lower case with spaces
    as underscores like the names, leaving out the name and aliases it has already."""
    aliases = []
    for word in EVERYDAY_EN.get(value, []) + cldr_en.get(value.replace("\ufe0f", ""), []):
        alias = "_".join(word.lower().split())
        if alias and alias != name.lower() and alias not in taken and alias not in aliases:
            aliases.append(alias)
    return aliases


def clean(name):
    return name.strip(":")


def build(test_path, cldr_path, cldr_en_path):
    cldr = read_cldr_keywords(cldr_path)
    cldr_en = read_cldr_keywords(cldr_en_path)
    emoji.config.load_language("zh")
    data = {e: v for e, v in emoji.EMOJI_DATA.items() if v["status"] == emoji.STATUS["fully_qualified"]}
    order = read_test_file(test_path)  # [(group, subgroup, emoji)]
    known = {e for _, _, e in order}
    dropped = [e for e in known if e not in data]
    if dropped:
        sys.exit(f"emoji-test.txt has fully-qualified emoji the emoji package lacks: {dropped[:5]}")
    rows = list(order)

    def insert_after(new, anchor):
        positions = [i for i, (_, _, e) in enumerate(rows) if e == anchor or
                     (tones_of(e) and base_of.get(e) == anchor)]
        if not positions:
            sys.exit(f"anchor {anchor!r} of {new!r} is not in the catalogue")
        at = positions[-1]
        rows.insert(at + 1, (rows[at][0], rows[at][1], new))

    # Variants in emoji-test.txt follow their base; remember each one's base.
    base_of, last_plain = {}, None
    for _, _, e in rows:
        if tones_of(e):
            base_of[e] = last_plain
        else:
            last_plain = e
    by_english = {v["en"].strip(":"): e for e, v in data.items()}
    newcomers = [e for e in data if e not in known]
    plain_new = {e for e in newcomers if not tones_of(e)}
    placed = set()
    for new, anchor in ANCHORS:
        if new in plain_new:
            insert_after(new, anchor)
            placed.add(new)
    for new in sorted(plain_new - placed):
        if new.endswith(FACING_RIGHT) and new[: -len(FACING_RIGHT)] in data:
            insert_after(new, new[: -len(FACING_RIGHT)])
            placed.add(new)
    unplaced = plain_new - placed
    if unplaced:
        sys.exit("newer emoji without a place (add them to ANCHORS): "
                 + ", ".join(f"{e} {data[e]['en']}" for e in sorted(unplaced)))
    for new in sorted((e for e in newcomers if tones_of(e)), key=lambda e: tones_of(e)):
        base = strip_tones(new)
        if base not in data:  # mixed-tone couples use other code points than their base
            base = by_english.get(TONE_SUFFIX.sub("", data[new]["en"].strip(":")))
        if base is None:
            sys.exit(f"newer skin-tone emoji {new!r} has no base")
        base_of[new] = base
        insert_after(new, base)

    groups, subgroups, entries, variants = [], [], [], []
    index_of = {}
    for group, subgroup, e in rows:
        if not groups or groups[-1]["en"] != group:
            groups.append({"en": group, "zh": GROUP_ZH[group], "first": len(subgroups), "count": 0})
        if not subgroups or subgroups[-1]["name"] != subgroup or subgroups[-1]["group"] != len(groups) - 1:
            subgroups.append({"name": subgroup, "group": len(groups) - 1, "first": len(entries), "count": 0})
            groups[-1]["count"] += 1
        info = data[e]
        version = int(round(float(info["E"]) * 10))
        if tones_of(e):
            base = base_of[e]
            variants.append({"value": e, "zh": clean(info["zh"]), "en": clean(info["en"]),
                             "version": version, "tones": tones_of(e), "base": index_of[base]})
            entries[index_of[base]]["variants"].append(len(variants) - 1)
            continue
        index_of[e] = len(entries)
        zh = clean(info["zh"])
        aliases = [clean(a) for a in info.get("alias", [])]
        aliases += [a for a in keyword_aliases(e, zh, cldr) if a not in aliases]
        aliases += english_aliases(e, clean(info["en"]), cldr_en, aliases)
        entries.append({"value": e, "zh": zh, "en": clean(info["en"]), "pinyin": pinyin_of(zh),
                        "aliases": " ".join(aliases), "version": version,
                        "subgroup": len(subgroups) - 1, "variants": []})
        subgroups[-1]["count"] += 1
    # Variants are written grouped by base, so each base owns a contiguous run.
    ordered = [v for entry in entries for v in entry["variants"]]
    remap = {old: new for new, old in enumerate(ordered)}
    variants = [variants[old] for old in ordered]
    for entry in entries:
        entry["variants"] = sorted(remap[v] for v in entry["variants"])
    for name, count in (("entries", len(entries)), ("variants", len(variants))):
        if count >= 65536:
            sys.exit(f"too many {name} for the u16 fields: {count}")
    return groups, subgroups, entries, variants


class Pool:
    def __init__(self):
        self.data, self.seen = bytearray(), {}

    def ref(self, text):
        raw = text.encode("utf-8")
        if len(raw) > 0xFFFF:
            sys.exit(f"string too long: {text[:20]}")
        if raw not in self.seen:
            self.seen[raw] = len(self.data)
            self.data += raw
        return struct.pack("<IH", self.seen[raw], len(raw))


def fnv1a(data):
    value = 0x811C9DC5
    for byte in data:
        value = ((value ^ byte) * 0x01000193) & 0xFFFFFFFF
    return value


def serialise(groups, subgroups, entries, variants):
    pool, body = Pool(), bytearray()
    for g in groups:
        body += pool.ref(g["en"]) + pool.ref(g["zh"]) + struct.pack("<HH", g["first"], g["count"])
    for s in subgroups:
        body += pool.ref(s["name"]) + struct.pack("<HHH", s["group"], s["first"], s["count"])
    for e in entries:
        first = e["variants"][0] if e["variants"] else 0
        body += (pool.ref(e["value"]) + pool.ref(e["zh"]) + pool.ref(e["en"]) + pool.ref(e["pinyin"])
                 + pool.ref(e["aliases"])
                 + struct.pack("<HHHH", e["version"], e["subgroup"], first, len(e["variants"])))
    for v in variants:
        tones = v["tones"][0] | ((v["tones"][1] if len(v["tones"]) > 1 else 0) << 4)
        body += (pool.ref(v["value"]) + pool.ref(v["zh"]) + pool.ref(v["en"])
                 + struct.pack("<HBBH", v["version"], tones, 0, v["base"]))
    body += pool.data
    header = MAGIC + struct.pack("<IIIIIII", FORMAT_VERSION, len(groups), len(subgroups), len(entries),
                                 len(variants), len(pool.data), fnv1a(body))
    return bytes(header + body)


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--test-file", default="/usr/share/unicode/emoji/emoji-test.txt")
    parser.add_argument("--cldr", default="/usr/share/unicode/cldr/common/annotations/zh.xml")
    parser.add_argument("--cldr-en", default="/usr/share/unicode/cldr/common/annotations/en.xml")
    parser.add_argument("--output", default=os.path.join(root, "Sources/Emoji/Data/emoji.bin"))
    args = parser.parse_args()
    groups, subgroups, entries, variants = build(args.test_file, args.cldr, args.cldr_en)
    blob = serialise(groups, subgroups, entries, variants)
    with open(args.output, "wb") as handle:
        handle.write(blob)
    print(f"{args.output}: {len(blob)} bytes, {len(groups)} groups, {len(subgroups)} subgroups, "
          f"{len(entries)} emoji, {len(variants)} skin-tone variants (emoji {emoji.__version__}, "
          f"pypinyin {pypinyin.__version__})")


if __name__ == "__main__":
    main()
