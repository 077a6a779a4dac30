#!/usr/bin/env python3
"""Prints what the engine's binary data says about words: id, unigram cost, back-off, and
bigram costs between them. Usage: inspect_data.py DATA_DIR word [word ...]"""
import struct
import sys


def sections(path):
    raw = open(path, "rb").read()
    count = struct.unpack_from("<I", raw, 16)[0]
    out = {}
    for i in range(count):
        tag, _, off, n = struct.unpack_from("<4sIQQ", raw, 64 + 24 * i)
        out[tag.decode()] = raw[off:off + n]
    return out


def main():
    d = sys.argv[1]
    lex = sections(d + "/lexicon.bin")
    lm = sections(d + "/lm.bin")
    offs = struct.unpack("<%dI" % (len(lex["WOFF"]) // 4), lex["WOFF"])
    text = lex["WTXT"]
    words = [text[offs[i] * 2:offs[i + 1] * 2].decode("utf-16-le") for i in range(len(offs) - 1)]
    wid = {w: i for i, w in enumerate(words)}
    uni = struct.unpack("<%dH" % (len(lm["UNIG"]) // 2), lm["UNIG"])
    bow = struct.unpack("<%dH" % (len(lm["BOFF"]) // 2), lm["BOFF"])
    bidx = struct.unpack("<%dI" % (len(lm["BIDX"]) // 4), lm["BIDX"])
    book = struct.unpack("<256f", lm["QBOK"])
    grams = memoryview(lm["BGRM"]).cast("I")
    asked = sys.argv[2:]
    for w in asked:
        i = wid.get(w)
        if i is None:
            print(w, "not in lexicon")
            continue
        print("%s id %d unigram %.3f backoff %.3f followers %d" % (w, i, uni[i] / 1000, bow[i] / 1000, bidx[i + 1] - bidx[i]))
    for a in asked:
        for b in asked:
            if a in wid and b in wid:
                ia, ib = wid[a], wid[b]
                for k in range(bidx[ia], bidx[ia + 1]):
                    if grams[k] >> 8 == ib:
                        print("  %s → %s bigram %.3f" % (a, b, book[grams[k] & 255]))


if __name__ == "__main__":
    main()
