#!/usr/bin/env python3
"""Build Sources/ChineseEngine/Data/english.bin: the commonest English words (wordfreq 3.1.1's
English list, CC-BY-SA 4.0; see NOTICE), letters a-z only, sorted for binary search, with their
Zipf frequency. The engine offers such a word when typed letters spell it (`iphone`).

usage: build_english_words.py [--count 40000] [--out Sources/ChineseEngine/Data/english.bin]
Sections: WOFF (uint32 offsets, count + 1), WTXT (the words' bytes), WZPF (uint8 Zipf × 10).
"""
import os, re, sys
import wordfreq
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from engine_binary import write_file  # noqa: E402


def main():
    args = sys.argv[1:]
    count = int(args[args.index("--count") + 1]) if "--count" in args else 40000
    out = args[args.index("--out") + 1] if "--out" in args else "Sources/ChineseEngine/Data/english.bin"
    words = {}
    for word in wordfreq.top_n_list("en", count):
        if re.fullmatch(r"[a-z]{2,24}", word):
            words[word] = wordfreq.zipf_frequency(word, "en")
    ordered = sorted(words)
    offsets, text = [0], bytearray()
    for word in ordered:
        text += word.encode()
        offsets.append(len(text))
    import struct
    write_file(out, "ENW1", [
        ("WOFF", struct.pack(f"<{len(offsets)}I", *offsets)),
        ("WTXT", bytes(text)),
        ("WZPF", bytes(min(255, int(round(words[w] * 10))) for w in ordered)),
    ])
    print(f"{len(ordered)} words", file=sys.stderr)


if __name__ == "__main__":
    main()
