"""A reader of KenLM's binary language models (format version 5), written for fcitx5 libime's
zh_CN.lm: the trie with 8-bit separately quantised probabilities and back-offs and
array-compressed ("Bhiksha") next pointers, with the vocabulary's strings at the end.
Standard library only. All integers are little-endian; bit fields are read LSB first.

Layout, as KenLM lays it out (lm/binary_format, lm/vocab, lm/quantize, lm/bhiksha, lm/trie):
  header   magic "mmap lm http://kheafield.com/code format version 5\\n\\0" padded to 56 bytes,
           sanity values (floats 0, 1, -0.5; word indices 1, 2^32-1, 0; uint64 1) to byte 88;
           order (u8, padded), probing multiplier (f32), model type (i32), has vocabulary (u8,
           padded), search version (u32); then the n-gram counts (u64 each); padded to 8.
  vocab    the word count (u64) and the 64-bit hashes, sorted; word i is hash i - 1 (0 is <unk>).
  quant    version, prob bits, back-off bits (3 bytes, padded to 8); for each middle order a
           probability table of 2^pb floats and a back-off table of 2^bb floats; then the
           highest order's probability table of 2^pb floats.
  unigrams (count + 2) × {f32 log10 prob, f32 log10 back-off, u64 first bigram}.
  middles  for each order 2 .. N-1: a Bhiksha block (version, chosen bits, padded to the next
           8-byte boundary, then the high-bit offset table) and the bit-packed entries
           {word, back-off code, prob code, low bits of the first child}.
  longest  the bit-packed entries {word, prob code} of the highest order.
  strings  the vocabulary's words, NUL-terminated, in word-index order.

The trie is keyed from the last word backwards: the n-gram `a b c` is the path c → b → a, each
level's entries sorted by word index within the range its parent points to.
"""
import bisect
import struct

MAGIC = b"mmap lm http://kheafield.com/code format version 5\n\0"
MODEL_TYPES = {2: "trie", 3: "quantised trie", 4: "trie with array pointers",
               5: "quantised trie with array pointers"}


class KenLMFormatError(Exception):
    """The file is not a KenLM binary model this reader understands, or is damaged."""


def required_bits(max_value):
    """Bits needed to store values up to max_value (0 needs none)."""
    return max_value.bit_length()


def _align8(n):
    return (n + 7) // 8 * 8


class _Packed:
    """Bit-packed entries of one trie level: each `total_bits` wide, the word first."""

    def __init__(self, data, base, word_bits, rest_bits):
        self.data, self.base = data, base
        self.word_bits, self.total_bits = word_bits, word_bits + rest_bits
        self.word_mask = (1 << word_bits) - 1

    def read(self, bit_offset, bits):
        byte = self.base + (bit_offset >> 3)
        chunk = int.from_bytes(self.data[byte:byte + 8], "little")
        return (chunk >> (bit_offset & 7)) & ((1 << bits) - 1)

    def word(self, index):
        return self.read(index * self.total_bits, self.word_bits)

    def find(self, word, begin, end):
        """Index of `word` among entries begin..<end (sorted by word), or None."""
        low, high = begin, end
        while low < high:
            middle = (low + high) >> 1
            found = self.word(middle)
            if found == word:
                return middle
            if found < word:
                low = middle + 1
            else:
                high = middle
        return None


