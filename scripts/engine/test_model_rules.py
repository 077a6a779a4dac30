#!/usr/bin/env python3
"""The model builder's rules on hand-made inputs (Python standard library only, no data):
the corpus clauses' trigrams with the sentence end, open-gram's sentence end with its back-off,
Kneser-Ney distributions that sum to one with the end among the followers, and the costs of a
character read alone.
    python3 scripts/engine/test_model_rules.py"""
import math
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ngram  # noqa: E402
from build_engine_data import clause_trigrams  # noqa: E402
from opengram import opengram_sentence_ends  # noqa: E402
from readings import single_character_penalties  # noqa: E402

WID = {"我们": 1, "去": 2, "吃饭": 3, "区": 4}


class ClauseTrigramTests(unittest.TestCase):
    def test_a_clause_ending_in_han_text_ends_with_the_sentence_end(self):
        trigrams = list(clause_trigrams([["我们", "去", "吃饭"]], True, WID))
        self.assertEqual(trigrams, [(0, 0, 1), (0, 1, 2), (1, 2, 3), (2, 3, 0)])

    def test_only_the_last_run_ends_the_sentence_and_only_before_the_clause_end(self):
        # 我们 去 (Latin text) 吃饭: the first run is cut short, not ended.
        trigrams = list(clause_trigrams([["我们", "去"], ["吃饭"]], True, WID))
        self.assertEqual(trigrams, [(0, 0, 1), (0, 1, 2), (0, 0, 3), (0, 3, 0)])
        # A clause ending in digits or letters has no end at all.
        self.assertNotIn(0, [w for (_, _, w) in clause_trigrams([["我们", "去"]], False, WID)])

    def test_an_unknown_word_starts_over_and_an_unknown_last_word_leaves_no_end(self):
        trigrams = list(clause_trigrams([["我们", "某", "去"]], True, WID))
        self.assertEqual(trigrams, [(0, 0, 1), (0, 0, 2), (0, 2, 0)])
        self.assertEqual(list(clause_trigrams([["我们", "某"]], True, WID)), [(0, 0, 1)])


class OpenGramSentenceEndTests(unittest.TestCase):
    def test_the_end_sums_every_clause_mark_with_the_back_off(self):
        lg = math.log10
        sun = {
            "uni": {"我": (lg(0.2), lg(0.5)), "你": (lg(0.1), lg(0.25)), "，": (lg(0.1), 0.0), "。": (lg(0.05), 0.0)},
            "bi": {("我", "，"): (lg(0.3), 0.0), ("你", "我"): (lg(0.2), lg(0.8))},
            "tri": {("你", "我", "。"): lg(0.4)},
        }
        ids = {"我": 1, "你": 2, "，": 0}
        ends = opengram_sentence_ends(sun, ids)
        self.assertAlmostEqual(ends["p1"], 0.15)                 # P(，) + P(。)
        # 我 → 。 is not listed: bow(我) 0.5 × P(。) 0.05 joins the listed 我 → ，.
        self.assertAlmostEqual(ends["p2"][(1, 0)], 0.3 + 0.5 * 0.05)
        self.assertNotIn((2, 0), ends["p2"])                     # 你 lists no mark: the back-off applies
        # 你 我 → ， is not listed: bow(你 我) 0.8 × P(，|我) 0.3 joins the listed 。.
        self.assertAlmostEqual(ends["p3"][(2, 1, 0)], 0.4 + 0.8 * 0.3)


class KneserNeyTests(unittest.TestCase):
    def test_every_context_sums_to_one_with_the_end_among_the_followers(self):
        c3 = {}
        for clause in (["我们", "去", "吃饭"], ["我们", "去"], ["去", "吃饭"], ["区"], ["我们", "区"]):
            for t in clause_trigrams([clause], True, WID):
                c3[t] = c3.get(t, 0) + 1
        model = ngram.kneser_ney(c3, len(WID) + 1, bos=0, min3=1)
        words = [0] + list(WID.values())
        self.assertAlmostEqual(sum(model.prob1(w) for w in words), 1.0, places=9)
        for v in words:
            self.assertAlmostEqual(sum(model.prob2(v, w) for w in words), 1.0, places=9, msg="after %d" % v)
        for (u, v) in set((u, v) for (u, v, _) in c3):
            self.assertAlmostEqual(sum(model.prob3(u, v, w) for w in words), 1.0, places=9, msg="after %d %d" % (u, v))
        # 吃饭 ends both clauses it is in: the end is its likeliest follower.
        self.assertEqual(max(words, key=lambda w: model.prob2(3, w)), 0)


class WeightedPruningTests(unittest.TestCase):
    def test_a_frequent_context_keeps_a_pair_a_rare_one_loses(self):
        # Words 1 (common) and 2 (rare) are each followed by 3 e times likelier than the back-off says.
        p1 = {0: 0.1, 1: 0.5, 2: 0.001, 3: 0.2, 4: 0.199}
        p2 = {(1, 3): 0.2 * math.e, (2, 3): 0.2 * math.e, (0, 4): 0.3}
        model = ngram.renormalise(ngram.BackoffModel(p1, p2, {}, {}, {}))
        loss = 0.2 * math.e * 1.0  # P(3|h) · |ln(P(3|h) / (bow · P(3)))| before P(h), bow ≈ 1
        pruned = ngram.prune_weighted(model, 0.01 * loss, 1.0)
        self.assertIn((1, 3), pruned.p2)        # P(1) = 0.5: a loss above the threshold
        self.assertNotIn((2, 3), pruned.p2)     # P(2) = 0.001: below it
        self.assertIn((0, 4), pruned.p2)        # after the sentence start: always kept
        # What is left still sums to one after the rare word.
        self.assertAlmostEqual(sum(pruned.prob2(2, w) for w in p1), 1.0, places=9)


class SingleCharacterReadingTests(unittest.TestCase):
    def test_a_character_alone_costs_nothing_read_its_usual_way(self):
        vocab = {"了": [(["le"], 1.2), (["liao"], 0.0)], "的": [(["de"], 0.0), (["di"], 3.5)],
                 "了解": [(["liao", "jie"], 0.0)]}
        single_character_penalties(vocab, {"了": "le", "的": "de", "解": "jie"}, 2.0)
        self.assertEqual(vocab["了"], [(["le"], 0.0), (["liao"], 2.0)])
        self.assertEqual(vocab["的"], [(["de"], 0.0), (["di"], 3.5)])   # a dearer reading keeps its cost
        self.assertEqual(vocab["了解"], [(["liao", "jie"], 0.0)])       # words keep their phrase reading


if __name__ == "__main__":
    unittest.main()
