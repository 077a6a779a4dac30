"""The engine's binary files: the common header and section table (DataFile), lexicon.bin (LEX1)
and lm.bin (LM02), as Sources/MappedData/DataFile.swift and the Lexicon and LanguageModel
readers expect them. All integers little-endian."""
import array
import collections
import math
import os
import struct

from engine_common import log

FORMAT_VERSION = 1
MAGIC = b"SHRFDATA"


def checksum(buf):
    """64-bit word-wise hash; the Swift reader computes the same (DataFile.checksum)."""
    import numpy as np
    pad = (-len(buf)) % 8
    data = np.frombuffer(bytes(buf) + b"\0" * pad, dtype="<u8")
    h = 0xCBF29CE484222325
    mask = (1 << 64) - 1
    # Process in Python ints; numpy for chunked speed would change overflow semantics.
    for w in data.tolist():
        h = ((h ^ w) * 0x100000001B3) & mask
        h = ((h << 31) | (h >> 33)) & mask
    return h


def write_file(path, kind, sections):
    """Header (64 bytes) + section table + 8-byte-aligned sections."""
    table_size = 24 * len(sections)
    offset = 64 + table_size
    layout = []
    body = bytearray()
    for tag, data in sections:
        pad = (-offset) % 8
        body += b"\0" * pad
        offset += pad
        layout.append((tag, offset, len(data)))
        body += data
        offset += len(data)
    body += b"\0" * ((-offset) % 8)
    table = b"".join(struct.pack("<4sIQQ", t.encode(), 0, o, n) for t, o, n in layout)
    payload = table + body
    header = MAGIC + kind.encode() + struct.pack("<IIQQ", FORMAT_VERSION, len(sections), len(payload), checksum(payload))
    header += b"\0" * (64 - len(header))
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(header)
        f.write(payload)
    os.replace(tmp, path)
    log("wrote", path, os.path.getsize(path), "bytes")


def quantize_cost(p):
    """-ln p in 1/1000 nats, as uint16."""
    return min(65535, max(0, int(round(-math.log(p) * 1000))))


def write_lexicon(path, words, wid, vocab, p_uni, syl_ids):
    # p_uni: word text -> probability
    entries = ((wid[w], [syl_ids[s] for s in r], penalty) for w, rs in vocab.items() for r, penalty in rs)
    write_file(path, "LEX1", lexicon_sections(words, entries, lambda i: -math.log(p_uni[words[i]])))


