"""How the lexicon's words are read: pypinyin's character and phrase readings, and what reading a
character one way or another costs (for build_engine_data.py)."""
import collections
import json
import math
import os

from engine_common import log


class Readings:
    def __init__(self, syl_ids):
        import pypinyin
        from pypinyin import Style, lazy_pinyin
        from pypinyin.style import convert
        self.syl_ids = syl_ids
        self._lazy = lambda w: lazy_pinyin(w, style=Style.NORMAL, v_to_u=False, errors="ignore")
        d = os.path.dirname(pypinyin.__file__)
        self.char = {}
        for cp, r in json.load(open(os.path.join(d, "pinyin_dict.json"), encoding="utf8")).items():
            out = []
            for p in r.split(","):
                t = convert(p, Style.NORMAL, strict=True).replace("ü", "v")
                if t in syl_ids and t not in out:
                    out.append(t)
            if out:
                self.char[chr(int(cp))] = out
        self.phrase = {}
        phrases = json.load(open(os.path.join(d, "phrases_dict.json"), encoding="utf8"))
        try:
            from pypinyin_dict.phrase_pinyin_data import large_pinyin
            big = large_pinyin.phrases_dict
        except ImportError:
            big = {}
        for source in (big, phrases):  # pypinyin's own list wins where both have a phrase
            for w, py in source.items():
                if len(py) != len(w):
                    continue
                syls = [convert(p[0], Style.NORMAL, strict=True).replace("ü", "v") for p in py]
                if all(s in syl_ids for s in syls):
                    self.phrase[w] = syls

        # How often each character is read each way inside phrases: a reading that phrases never
        # use (她 chí, 和 huò, 或 yù) is archaic or rare and would only compete with the real one.
        self.share = collections.defaultdict(collections.Counter)
        for w, syls in self.phrase.items():
            for c, syl in zip(w, syls):
                self.share[c][syl] += 1

        self.sun_readings = None

    def reading_penalty(self, c, syl, index):
        """Extra cost (nats) of reading character `c` as `syl`: 0 for its usual reading, more the
        rarer phrases use it; more still if sunpinyin's dictionary does not know it."""
        counts = self.share.get(c, collections.Counter())
        top = max([counts[r] for r in self.char.get(c, [])] + [0])
        penalty = 0.0
        if counts[syl] < top:
            penalty = max(0.0, -math.log((counts[syl] + 0.5) / (top + 0.5)))
        elif top == 0 and index > 0:
            penalty = 1.0
        if self.sun_readings is not None and c in self.sun_readings and syl not in self.sun_readings[c]:
            penalty += 3.0
        return min(penalty, 25.0)

    def of(self, word):
        """Readings of a word with their penalties: each of a character's, else the phrase reading."""
        if len(word) == 1:
            return [([s], self.reading_penalty(word, s, i)) for i, s in enumerate(self.char.get(word, []))]
        if word in self.phrase:
            return [(self.phrase[word], 0.0)]
        syls = [s.replace("ü", "v") for s in self._lazy(word)]
        if len(syls) == len(word) and all(s in self.syl_ids for s in syls):
            return [(syls, 0.0)]
        return []


def default_readings(syl_ids):
    """Each character's usual reading alone: the first pypinyin lists (它 lists 了 as le, liǎo)."""
    import pypinyin
    from pypinyin import Style
    from pypinyin.style import convert
    d = os.path.dirname(pypinyin.__file__)
    out = {}
    for cp, r in json.load(open(os.path.join(d, "pinyin_dict.json"), encoding="utf8")).items():
        first = convert(r.split(",")[0], Style.NORMAL, strict=True).replace("ü", "v")
        if first in syl_ids:
            out[chr(int(cp))] = first
    return out


def single_character_penalties(vocab, defaults, alt_min):
    """A character alone is read its usual way (`defaults`) at no cost and any other way at
    `alt_min` nats or more. The phrase shares alone got 了 wrong: more phrases read it liǎo (了解,
    了不起) than le, but alone it is mostly the particle le."""
    changed = 0
    for w, rs in vocab.items():
        if len(w) != 1 or w not in defaults:
            continue
        new = [(r, 0.0 if r[0] == defaults[w] else max(pen, alt_min)) for r, pen in rs]
        changed += new != rs
        vocab[w] = new
    log("single-character readings re-costed:", changed, "characters")
    return vocab
