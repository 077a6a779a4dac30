#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora (Fuzz/Corpus/<target>/): a few small, valid inputs per
target, so the fuzzer starts from the formats' real structure. Data files are tiny hand-built
examples of the real formats (a 2-word lexicon, a 2-word model, a 2-emoji catalogue); layouts are
the shipped ones. Run once; the output is committed."""
import os
import shutil
import struct
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
CORPUS = os.path.join(ROOT, "Fuzz", "Corpus")


def write(target, name, data):
    folder = os.path.join(CORPUS, target)
    os.makedirs(folder, exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(os.path.join(folder, name), "wb") as out:
        out.write(data)


def data_file(kind, sections):
    """The engine's container (Sources/MappedData/DataFile.swift); checksum left 0
    (the fuzz target opens files without verifying it)."""
    table, body = b"", b""
    offset = 64 + 24 * len(sections)
    for tag, payload in sections:
        pad = (8 - offset % 8) % 8
        body += b"\0" * pad
        offset += pad
        table += tag.encode() + b"\0" * 4 + struct.pack("<QQ", offset, len(payload))
        body += payload
        offset += len(payload)
    body += b"\0" * ((8 - offset % 8) % 8)
    payload = table + body
    header = b"SHRFDATA" + kind.encode() + struct.pack("<IIQQ", 1, len(sections), len(payload), 0)
    return header + b"\0" * (64 - len(header)) + payload


def u32s(*values):
    return struct.pack("<%dI" % len(values), *values)


def u16s(*values):
    return struct.pack("<%dH" % len(values), *values)


def lexicon():
    # Words: 0 the sentence start (no text), 1 你; nodes: the root and one child (syllable 1).
    text = "你".encode("utf-16-le")
    return data_file("LEX1", [
        ("META", u32s(2, 2, 1)),
        ("WOFF", u32s(0, 0, 1)),
        ("WTXT", text),
        ("NCHD", u32s(0, 1, 1)),
        ("NSYL", u16s(0, 1)),
        ("NWRD", u32s(0, 0, 1)),
        ("WLST", u32s(1)),
    ])


def model():
    return data_file("LM01", [
        ("META", u32s(2, 1)),
        ("UNIG", u16s(1000, 2000)),
        ("BOFF", u16s(0, 500)),
        ("BIDX", u32s(0, 1, 1)),
        ("BGRM", u32s(1 << 8 | 5)),
        ("QBOK", b"".join(struct.pack("<f", i * 0.05) for i in range(256))),
    ])


def catalogue():
    """Sources/Emoji/Catalogue/EmojiCatalogue+Binary.swift, format 1: one group, one subgroup, two
    emoji, one skin-tone variant."""
    pool = bytearray()

    def s(text):
        data = text.encode()
        start = len(pool)
        pool.extend(data)
        return struct.pack("<IH", start, len(data))

    groups = s("Smileys") + s("笑脸") + u16s(0, 1)
    subgroups = s("face") + u16s(0) + u16s(0, 2)
    entries = (s("😂") + s("笑哭") + s("face with tears of joy") + s("xiao'ku") + s("joy lol") + u16s(6, 0) + u16s(0, 0)
               + s("👍") + s("赞") + s("thumbs up") + s("zan") + s("+1") + u16s(6, 0) + u16s(0, 1))
    variants = s("👍🏽") + s("赞: 中等肤色") + s("thumbs up: medium") + u16s(10) + bytes([3, 0]) + u16s(1)
    tables = groups + subgroups + entries + variants
    checksum = 0x811C9DC5
    for byte in tables + bytes(pool):
        checksum = ((checksum ^ byte) * 0x01000193) & 0xFFFFFFFF
    header = b"SRFEMOJI" + u32s(1, 1, 1, 2, 1, len(pool), checksum)
    return header + tables + bytes(pool)


def main():
    if os.path.isdir(CORPUS):
        shutil.rmtree(CORPUS)
    for index, text in enumerate([
        "nihao", "woaibeijingtiananmen", "xi'an", "zhongguoren", "lvse", "nve", "a", "zhuangzhuang",
        "ni3hao3", "NiHao", "shurufa", "hhhhhhhh", "jintiantianqizhenhao", "sh'u'r'u", "ü", "zhong wen",
    ]):
        write("pinyin", "seed-%02d" % index, text)
    layouts = os.path.join(ROOT, "Sources", "KeyboardLayout", "Layouts")
    for name in ["number-pad.json", "pinyin-9.json", "numbers.json"]:
        with open(os.path.join(layouts, name), "rb") as source:
            write("layout", name, source.read())
    write("data-file", "lexicon", b"\0" + lexicon())
    write("data-file", "model", b"\1" + model())
    write("emoji-catalogue", "tiny", catalogue())
    for index, text in enumerate([
        "我😂了[笑哭]", "[赞]👍🏽 ok", "[", "]][[[]", "👨‍👩‍👧 家", "\ufeffhi", "[笑哭][笑哭]😂😂", "a\nb\r\n[赞]",
    ]):
        write("emoji-codec", "seed-%02d" % index, text)
    settings = ('{"type":"configure","settings":{"layout":"pinyin-26","theme":"light","device":"phone",'
                '"orientation":"portrait","keyboardType":"default","returnKeyType":"default","secureEntry":false}}')
    keys = "\n".join('{"type":"key","key":"%s","t":%d}' % (key, 10 * i) for i, key in enumerate("nihao"))
    write("client-message", "keys", keys + '\n{"type":"key","key":" ","t":99}\n')
    write("client-message", "touches",
          '{"type":"touch","id":1,"phase":"began","x":20,"y":150,"t":1}\n'
          '{"type":"touch","id":1,"phase":"moved","x":22,"y":151,"t":20}\n'
          '{"type":"touch","id":1,"phase":"ended","x":22,"y":151,"t":40}\n')
    write("client-message", "settings", settings + '\n{"type":"host","action":"select","start":0,"end":3}\n'
          '{"type":"key","key":"Backspace","t":5}\n{"type":"host","action":"clear"}\n{"type":"ping","n":1}\n')
    write("client-message", "caret", '{"type":"key","key":"a","t":1}\n{"type":"host","action":"caret","offset":0}\n'
          '{"type":"key","key":"Enter","t":2}\n{"type":"key","key":"ArrowLeft","t":3}\n')
    # Word lists: the first byte picks plain, rime or keyboard; good and bad lines of each.
    write("user-dictionary-import", "plain", b"\x00" + "你好\tni hao\t3\n坏\txyz\n# comment\n中国\tzhong\n".encode())
    write("user-dictionary-import", "rime",
          b"\x01" + "---\nname: x\ncolumns:\n  - text\n  - code\n...\n舒入法\tshu ru fa\t5\n".encode())
    write("user-dictionary-import", "keyboard", b"\x02" + "ni'hao 你好\nshu'ru'fa 舒入法 3\n".encode())
    write("user-dictionary-import", "invalid-utf8", b"\x00\xff\xfe" + "坏\tni\n".encode())
    word_list_files()
    # Output paths: the first byte picks what is at the path (0-6) and --force (0x80); the rest is written.
    for kind in range(7):
        write("output-path", "kind-%d" % kind, bytes([kind]) + b"hello")
        write("output-path", "forced-%d" % kind, bytes([0x80 | kind]) + b"forced")
    return 0


def word_list_files():
    """Tiny binary word lists (layouts as in ../shared/eval/import/FORMATS.md); the first byte picks
    the reader: 0 detection, 1 scel, 2 qpyd, 3 bdict, 4 gboard (WordListFileFuzz.formats)."""
    import io
    import zipfile
    import zlib

    def u16(text):
        return text.encode("utf-16-le")

    table = ["chun", "mian", "bu", "jue", "xiao"]
    scel = bytearray(0x1540)
    scel[0:12] = bytes([0x40, 0x15, 0, 0, 0x44, 0x43, 0x53, 1, 1, 0, 0, 0])
    scel[0x120:0x128] = struct.pack("<II", 2, 3)
    scel += struct.pack("<I", len(table))
    for index, spelling in enumerate(table):
        scel += struct.pack("<HH", index, 2 * len(spelling)) + u16(spelling)
    for indices, words in (([0, 1, 2, 3, 4], ["春眠不觉晓", "纯棉不觉晓"]), ([5, 2], ["A不"])):
        scel += struct.pack("<HH", len(words), 2 * len(indices)) + b"".join(struct.pack("<H", i) for i in indices)
        for word in words:
            scel += struct.pack("<H", 2 * len(word)) + u16(word) + struct.pack("<H", 10) + bytes(10)
    write("word-list-file", "scel", b"\x01" + bytes(scel))
    write("word-list-file", "detect-scel", b"\x00" + bytes(scel))
    entries = [("ni'hao", "你好"), ("shu'ru'fa", "舒入法")]
    table_part, body = b"", b""
    for code, word in entries:
        table_part += bytes([len(code), 2 * len(word)]) + bytes([0, 0, 0x80, 0x3F]) + struct.pack("<I", 10 * len(entries) + len(body))
        body += code.encode() + u16(word)
    packed = zlib.compress(table_part + body)
    qpyd = bytes([0x09, 0xA6, 0x1E, 0x7D, 1, 0, 0, 0]) + bytes(0x30) + struct.pack("<IIII", 0x48, len(packed), len(table_part + body), len(entries)) + packed
    write("word-list-file", "qpyd", b"\x02" + qpyd)
    words = struct.pack("<HH", 3, 5) + bytes([7, 29, 16, 10, 7, 29]) + u16("计算机")
    bdict = bytearray(b"biptbdsw" + bytes(0x350 - 8))
    bdict[0x40:0x48] = struct.pack("<II", 0x350, len(words))
    bdict[0x50:0x58] = struct.pack("<II", 0x350 + len(words), 0)
    bdict[0x60:0x68] = struct.pack("<II", 0x350 + len(words), 0)
    bdict[0x70:0x7C] = struct.pack("<III", 1, 0, 0)
    write("word-list-file", "bdict", b"\x03" + bytes(bdict) + words)
    archive = io.BytesIO()
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("dictionary.txt", "# Gboard Dictionary version:1\nnihao\t你好\tzh-CN\nxian\t西安\tzh-CN\n")
    write("word-list-file", "gboard", b"\x04" + archive.getvalue())
    write("word-list-file", "utf16", b"\x00" + "\ufeffni'hao 你好 3\n".encode("utf-16-le"))


if __name__ == "__main__":
    sys.exit(main())
