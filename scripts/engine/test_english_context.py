#!/usr/bin/env python3
"""The counts and figures of build_english_context.py on hand-made clauses (standard library
only, no data; words cut as single characters): which word English follows, which follows it,
the clause start, and how the smoothed log-ratio behaves.
    python3 scripts/engine/test_english_context.py"""
import collections
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import build_english_context as b  # noqa: E402


def characters(run):
    return list(run)


class CountTests(unittest.TestCase):
    def test_english_after_and_before_a_word_and_at_the_clause_start(self):
        followed, contexts, preceded, occurrences = b.count(["用 bash 装", "GNOME 和", "就到"], characters)
        self.assertEqual(followed["用"], 1)          # 用 bash
        self.assertEqual(preceded["装"], 1)          # bash 装
        self.assertEqual(preceded["和"], 1)          # GNOME 和
        self.assertEqual(followed[b.START], 1)       # GNOME starts a clause
        self.assertEqual(contexts[b.START], 3)       # every clause starts once
        self.assertEqual(followed["就"], 0)
        self.assertEqual(contexts["就"], 1)          # 就 before 到
        self.assertEqual(contexts["到"], 1)          # 到 before the end
        self.assertEqual(occurrences["到"], 1)
        self.assertEqual(preceded["到"], 0)

    def test_digits_and_code_break_the_context(self):
        followed, contexts, preceded, _ = b.count(["用 3 bash", "装 apt.conf 文"], characters)
        self.assertEqual(followed["用"], 0)          # a digit between: no English right after 用
        self.assertEqual(followed["装"], 0)          # apt.conf is no Latin word
        self.assertEqual(preceded["文"], 0)

    def test_plain_text_adds_weighted_occurrences_only(self):
        contexts, occurrences = collections.Counter(), collections.Counter()
        b.count_plain(["就 很 快", "abc 就"], characters, contexts, occurrences, 0.5)
        self.assertEqual(contexts["就"], 1.0)
        self.assertEqual(occurrences["很"], 0.5)


class FigureTests(unittest.TestCase):
    def test_a_word_seen_seldom_stays_near_the_rate_and_one_seen_often_moves(self):
        rate = 0.02
        self.assertEqual(b.adjustment(0, 0, rate), 0)
        self.assertLess(abs(b.adjustment(0, 2, rate)), 2)              # two sightings prove little
        self.assertGreater(b.adjustment(0, 2000, rate), 25)            # 2,000 without English: rare there
        self.assertLess(b.adjustment(200, 2000, rate), -15)            # one in ten: likelier
        self.assertEqual(b.adjustment(0, 10 ** 9, rate), int(b.CLIP * 10))   # clipped
        self.assertEqual(b.adjustment(10 ** 9, 10 ** 9, rate), -int(b.CLIP * 10))


if __name__ == "__main__":
    unittest.main()
