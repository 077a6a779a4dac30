#!/usr/bin/env python3
"""Prints what the engine's binary data says about words: id, unigram cost, back-off, and
bigram costs between them (lm.bin's; a new word of words-libime.bin, if the directory has it:
its engine id and libime's unigram, back-off and pairs with the words asked).
Usage: inspect_data.py DATA_DIR word [word ...]"""
import array
import os
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
    new = new_words(d + "/words-libime.bin", len(words))
    for w in asked:
        i = wid.get(w)
        if i is None and w in new["id"]:
            k = new["id"][w] - len(words)
            print("%s new word (words-libime.bin) id %d libime unigram %.3f backoff %.3f" % (w, k + len(words), new["uni"][k] / 1000, new["bow"][k] / 1000))
            continue
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
            local = new["local"]
            ia, ib = local(wid.get(a, new["id"].get(a))), local(wid.get(b, new["id"].get(b)))
            if ia is not None and ib is not None and (ia < new["count"] or ib < new["count"]):
                for k in range(new["bidx"][ia], new["bidx"][ia + 1]):
                    if new["grams"][k] >> 8 == ib:
                        print("  %s → %s libime bigram %.3f (words-libime.bin)" % (a, b, new["book"][new["grams"][k] & 255]))


def new_words(path, base):
    """words-libime.bin's words (engine ids from `base`) and n-gram tables, if the file is there."""
    empty = {"id": {}, "local": lambda i: None, "count": 0}
    if not os.path.exists(path):
        return empty
    s = sections(path)
    offs = array.array("I", s["WOFF"])
    text = s["WTXT"]
    count = len(offs) - 1
    named = list(array.array("I", s["LXID"]))
    local_of = {w: count + j for j, w in enumerate(named)}

    def local(i):
        if i is None:
            return None
        return i - base if i >= base else local_of.get(i)
    return {"id": {text[offs[k] * 2:offs[k + 1] * 2].decode("utf-16-le"): base + k for k in range(count)},
            "uni": array.array("H", s["UNIG"]), "bow": array.array("h", s["BOFF"]), "bidx": array.array("I", s["BIDX"]),
            "grams": array.array("I", s["BGRM"]), "book": struct.unpack("<256f", s["QBOK"]), "local": local, "count": count}


if __name__ == "__main__":
    main()
