#!/usr/bin/env python3
"""The LGPL component builder's pruning on a hand-made model (Python standard library only, no data):
an n-gram goes when its history's probability times its distance from the back-off estimate is
below the threshold, a pair that is the context of a kept trigram stays, and a kept pair without
trigrams keeps its back-off only where that weighs enough.
    python3 scripts/engine/test_libime_component.py"""
import math
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from build_libime_component import prune  # noqa: E402

# Words 1, 2, 3 (0 is the sentence start); costs in 1/1000 nats as the component stores them.
UNI = [0, 1000, 2000, 3000]
BOW = [0, 500, 0, 0]


def model():
    bigrams = {               # (context, follower) -> (cost, back-off cost), nats
        (1, 2): (2.5, 0.3),   # exactly bow(1) + P(2), but the context of a kept trigram
        (1, 3): (1.0, 0.4),   # far from bow(1) + P(3) = 3.5 after a common word
        (2, 3): (2.0, 0.0),
        (2, 1): (1.0, 0.0),   # exactly bow(2) + P(1): goes
        (3, 1): (5.0, 0.01),  # far from its estimate (1.0), after a rare pair: stays, its back-off does not
    }
    trigrams = {
        (1, 2, 3): 0.2,       # far below bow(1 2) + P(3 | 2) = 2.3
        (1, 3, 2): 2.4,       # exactly bow(1 3) + bow(3) + P(2): goes
    }
    return bigrams, trigrams


class PruneTests(unittest.TestCase):
    def test_ngrams_the_back_off_gives_go_and_the_others_stay(self):
        bigrams, trigrams = model()
        went3, went2, idle = prune(UNI, BOW, bigrams, trigrams, 1e-3)
        self.assertEqual((went3, went2), (1, 1))
        self.assertEqual(set(trigrams), {(1, 2, 3)})
        self.assertEqual(set(bigrams), {(1, 2), (1, 3), (2, 3), (3, 1)})
        # (1 3) lost its trigram but its back-off weighs exp(-2) * 0.4: kept; (3 1)'s does not.
        self.assertEqual(idle, {(2, 3), (3, 1)})

    def test_the_weight_is_the_history_probability_times_the_distance(self):
        # (3 1) weighs exp(-3 - 5) * (4 + 0.01) = 0.00134: kept below that threshold, gone above it.
        weight = math.exp(-8) * 4.01
        bigrams, trigrams = model()
        prune(UNI, BOW, bigrams, trigrams, weight * 0.99)
        self.assertIn((3, 1), bigrams)
        bigrams, trigrams = model()
        prune(UNI, BOW, bigrams, trigrams, weight * 1.01)
        self.assertNotIn((3, 1), bigrams)

    def test_a_zero_threshold_keeps_everything_it_can_tell_apart(self):
        bigrams, trigrams = model()
        went3, went2, _ = prune(UNI, BOW, bigrams, trigrams, 0.0)
        self.assertEqual((went3, went2), (0, 0))
        self.assertEqual(len(bigrams), 5)
        self.assertEqual(len(trigrams), 2)


if __name__ == "__main__":
    unittest.main()
