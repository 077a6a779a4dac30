#!/usr/bin/env python3
"""The rules of build_mixed_english.py on hand-made input (Python standard library only, no data):
how a word of Chinese text is cased (`bug`, `PC`, `UTF`, `iPhone`, `Python`, `sudo`), which
romanised Chinese stays out of the vocabulary, and which sources a word is flagged with.
    python3 scripts/engine/test_mixed_english.py"""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from build_mixed_english import SOURCE_CHAT, SOURCE_DOCS, SOURCE_SOFTWARE, casing, pinyin_reader, source_flags  # noqa: E402


def cased(word, docs=None, valid=None, zh=0.0, en=0.0, software=False, syllable=False):
    return casing(word, docs or {}, set(valid) if valid else None, zh, en, software, syllable)


class CasingTests(unittest.TestCase):
    def test_the_documents_casing_wins_when_they_write_the_word_often(self):
        self.assertEqual(cased("gnome", docs={"GNOME": 6}, valid={"gnome"}, en=2.8), "GNOME")
        self.assertEqual(cased("python", docs={"Python": 420, "python": 1}, valid={"Python", "python"}), "Python")

    def test_capitals_for_emphasis_on_a_common_word_give_way_to_lower_case(self):
        self.assertEqual(cased("bug", docs={"BUG": 23, "bug": 5}, valid={"Bug", "bug"}, zh=3.7, en=4.2), "bug")

    def test_a_word_the_valid_list_knows_only_with_capitals_takes_them(self):
        self.assertEqual(cased("iphone", valid={"iPhone"}), "iPhone")
        self.assertEqual(cased("debian", valid={"Debian"}), "Debian")
        self.assertEqual(cased("unix", valid={"UNIX", "Unix"}), "Unix")

    def test_short_words_the_valid_list_writes_in_capitals_are_capitals(self):
        self.assertEqual(cased("pc", valid={"PC", "pc"}, zh=4.2, en=4.3), "PC")
        # Not when the letters are one pinyin syllable: the engine would read `PIN` inside pinyin.
        self.assertEqual(cased("pin", valid={"PIN", "pin"}, syllable=True), "pin")

    def test_a_name_is_capitalised_only_when_chinese_text_writes_it_more_than_english_does(self):
        self.assertEqual(cased("mac", valid={"Mac", "mac"}, zh=4.1, en=3.5), "Mac")
        self.assertEqual(cased("shell", valid={"Shell", "shell"}, zh=3.2, en=4.4), "shell")

    def test_short_letters_no_list_spells_are_an_acronym_but_a_package_name_stays_as_typed(self):
        self.assertEqual(cased("utf", zh=2.8, en=1.5), "UTF")
        self.assertEqual(cased("sudo", zh=1.6, en=2.5, software=True), "sudo")
        self.assertEqual(cased("gmail", zh=3.8, en=3.5), "gmail")
        self.assertEqual(cased("gui", syllable=True), "gui")


class PinyinTests(unittest.TestCase):
    def test_whole_syllables_are_romanised_chinese(self):
        reads = pinyin_reader()
        self.assertTrue(reads("taiwan"))
        self.assertTrue(reads("xiaoming"))
        self.assertFalse(reads("wechat"))
        self.assertFalse(reads("sudo"))


class SourceTests(unittest.TestCase):
    def test_each_source_that_holds_a_word_sets_its_bit(self):
        docs, chat, software = {"linux": 9, "bug": 3}, {"child": 1e-6, "linux": 1e-5}, {"sudo": 1.0, "linux": 3.0}
        self.assertEqual(source_flags("child", docs, chat, software), SOURCE_CHAT)
        self.assertEqual(source_flags("sudo", docs, chat, software), SOURCE_SOFTWARE)
        self.assertEqual(source_flags("bug", docs, chat, software), SOURCE_DOCS)
        self.assertEqual(source_flags("linux", docs, chat, software), SOURCE_DOCS | SOURCE_CHAT | SOURCE_SOFTWARE)
        self.assertEqual(len({SOURCE_DOCS, SOURCE_CHAT, SOURCE_SOFTWARE}), 3)


if __name__ == "__main__":
    unittest.main()
