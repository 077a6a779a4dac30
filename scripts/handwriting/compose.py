#!/usr/bin/env python3
"""Everyday Hong Kong (Cantonese) characters the stroke file lacks, composed from its strokes.

The medians file (Make Me a Hanzi, Arphic PL) covers GB2312 alone, so 嘅 咗 佢 啲 … have no
centre-lines. Each is composed here from characters that are in the file: a component's strokes are
taken from a GB2312 character that has it in the same position (口 on the left: the first 3 strokes
of 吃; 既 on the right: 概 without its 木), or a whole character squeezed into its part of the box.
The result is written as the file writes characters (1024 box, y up) and is, like it, under the
Arphic Public License (build_model.py and build_strokes.py add these to the file's characters).

TABLE: character -> (layout, parts). Layout ⿰ lays the parts left to right, ⿱ top to bottom; each
part is (source, share): its strokes are scaled along the layout's axis into `share` of the glyph
box (the other axis kept as the source has it). A source is a character, `X[a:b]` for strokes a..b-1
of X (Python slice), or another composed character of TABLE. Layout `=` takes one source as it is.

usage: compose.py [MEDIANS]   (prints the composed characters as the medians file's JSON lines)
"""
import gzip
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_MEDIANS = os.path.join(HERE, "..", "..", "..", "shared", "handwriting", "medians.jsonl.gz")

# The glyph box the parts share (medians units, the file's typical extents: x 90-920, y 6-813) and
# the gap left between two parts.
BOX = {"⿰": (90.0, 920.0), "⿱": (813.0, 6.0)}
GAP = 24.0

MOUTH = ("吃[:3]", 0.3)  # 口 on the left
HAND = ("打[:3]", 0.3)  # 扌 on the left
PERSON = ("他[:2]", 0.28)  # 亻 on the left

TABLE = {
    "嘅": ("⿰", [MOUTH, ("概[4:]", 0.7)]),
    "咗": ("⿰", [MOUTH, ("佐[2:]", 0.7)]),
    "佢": ("⿰", [PERSON, ("拒[3:]", 0.72)]),
    "啲": ("⿰", [MOUTH, ("的", 0.7)]),
    "哋": ("⿰", [MOUTH, ("地", 0.7)]),
    "嘢": ("⿰", [MOUTH, ("野", 0.7)]),
    "係": ("⿰", [PERSON, ("系", 0.72)]),
    "喺": ("⿰", [("吃[:3]", 0.26), ("係", 0.74)]),
    "冇": ("=", [("有[:4]", 1.0)]),
    "嚟": ("⿰", [("吃[:3]", 0.26), ("黎", 0.74)]),
    "咁": ("⿰", [MOUTH, ("柑[4:]", 0.7)]),
    "噉": ("⿰", [("吃[:3]", 0.26), ("橄[4:]", 0.74)]),
    "個": ("⿰", [PERSON, ("锢[5:]", 0.72)]),
    "嗰": ("⿰", [("吃[:3]", 0.26), ("個", 0.74)]),
    "維": ("⿰", [("系[1:]", 0.34), ("维[3:]", 0.66)]),  # 糸 narrowed to a left side, 隹
    "羅": ("⿱", [("罗[:5]", 0.3), ("維", 0.7)]),
    "囉": ("⿰", [("吃[:3]", 0.24), ("羅", 0.76)]),
    "攞": ("⿰", [("打[:3]", 0.26), ("羅", 0.74)]),
    "啱": ("⿰", [MOUTH, ("啱右", 0.7)]),
    "啱右": ("⿱", [("岩[:3]", 0.45), ("哭[:6]", 0.55)]),  # 山 over 吅 (a source only)
    "揾": ("⿰", [HAND, ("温[3:]", 0.7)]),
    "搵": ("⿰", [HAND, ("搵右", 0.7)]),
    "搵右": ("⿱", [("囚", 0.5), ("温[7:]", 0.5)]),  # 囚 over 皿 (a source only)
    "訓": ("⿰", [("信[2:]", 0.42), ("训[2:]", 0.58)]),  # 言 narrowed to a left side, 川
    "瞓": ("⿰", [("眼[:5]", 0.26), ("訓", 0.74)]),
    "舊": ("⿱", [("花[:3]", 0.2), ("售[:8]", 0.42), ("舅[:6]", 0.38)]),
    "嚿": ("⿰", [("吃[:3]", 0.24), ("舊", 0.76)]),
    "嘥": ("⿰", [("吃[:3]", 0.26), ("徙", 0.74)]),
}
# Parts of others, not characters written on their own.
SOURCES_ONLY = {"啱右", "搵右"}


def load(path):
    """The medians file as {character: medians}."""
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return {o["character"]: o["medians"] for o in map(json.loads, f)}


def strokes(source, medians, made):
    """The strokes a part names: a character (composed or in the file), or a slice of its strokes."""
    m = re.fullmatch(r"(.+?)(?:\[(-?\d*):(-?\d*)\])?", source)
    name, lo, hi = m.group(1), m.group(2), m.group(3)
    base = made[name] if name in made else medians[name]
    return base[int(lo) if lo else None:int(hi) if hi else None] if m.group(2) is not None else base


def place(part, axis, lo, hi):
    """`part`'s strokes scaled along `axis` (0: x, 1: y) so that they span lo..hi."""
    values = [p[axis] for s in part for p in s]
    a, b = min(values), max(values)
    scale = (hi - lo) / (b - a) if b > a else 1.0
    return [[[round(lo + (p[0] - a) * scale) if axis == 0 else p[0],
              round(lo + (p[1] - a) * scale) if axis == 1 else p[1]] for p in s] for s in part]


def compose(layout, parts, medians, made):
    """One character's strokes: its parts in writing order, each in its share of the box."""
    if layout == "=":
        return [list(map(list, s)) for s in strokes(parts[0][0], medians, made)]
    axis = 0 if layout == "⿰" else 1
    start, end = BOX[layout]
    span, direction = abs(end - start), 1 if end > start else -1
    out, at = [], start
    for k, (source, share) in enumerate(parts):
        width = share * span - (GAP if k < len(parts) - 1 else 0)
        lo, hi = sorted((at, at + direction * width))
        out += place(strokes(source, medians, made), axis, lo, hi)
        at += direction * share * span
    return out


def composed(medians):
    """{character: medians} of every composed character (the table's order; sources first)."""
    made = {}
    pending = dict(TABLE)
    while pending:
        progressed = False
        for ch, (layout, parts) in list(pending.items()):
            names = [re.sub(r"\[.*\]$", "", s) for s, _ in parts]
            if all(n in medians or n in made for n in names):
                made[ch] = compose(layout, parts, medians, made)
                del pending[ch]
                progressed = True
        if not progressed:
            raise SystemExit("compose.py: cannot compose %s (a source is missing)" % "".join(pending))
    return {ch: m for ch, m in made.items() if ch not in SOURCES_ONLY and ch not in medians}


def main():
    medians = load(sys.argv[1] if len(sys.argv) > 1 else DEFAULT_MEDIANS)
    for ch, m in composed(medians).items():
        print(json.dumps({"character": ch, "medians": m}, ensure_ascii=False, separators=(",", ":")))


if __name__ == "__main__":
    main()
