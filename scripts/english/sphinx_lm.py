"""Reads a sphinxbase / pocketsphinx binary trie language model ("Trie Language Model", the format
of pocketsphinx-en-us's en-us.lm.bin) with the standard library, for scripts/english/build.py.

The facts of the format (learned from pocketsphinx's src/lm/ngram_model_trie.c and lm_trie.c; no
code of theirs is used): the header text, one byte of order, one uint32 count per order; a uint32
(formerly the quantizer's kind) then float32 quantizer tables: per middle order 65,536 probabilities
and 65,536 backoffs, then 65,536 probabilities of the longest order; (count[0] + 1) unigrams of
float32 probability, float32 backoff and uint32 index of their first entry of the next order; then
bit-packed entries, least significant bit first, for each order above 1: the word (enough bits for
count[0]), for a middle order a 16-bit backoff code, a 16-bit probability code and the index of the
first entry of the next order (enough bits for the next count), for the longest a 16-bit
probability code; each array sized for count + 1 entries, plus 8 bytes; then a uint32 byte count and
the words, each ending in a NUL, in word-index order. All little-endian.

The trie is keyed from the predicted word back: unigram w leads to the entries (h1, w), each holding
p(w | h1) and the backoff of the context "h1 w"; entry (h1, w) leads to (h2, h1, w) holding
p(w | h2 h1). Probabilities and backoffs are natural logs in units of ln(1.0001) (sphinx's logmath).
en-us.lm.bin's header counts six more pairs than it holds (cmusphinx/pocketsphinx#502): the arrays
are sized by the header, the entries actually reached are read by the unigrams' indices.
"""
import math, struct

HEADER = b"Trie Language Model"
LOG_UNIT = math.log(1.0001)  # sphinx's logmath base: a stored value times this is ln p


def _bits(value):
    return value.bit_length()


class TrieModel:
    """A 3-gram trie model read whole: `words`, and `unigrams`, `bigrams`, `trigrams` as natural logs."""

    def __init__(self, path):
        data = open(path, "rb").read()
        if not data.startswith(HEADER):
            raise ValueError(f"{path}: not a trie language model")
        pos = len(HEADER)
        order = data[pos]; pos += 1
        if order != 3:
            raise ValueError(f"{path}: order {order}, only 3-gram models are read")
        counts = struct.unpack_from("<3I", data, pos); pos += 12
        pos += 4  # the quantizer's former kind
        quant = struct.unpack_from(f"<{3 * 65536}f", data, pos); pos += 4 * 3 * 65536
        mid_prob, mid_backoff, long_prob = quant[:65536], quant[65536:131072], quant[131072:]
        unigrams = [struct.unpack_from("<ffI", data, pos + 12 * i) for i in range(counts[0] + 1)]
        pos += 12 * (counts[0] + 1)
        word_bits, next_bits = _bits(counts[0]), _bits(counts[2])
        mid_bits, long_bits = word_bits + 32 + next_bits, word_bits + 16
        mid_base = pos
        pos += ((1 + counts[1]) * mid_bits + 7) // 8 + 8
        long_base = pos
        pos += ((1 + counts[2]) * long_bits + 7) // 8 + 8
        size = struct.unpack_from("<I", data, pos)[0]; pos += 4
        words = data[pos:pos + size].split(b"\0")
        if len(words) != counts[0] + 1 or words[-1] != b"" or pos + size != len(data):
            raise ValueError(f"{path}: the word list does not match the header")
        self.words = [w.decode("utf-8") for w in words[:-1]]

        def read(base, offset, bits):
            return (int.from_bytes(data[base + (offset >> 3):base + (offset >> 3) + 8], "little") >> (offset & 7)) & ((1 << bits) - 1)

        # Each word's own ln p and backoff.
        self.unigrams = [(p * LOG_UNIT, b * LOG_UNIT) for p, b, _ in unigrams[:-1]]
        # bigrams[(h1, w)] = (ln p(w | h1), ln backoff of "h1 w"); trigrams[(h2, h1, w)] = ln p.
        self.bigrams, self.trigrams = {}, {}
        for w in range(counts[0]):
            for entry in range(unigrams[w][2], unigrams[w + 1][2]):
                offset = entry * mid_bits
                h1 = read(mid_base, offset, word_bits)
                backoff = mid_backoff[read(mid_base, offset + word_bits, 16)]
                prob = mid_prob[read(mid_base, offset + word_bits + 16, 16)]
                first = read(mid_base, offset + word_bits + 32, next_bits)
                last = read(mid_base, offset + mid_bits + word_bits + 32, next_bits)
                self.bigrams[(h1, w)] = (prob * LOG_UNIT, backoff * LOG_UNIT)
                for third in range(first, last):
                    offset3 = third * long_bits
                    h2 = read(long_base, offset3, word_bits)
                    self.trigrams[(h2, h1, w)] = long_prob[read(long_base, offset3 + word_bits, 16)] * LOG_UNIT
        self.counts = counts