class KenLMBinary:
    """A KenLM binary trie model opened from bytes. `words` lists the vocabulary by index;
    `lookup(words)` gives (log10 prob, log10 back-off or None) of a stored n-gram."""

    def __init__(self, data):
        self.data = data = memoryview(data).toreadonly() if not isinstance(data, bytes) else data
        if len(data) < 88 or data[:len(MAGIC)] != MAGIC:
            raise KenLMFormatError("not a KenLM binary model of format version 5 (bad magic)")
        zero, one, minus_half = struct.unpack_from("<3f", data, 56)
        one_index, max_index = struct.unpack_from("<2I", data, 68)
        if (zero, one, minus_half, one_index, max_index) != (0.0, 1.0, -0.5, 1, 0xFFFFFFFF):
            raise KenLMFormatError("sanity values do not match (another byte order or a damaged header)")
        self.order = data[88]
        _, model_type, has_vocab, _ = struct.unpack_from("<fiBxxxI", data, 92)
        if model_type not in (3, 5):
            raise KenLMFormatError("model type %d (%s) is not a quantised trie" % (model_type, MODEL_TYPES.get(model_type, "unknown")))
        if self.order < 2:
            raise KenLMFormatError("order %d: a trie needs at least bigrams" % self.order)
        self.counts = list(struct.unpack_from("<%dQ" % self.order, data, 108))
        offset = _align8(108 + 8 * self.order)
        # Vocabulary: the count, then the sorted hashes.
        self._need(offset + 8, "vocabulary")
        if struct.unpack_from("<Q", data, offset)[0] + 1 != self.counts[0]:
            raise KenLMFormatError("vocabulary size disagrees with the unigram count")
        offset += 8 + 8 * self.counts[0]
        # Quantisation tables.
        self._need(offset + 8, "quantisation header")
        version, prob_bits, backoff_bits = data[offset], data[offset + 1], data[offset + 2]
        if version != 2 or not 0 < prob_bits <= 25 or not 0 < backoff_bits <= 25:
            raise KenLMFormatError("unsupported quantisation (version %d, %d/%d bits)" % (version, prob_bits, backoff_bits))
        tables = offset + 8
        self.prob_tables, self.backoff_tables = [], []
        for _ in range(self.order - 2):
            self.prob_tables.append(self._floats(tables, 1 << prob_bits))
            tables += 4 << prob_bits
            self.backoff_tables.append(self._floats(tables, 1 << backoff_bits))
            tables += 4 << backoff_bits
        self.prob_tables.append(self._floats(tables, 1 << prob_bits))
        offset += (self.order - 2) * (4 << prob_bits) + (4 << backoff_bits) * (self.order - 2) + (4 << prob_bits) + 8
        # Unigrams: (count + 2) records of 16 bytes.
        self.unigram_base = offset
        offset += (self.counts[0] + 2) * 16
        self._need(offset, "unigrams")
        word_bits = required_bits(self.counts[0])
        # Middle orders, each with its pointer compression.
        self.middles, self.offsets, self.inline_bits = [], [], []
        quant_bits = prob_bits + backoff_bits
        for n in range(2, self.order):
            entries, max_next = self.counts[n - 1], self.counts[n]
            if model_type == 5:
                self._need(offset + 2, "pointer compression header")
                if data[offset] != 0:
                    raise KenLMFormatError("pointer compression version %d" % data[offset])
                configured = data[offset + 1]
                inline, array_count = self._bhiksha(entries + 1, max_next, configured)
                table = _align8(offset) + 8
                self._need(table + 8 * array_count, "pointer table")
                self.offsets.append(list(struct.unpack_from("<%dQ" % array_count, data, table)))
                offset += 8 * (1 + array_count) + 7
            else:
                inline = required_bits(max_next)
                self.offsets.append(None)
            self.inline_bits.append(inline)
            packed = _Packed(data, offset, word_bits, quant_bits + inline)
            self.middles.append(packed)
            offset += ((1 + entries) * packed.total_bits + 7) // 8 + 8
        self.prob_bits, self.backoff_bits = prob_bits, backoff_bits
        self.longest = _Packed(data, offset, word_bits, prob_bits)
        offset += ((1 + self.counts[-1]) * self.longest.total_bits + 7) // 8 + 8
        self._need(offset, "n-gram tables")
        self.words = self._strings(offset) if has_vocab else None
        self.index = {w: i for i, w in enumerate(self.words)} if self.words else {}

    def _need(self, end, what):
        if end > len(self.data):
            raise KenLMFormatError("truncated: the %s end at byte %d, the file has %d" % (what, end, len(self.data)))

    def _floats(self, offset, count):
        self._need(offset + 4 * count, "quantisation tables")
        return struct.unpack_from("<%df" % count, self.data, offset)

    @staticmethod
    def _bhiksha(max_offset, max_next, configured_bits):
        """(inline bits, offset-table length) the writer chose: the chop of high bits that
        saves the most (table cost 64 bits an entry against chop bits an entry)."""
        required = required_bits(max_next)
        best_chop, lowest = 0, None
        for chop in range(0, min(required, configured_bits) + 1):
            change = (max_next >> (required - chop)) * 64 - max_offset * chop
            if lowest is None or change < lowest:
                lowest, best_chop = change, chop
        return required - best_chop, (max_next >> (required - best_chop)) + 1

    def _strings(self, offset):
        tail = bytes(self.data[offset:])
        parts = tail.split(b"\0")
        if parts and parts[-1] == b"":
            parts.pop()
        if len(parts) != self.counts[0] or parts[0] != b"<unk>":
            raise KenLMFormatError("the vocabulary strings are %d, the model has %d words" % (len(parts), self.counts[0]))
        return [p.decode("utf-8") for p in parts]

    # --- reading entries -------------------------------------------------------------------

    def unigram(self, word):
        """(log10 prob, log10 back-off, first bigram, end of bigrams) of a word index."""
        prob, backoff, first = struct.unpack_from("<ffQ", self.data, self.unigram_base + 16 * word)
        end = struct.unpack_from("<Q", self.data, self.unigram_base + 16 * (word + 1) + 8)[0]
        return prob, backoff, first, end

    def _next(self, level, index, bit_offset):
        """The child range [begin, end) of entry `index` of middle `level` (0 = bigrams)."""
        packed, inline, table = self.middles[level], self.inline_bits[level], self.offsets[level]
        low_begin = packed.read(bit_offset, inline)
        low_end = packed.read(bit_offset + packed.total_bits, inline)
        if table is None:
            return low_begin, low_end
        high_begin = bisect.bisect_right(table, index) - 1
        high_end = bisect.bisect_right(table, index + 1) - 1
        return (high_begin << inline) | low_begin, (high_end << inline) | low_end

    def middle_entry(self, level, index):
        """(word, log10 prob, log10 back-off, child begin, child end) of a middle entry."""
        packed = self.middles[level]
        at = index * packed.total_bits
        word = packed.read(at, packed.word_bits)
        at += packed.word_bits
        backoff = self.backoff_tables[level][packed.read(at, self.backoff_bits)]
        prob = self.prob_tables[level][packed.read(at + self.backoff_bits, self.prob_bits)]
        begin, end = self._next(level, index, at + self.prob_bits + self.backoff_bits)
        return word, prob, backoff, begin, end

    def longest_entry(self, index):
        """(word, log10 prob) of an entry of the highest order."""
        packed = self.longest
        at = index * packed.total_bits
        return packed.read(at, packed.word_bits), self.prob_tables[-1][packed.read(at + packed.word_bits, self.prob_bits)]

    def lookup(self, words):
        """(log10 prob, log10 back-off) of the stored n-gram `words` (strings or indices, in
        reading order); back-off is None at the highest order. None when not stored."""
        ids = [w if isinstance(w, int) else self.index.get(w) for w in words]
        if not ids or None in ids or len(ids) > self.order:
            return None
        prob, backoff, begin, end = self.unigram(ids[-1])
        for depth, word in enumerate(reversed(ids[:-1])):
            if depth + 2 == self.order:
                at = self.longest.find(word, begin, end)
                return None if at is None else (self.longest_entry(at)[1], None)
            at = self.middles[depth].find(word, begin, end)
            if at is None:
                return None
            _, prob, backoff, begin, end = self.middle_entry(depth, at)
        return prob, backoff

    def ngrams(self, n):
        """Every stored n-gram of order n as (word indices in reading order, log10 prob,
        log10 back-off or None)."""
        if n == 1:
            for word in range(self.counts[0]):
                prob, backoff, _, _ = self.unigram(word)
                yield (word,), prob, backoff
            return
        # Walk the trie down to depth n: each path is last word first.
        def walk(level, begin, end, suffix):
            for index in range(begin, end):
                if level + 2 == self.order:
                    word, prob = self.longest_entry(index)
                    if level + 2 == n:
                        yield (word,) + suffix, prob, None
                    continue
                word, prob, backoff, child_begin, child_end = self.middle_entry(level, index)
                if level + 2 == n:
                    yield (word,) + suffix, prob, backoff
                else:
                    yield from walk(level + 1, child_begin, child_end, (word,) + suffix)
        for last in range(self.counts[0]):
            _, _, begin, end = self.unigram(last)
            yield from walk(0, begin, end, (last,))


def open_model(path):
    """Reads a KenLM binary model from `path`."""
    with open(path, "rb") as f:
        return KenLMBinary(f.read())