def lexicon_sections(words, entries, cost):
    """LEX1's sections: the texts of `words` (by id) and a trie over syllable ids of `entries`,
    (word id, syllable ids, reading penalty in nats), each node's words likeliest first by
    `cost(id)` plus the penalty (which rides in the entry's top byte, in tenths of a nat)."""
    root = {}
    for word, syllables, penalty in entries:
        node = root
        for s in syllables:
            node = node.setdefault(s, {})
        node.setdefault(None, {})[word] = min(255, int(round(penalty * 10)))
    # BFS numbering: children of node i are consecutive, sorted by syllable id, so child entry e is node e + 1.
    first_child = array.array("I")
    edge_syl = array.array("H", [0])  # syllable leading into node; root has none
    word_start = array.array("I")
    word_list = array.array("I")
    queue = collections.deque([root])
    next_index = 1
    while queue:
        node = queue.popleft()
        first_child.append(next_index - 1)  # index into child entries (= node index - 1)
        word_start.append(len(word_list))
        found = node.get(None, {})
        for w in sorted(found, key=lambda i: (cost(i) + found[i] / 10, i)):
            word_list.append(w | (found[w] << 24))
        for s in sorted(k for k in node if k is not None):
            edge_syl.append(s)
            queue.append(node[s])
            next_index += 1
    first_child.append(next_index - 1)
    word_start.append(len(word_list))
    node_count = len(word_start) - 1
    log("trie nodes", node_count, "entries", len(word_list))
    # Word texts as UTF-16LE with offsets in code units.
    text = bytearray()
    offsets = array.array("I", [0])
    for w in words:
        text += w.encode("utf-16-le")
        offsets.append(len(text) // 2)
    meta = struct.pack("<III", len(words), node_count, len(word_list))
    return [
        ("META", meta),
        ("WOFF", offsets.tobytes()),
        ("WTXT", bytes(text)),
        ("NCHD", first_child.tobytes()),
        ("NSYL", edge_syl.tobytes()),
        ("NWRD", word_start.tobytes()),
        ("WLST", word_list.tobytes()),
    ]


TEXT_PREFIX_BITS = 14  # WordTextIndex.prefixBits


def text_hash(word):
    """FNV-1a (32-bit) over a word's UTF-16 code units, as WordTextIndex hashes them."""
    value = 0x811C9DC5
    data = word.encode("utf-16-le")
    for i in range(0, len(data), 2):
        value = ((value ^ (data[i] | data[i + 1] << 8)) * 0x01000193) & 0xFFFFFFFF
    return value


def text_table_sections(words):
    """LEX1's optional table of words by text (Lexicon.TextTable, read as WordTextIndex's): TXWD,
    the ids from 1 ordered by `text_hash`, then id; TXPF, where each hash prefix's ids begin, and
    the end. 4 bytes a word, mapped, so finding the words that end a text is a look-up."""
    keyed = sorted((text_hash(w), i) for i, w in enumerate(words) if i > 0)
    starts = array.array("I")
    for position, (h, _) in enumerate(keyed):
        while len(starts) <= h >> (32 - TEXT_PREFIX_BITS):
            starts.append(position)
    while len(starts) <= 1 << TEXT_PREFIX_BITS:
        starts.append(len(keyed))
    return [("TXWD", array.array("I", [i for _, i in keyed]).tobytes()), ("TXPF", starts.tobytes())]


def codebook(costs, levels=256):
    """An 8-bit codebook for costs: the midpoints of their quantiles."""
    costs = sorted(costs)
    if not costs:
        return [float(k) for k in range(levels)]
    book = []
    for k in range(levels):
        lo = costs[int(k * len(costs) / levels)]
        hi = costs[min(len(costs) - 1, max(0, int((k + 1) * len(costs) / levels) - 1))]
        book.append((lo + hi) / 2)
    book = sorted(set(round(b, 4) for b in book))
    while len(book) < levels:
        book.append(book[-1] + 0.001)
    return book


def encoder(book):
    import bisect

    def code(c):
        i = bisect.bisect_left(book, c)
        if i == 0:
            return 0
        if i >= len(book):
            return len(book) - 1
        return i if book[i] - c < c - book[i - 1] else i - 1
    return code


def signed_cost(b):
    """-ln b in 1/1000 nats as int16 (a back-off weight may exceed 1)."""
    return max(-32767, min(32767, int(round(-math.log(max(b, 1e-300)) * 1000))))


def write_lm(path, n, final, model, p_uni):
    """LM02: see Sources/ChineseEngine/Lexicon/LanguageModel.swift."""
    uni = array.array("H", [0] * n)
    bow = array.array("h", [0] * n)
    for old, new in final.items():
        if old != 0 or 0 in p_uni:  # word 0's unigram is the sentence end's (0: none)
            uni[new] = quantize_cost(p_uni[old])
        bow[new] = signed_cost(model.b1.get(old, 1.0))
    book2 = codebook([-math.log(p) for p in model.p2.values()])
    code2 = encoder(book2)
    by_ctx = collections.defaultdict(list)
    for (a, b), p in model.p2.items():
        by_ctx[final[a]].append((final[b], code2(-math.log(p))))
    start = array.array("I")
    packed = array.array("I")
    entry_of = {}
    for i in range(n):
        start.append(len(packed))
        for b, q in sorted(by_ctx.get(i, [])):
            entry_of[(i, b)] = len(packed)
            packed.append((b << 8) | q)
    start.append(len(packed))
    # Trigrams, grouped by their context bigram's entry index.
    book3 = codebook([-math.log(p) for p in model.p3.values()])
    code3 = encoder(book3)
    by_pair = collections.defaultdict(list)
    for (a, b, c), p in model.p3.items():
        entry = entry_of.get((final[a], final[b]))
        if entry is None:
            continue  # the context bigram was pruned: its trigrams cannot be reached
        by_pair[entry].append((final[c], code3(-math.log(p))))
    keys = array.array("I")
    tstart = array.array("I")
    tbow = array.array("h")
    tri = array.array("I")
    inverse = {v: k for k, v in final.items()}
    for entry in sorted(by_pair):
        keys.append(entry)
        tstart.append(len(tri))
        a = start_search(start, entry)
        b = packed[entry] >> 8
        tbow.append(signed_cost(model.b2.get((inverse[a], inverse[b]), 1.0)))
        for c, q in sorted(by_pair[entry]):
            tri.append((c << 8) | q)
    tstart.append(len(tri))
    write_lm02(path, n, uni, bow, start, packed, book2, keys, tstart, tbow, tri, book3)


def pack_ngrams(n, bigrams, trigrams, keeps_backoff):
    """LM02's n-gram arrays from `bigrams` {(a, b): (cost, back-off cost)} and `trigrams`
    {(a, b, c): cost} over word ids below `n` (costs in nats): every trigram's pair must be a
    listed bigram. A pair without trigrams keeps its back-off (a trigram block of its own, empty)
    when `keeps_backoff(pair, backoff)`. Returns (start, packed, book2, keys, tstart, tbow, tri,
    book3), write_lm02's arguments after the unigrams."""
    book2 = codebook([c for c, _ in bigrams.values()])
    code2 = encoder(book2)
    by_context = {}
    for (a, b), (cost, _) in bigrams.items():
        by_context.setdefault(a, []).append((b, code2(cost)))
    start, packed, entry_of = array.array("I"), array.array("I"), {}
    for i in range(n):
        start.append(len(packed))
        for b, q in sorted(by_context.get(i, ())):
            entry_of[(i, b)] = len(packed)
            packed.append((b << 8) | q)
    start.append(len(packed))
    book3 = codebook(list(trigrams.values()))
    code3 = encoder(book3)
    by_pair = {}
    for (a, b, c), cost in trigrams.items():
        by_pair.setdefault(entry_of[(a, b)], []).append((c, code3(cost)))
    for pair, (_, backoff) in bigrams.items():
        if entry_of[pair] not in by_pair and keeps_backoff(pair, backoff):
            by_pair[entry_of[pair]] = []
    pair_of = {e: p for p, e in entry_of.items()}
    keys, tstart, tbow, tri = array.array("I"), array.array("I"), array.array("h"), array.array("I")
    for entry in sorted(by_pair):
        keys.append(entry)
        tstart.append(len(tri))
        tbow.append(max(-32767, min(32767, int(round(bigrams[pair_of[entry]][1] * 1000)))))
        for c, q in sorted(by_pair[entry]):
            tri.append((c << 8) | q)
    tstart.append(len(tri))
    return start, packed, book2, keys, tstart, tbow, tri, book3


def write_lm02(path, n, uni, bow, start, packed, book2, keys, tstart, tbow, tri, book3):
    """The LM02 sections from their arrays (see Sources/ChineseEngine/Lexicon/ModelComponent.swift)."""
    write_file(path, "LM02", [
        ("META", struct.pack("<III", n, len(packed), len(keys))),
        ("UNIG", uni.tobytes()),
        ("BOFF", bow.tobytes()),
        ("BIDX", start.tobytes()),
        ("BGRM", packed.tobytes()),
        ("QBOK", struct.pack("<256f", *book2)),
        ("TKEY", keys.tobytes()),
        ("TIDX", tstart.tobytes()),
        ("TBOF", tbow.tobytes()),
        ("TGRM", tri.tobytes()),
        ("QTRI", struct.pack("<256f", *book3)),
    ])
    log("bigrams", len(packed), "trigram contexts", len(keys), "trigrams", len(tri))


def start_search(start, entry):
    """The context word whose bigram range holds `entry`."""
    import bisect
    return bisect.bisect_right(start, entry) - 1
