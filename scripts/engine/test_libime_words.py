#!/usr/bin/env python3
"""The rules of build_libime_words.py on hand-made input (Python standard library only, no data):
which dictionary words enter (the lexicon's rules), and how the n-grams with a new word are laid
out over local ids (new words first, then the lexicon words they name).
    python3 scripts/engine/test_libime_words.py"""
import array
import math
import os
import struct
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from build_libime_words import model_sections, new_words  # noqa: E402

SYLLABLES = {s: i for i, s in enumerate(["ping", "lun", "qu", "xing", "zhang", "hang", "de", "di", "que", "lve", "men"])}
READINGS = {"评": ["ping"], "论": ["lun"], "区": ["qu", "ou"], "行": ["xing", "hang"], "长": ["zhang", "chang"],
            "的": ["de", "di"], "确": ["que"], "略": ["lve"], "门": ["men"], "們": ["men"]}


class NewWordsTests(unittest.TestCase):
    def words(self, entries, lexicon=("行",), model=None, traditional=("們",)):
        model = set(model if model is not None else [e[0] for e in entries])
        return new_words(entries, set(lexicon), model, set(traditional), READINGS, SYLLABLES)

    def test_a_dictionary_word_the_lexicon_lacks_and_the_model_has_enters(self):
        self.assertEqual(self.words([("评论区", "ping'lun'qu", "0")]), {"评论区": [(["ping", "lun", "qu"], 0.0)]})

    def test_lexicon_words_and_words_the_model_lacks_stay_out(self):
        self.assertEqual(self.words([("行", "xing", "0")]), {})
        self.assertEqual(self.words([("评论区", "ping'lun'qu", "0")], model=()), {})

    def test_a_reading_must_match_each_character(self):
        found = self.words([("行长", "hang'zhang", "0"), ("行长", "xing'zhang", "0"), ("的确", "di'que", "0"),
                            ("的确", "de'lve", "0"), ("评论", "ping'lun'qu", "0")])
        self.assertEqual([r for r, _ in found["行长"]], [["hang", "zhang"], ["xing", "zhang"]])
        self.assertEqual([r for r, _ in found["的确"]], [["di", "que"]])   # 确 is not read lve
        self.assertNotIn("评论", found)                                      # three syllables, two characters

    def test_traditional_only_characters_non_han_and_long_words_stay_out(self):
        self.assertEqual(self.words([("们們", "men'men", "0"), ("ab", "ping'lun", "0"),
                                     ("评论评论评论评论评", "ping'lun'ping'lun'ping'lun'ping'lun'ping", "0")]), {})

    def test_lue_is_our_lve_and_a_dictionarys_cost_is_a_reading_penalty_in_nats(self):
        found = self.words([("略", "lue", "-1")], lexicon=())
        self.assertEqual(found["略"][0][0], ["lve"])
        self.assertAlmostEqual(found["略"][0][1], math.log(10))


class ModelSectionsTests(unittest.TestCase):
    def test_new_words_come_first_then_the_lexicon_words_their_ngrams_name(self):
        # Lexicon ids 1..9 (base 10); new words 10 and 11. Costs in 1/1000 nats as stored.
        base, count = 10, 2
        uni = array.array("H", [65535] * 12)
        bow = array.array("h", [0] * 12)
        uni[10], uni[11], bow[10] = 2000, 3000, 400
        bigrams = {(3, 10): (1.25, 0.3), (10, 7): (0.5, 0.0), (3, 7): (0.75, 0.25), (3, 4): (1.0, 0.0)}
        trigrams = {(3, 10, 7): 0.5, (3, 7, 11): 0.75, (3, 7, 4): 2.0}
        sections = dict(model_sections(base, count, uni, bow, bigrams, trigrams, set()))
        # 3 and 7 are named (7 as a follower, 3 as a context); 4 only in lexicon-only n-grams: not.
        self.assertEqual(list(array.array("I", sections["LXID"])), [3, 7])
        n, bigram_count, keys = struct.unpack("<III", sections["LMET"])
        self.assertEqual((n, bigram_count, keys), (4, 3, 2))     # (3 4) and (3 7 4) are lm-libime.bin's
        self.assertEqual(list(array.array("H", sections["UNIG"])), [2000, 3000, 65535, 65535])
        self.assertEqual(list(array.array("I", sections["BIDX"])), [0, 1, 1, 3, 3])
        followers = [e >> 8 for e in array.array("I", sections["BGRM"])]
        self.assertEqual(followers, [3, 0, 3])                    # A→7; 3→A, 3→7 (the carrier)
        self.assertEqual([e >> 8 for e in array.array("I", sections["TGRM"])], [3, 1])
        self.assertEqual(list(array.array("h", sections["TBOF"])), [300, 250])

    def test_a_pair_with_a_new_word_keeps_its_back_off_without_trigrams_unless_idle(self):
        uni = array.array("H", [65535] * 6)
        bow = array.array("h", [0] * 6)
        uni[5] = 2000
        bigrams = {(2, 5): (1.0, 0.5), (5, 2): (1.0, 0.7)}
        sections = dict(model_sections(5, 1, uni, bow, bigrams, {}, {(5, 2)}))
        self.assertEqual(list(array.array("h", sections["TBOF"])), [500])


if __name__ == "__main__":
    unittest.main()
