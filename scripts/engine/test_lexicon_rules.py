#!/usr/bin/env python3
"""The lexicon rules of build_engine_data.admitted_words, on hand-made sources (no network, no data):
    python3 scripts/engine/test_lexicon_rules.py"""
import os
import sys
import types
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from build_engine_data import admitted_words  # noqa: E402


def rules(**changes):
    r = types.SimpleNamespace(wordfreq_floor=1e-6, wordfreq_alone_floor=1e-4, jieba_min=3,
                              jieba_only_min=100, phrase_words={"不客气"})
    r.__dict__.update(changes)
    return r


class AdmittedWordsTests(unittest.TestCase):
    def admit(self, jieba=None, wf=None, sun=(), charset="的一", traditional="門", **changes):
        return admitted_words(jieba or {}, wf or {}, set(sun), set(charset), set(traditional), rules(**changes))

    def test_a_word_only_wordfreq_lists_needs_the_high_floor(self):
        # wordfreq's Chinese list is segmenter output: 块的 (5e-6) alone is not a word.
        words = self.admit(wf={"块的": 5e-6, "就点": 2e-4})
        self.assertNotIn("块的", words)
        self.assertIn("就点", words)  # above the floor for unconfirmed words

    def test_wordfreq_confirmed_by_a_dictionary_needs_the_low_floor(self):
        words = self.admit(jieba={"酒店": 1}, wf={"酒店": 2e-6, "快递": 2e-6, "办事": 5e-7},
                           sun={"快递"})
        self.assertIn("酒店", words)        # jieba lists it (count below jieba's own floors)
        self.assertIn("快递", words)        # open-gram lists it
        self.assertNotIn("办事", words)     # below wordfreq's floor, no jieba count to stand on

    def test_pypinyin_phrases_confirm_wordfreq_words(self):
        self.assertIn("不客气", self.admit(wf={"不客气": 2e-6}))

    def test_jieba_counts(self):
        words = self.admit(jieba={"办事": 5, "版式": 50, "酒店": 200}, wf={"办事": 1e-5})
        self.assertIn("办事", words)        # confirmed by wordfreq: count ≥ jieba_min
        self.assertNotIn("版式", words)     # jieba alone, count below jieba_only_min
        self.assertIn("酒店", words)        # jieba alone, count ≥ jieba_only_min

    def test_open_gram_words_are_in(self):
        self.assertIn("你好", self.admit(sun={"你好"}))

    def test_characters_of_the_charset_and_of_words_are_in_traditional_ones_out(self):
        words = self.admit(sun={"你好", "門口"})
        self.assertTrue({"的", "一", "你", "好"} <= words)
        self.assertNotIn("門口", words)
        self.assertNotIn("門", words)
        self.assertNotIn("口", words)       # only 門口 used it, and 門口 is out


if __name__ == "__main__":
    unittest.main()
