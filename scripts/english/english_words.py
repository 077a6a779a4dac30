"""What every English data file shares: how words fold, sort and cost, and their word-list sections
(see build.py's docstring)."""
import math, struct


def fold(word):
    return word.lower().replace("'", "")


def order(word):
    return (fold(word).encode(), word.encode())


def cost(p):
    return min(65535, max(0, int(round(-math.log(p) * 1000))))


def word_sections(words):
    offsets, text = [0], bytearray()
    for w in words:
        text += w.encode()
        offsets.append(len(text))
    return [("WOFF", struct.pack(f"<{len(offsets)}I", *offsets)), ("WTXT", bytes(text))]
