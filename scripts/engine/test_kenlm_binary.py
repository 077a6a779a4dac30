#!/usr/bin/env python3
"""The KenLM binary reader (kenlm_binary.py) against Debian's libime zh_CN.lm: every reference
n-gram of /work/shared/eval/libime-lm-sample.tsv (1,500 of each order, log10 prob and back-off to
the 4 decimals printed), the n-gram counts walked, and clear errors on a damaged file.
Python standard library only; needs the Debian package libime-data-language-model
(scripts/setup.sh installs it).
    python3 scripts/engine/test_kenlm_binary.py"""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kenlm_binary  # noqa: E402

MODEL = "/usr/lib/x86_64-linux-gnu/libime/zh_CN.lm"
SAMPLE = os.environ.get("LIBIME_LM_SAMPLE", os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                         "../../../shared/eval/libime-lm-sample.tsv"))
if not os.path.exists(SAMPLE):
    SAMPLE = "/work/shared/eval/libime-lm-sample.tsv"


def read_sample():
    rows = []
    with open(SAMPLE, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            backoff = float(fields[3]) if len(fields) > 3 and fields[3] else None
            rows.append((int(fields[0]), fields[1].split(" "), float(fields[2]), backoff))
    return rows


class KenLMBinaryTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        with open(MODEL, "rb") as f:
            cls.raw = f.read()
        cls.model = kenlm_binary.KenLMBinary(cls.raw)

    def test_header(self):
        self.assertEqual(self.model.order, 3)
        self.assertEqual(self.model.counts, [164887, 1983152, 634213])
        self.assertEqual(len(self.model.words), 164887)
        self.assertEqual(self.model.words[0], "<unk>")

    @unittest.skipUnless(os.path.exists(SAMPLE), "the reference sample is not on this machine")
    def test_every_reference_ngram(self):
        rows = read_sample()
        self.assertEqual(len(rows), 4500)
        self.assertEqual(sorted(set(r[0] for r in rows)), [1, 2, 3])
        for order, words, prob, backoff in rows:
            found = self.model.lookup(words)
            self.assertIsNotNone(found, " ".join(words))
            self.assertAlmostEqual(found[0], prob, delta=5.001e-5, msg=" ".join(words))
            if order == 3:
                self.assertIsNone(found[1])
            else:
                self.assertAlmostEqual(found[1], backoff, delta=5.001e-5, msg=" ".join(words))

    def test_known_pairs_and_an_absent_one(self):
        prob, backoff = self.model.lookup(["我们", "的"])
        self.assertAlmostEqual(prob, -1.5835, delta=5e-5)
        self.assertAlmostEqual(backoff, -0.3387, delta=5e-5)
        self.assertAlmostEqual(self.model.lookup(["今天", "天气", "不错"])[0], -0.6958, delta=5e-5)
        self.assertIsNone(self.model.lookup(["不错", "天气", "今天"]))
        self.assertIsNone(self.model.lookup(["没有这个词吧"]))

    def test_walking_the_trie_finds_every_trigram_with_its_lookup(self):
        # The trigrams of the commonest last words: the walk and the look-up agree.
        seen = 0
        for words, prob, backoff in self.model.ngrams(3):
            seen += 1
            if seen % 5000 == 0:
                self.assertEqual(self.model.lookup(list(words)), (prob, None))
        self.assertEqual(seen, self.model.counts[2])

    def test_a_truncated_file_is_a_clear_error(self):
        for size in (40, 200, len(self.raw) // 2, len(self.raw) - 4000):
            with self.assertRaises(kenlm_binary.KenLMFormatError) as caught:
                kenlm_binary.KenLMBinary(self.raw[:size])
            self.assertTrue(str(caught.exception))

    def test_a_damaged_header_is_a_clear_error(self):
        damaged = bytearray(self.raw[:4096])
        damaged[60] ^= 0xFF  # the sanity float 1.0
        with self.assertRaisesRegex(kenlm_binary.KenLMFormatError, "sanity"):
            kenlm_binary.KenLMBinary(bytes(damaged))
        with self.assertRaisesRegex(kenlm_binary.KenLMFormatError, "magic"):
            kenlm_binary.KenLMBinary(b"ARPA" + self.raw[4:4096])


if __name__ == "__main__":
    unittest.main()
