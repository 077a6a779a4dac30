"""Back-off trigram models over integer word ids: interpolated modified Kneser-Ney estimation from
counts, reading open-gram's ARPA-style tables, static linear interpolation of two models into one
back-off model, entropy-style pruning and back-off renormalisation.

A model here is a `BackoffModel`: unigram probabilities `p1[w]`, listed bigrams `p2[(v, w)]`,
listed trigrams `p3[(u, v, w)]` and back-off weights `b1[v]`, `b2[(u, v)]` (missing = 1.0), scored
the ARPA way: P(w|u v) = p3 if listed, else b2(u v) * P(w|v); P(w|v) = p2 if listed, else
b1(v) * p1(w). Word 0 is the sentence start `<s>`: it is a context only, never predicted.
"""
import collections
import math


class BackoffModel:
    def __init__(self, p1, p2, p3, b1, b2):
        self.p1, self.p2, self.p3, self.b1, self.b2 = p1, p2, p3, b1, b2

    def prob1(self, w):
        return self.p1.get(w, 0.0)

    def prob2(self, v, w):
        p = self.p2.get((v, w))
        if p is not None:
            return p
        return self.b1.get(v, 1.0) * self.prob1(w)

    def prob3(self, u, v, w):
        p = self.p3.get((u, v, w))
        if p is not None:
            return p
        return self.b2.get((u, v), 1.0) * self.prob2(v, w)

    def sizes(self):
        return len(self.p1), len(self.p2), len(self.p3)


# ------------------------------------------------------------------ Kneser-Ney
def _discounts(counts):
    """Modified KN discounts D1, D2, D3+ from the count-of-counts of one order (Chen & Goodman)."""
    n = collections.Counter(c for c in counts.values() if c <= 4)
    n1, n2, n3, n4 = (max(n[k], 1) for k in (1, 2, 3, 4))
    y = n1 / (n1 + 2 * n2)
    d1 = max(0.05, 1 - 2 * y * n2 / n1)
    d2 = max(0.05, 2 - 3 * y * n3 / n2)
    d3 = max(0.05, 3 - 4 * y * n4 / n3)
    return (0.0, d1, d2, d3)


def _disc(d, c):
    return d[min(c, 3)]


def kneser_ney(c3, vocab_size, bos=0, min3=1):
    """Interpolated modified Kneser-Ney trigram from trigram counts `c3[(u, v, w)]` (the sentence
    start `bos` appears as u = v = bos for the first word, as u = bos for the second).

    Lower orders use continuation counts (how many distinct words precede), except for n-grams
    that start at `bos`, which nothing precedes: those keep their raw counts (as SRILM does).
    Returns a BackoffModel whose back-off weights are the interpolation weights γ(h), which is
    exact for interpolated KN: an unlisted word gets γ(h) * P_lower.
    """
    # Bigram-level counts: continuation counts N1+(. v w), raw counts for v = bos.
    c2 = collections.Counter()
    raw2 = collections.Counter()
    for (u, v, w), c in c3.items():
        raw2[(v, w)] += c
        c2[(v, w)] += 1
    for (v, w), c in raw2.items():
        if v == bos:
            c2[(v, w)] = c
    # Unigram-level continuation counts N1+(. w) over bigram types.
    c1 = collections.Counter()
    for (v, w) in c2:
        c1[w] += 1

    d3, d2, d1 = _discounts(c3), _discounts(c2), _discounts(c1)

    # Unigram: discounted continuation counts interpolated with the uniform distribution.
    total1 = sum(c1.values())
    nk1 = collections.Counter(min(c, 3) for c in c1.values())
    gamma0 = (d1[1] * nk1[1] + d1[2] * nk1[2] + d1[3] * nk1[3]) / total1
    uniform = 1.0 / vocab_size
    p1 = {w: max(c - _disc(d1, c), 0) / total1 + gamma0 * uniform for w, c in c1.items()}
    floor1 = gamma0 * uniform

    def lower1(w):
        return p1.get(w, floor1)

    # Bigram.
    ctx2 = collections.Counter()
    kinds2 = collections.defaultdict(lambda: [0, 0, 0, 0])
    for (v, w), c in c2.items():
        ctx2[v] += c
        kinds2[v][min(c, 3)] += 1
    g1 = {v: (d2[1] * k[1] + d2[2] * k[2] + d2[3] * k[3]) / ctx2[v] for v, k in kinds2.items()}
    p2 = {}
    for (v, w), c in c2.items():
        p2[(v, w)] = max(c - _disc(d2, c), 0) / ctx2[v] + g1[v] * lower1(w)

    def lower2(v, w):
        p = p2.get((v, w))
        if p is not None:
            return p
        return g1.get(v, 1.0) * lower1(w)

    # Trigram (raw counts; the rarest may be left out of the listing but still count in γ).
    ctx3 = collections.Counter()
    kinds3 = collections.defaultdict(lambda: [0, 0, 0, 0])
    for (u, v, w), c in c3.items():
        ctx3[(u, v)] += c
        kinds3[(u, v)][min(c, 3)] += 1
    g2 = {h: (d3[1] * k[1] + d3[2] * k[2] + d3[3] * k[3]) / ctx3[h] for h, k in kinds3.items()}
    p3 = {}
    for (u, v, w), c in c3.items():
        if c >= min3:
            p3[(u, v, w)] = max(c - _disc(d3, c), 0) / ctx3[(u, v)] + g2[(u, v)] * lower2(v, w)
    # Unlisted (below min3) trigrams' discounted mass goes to the back-off: renormalised later.
    model = BackoffModel(p1, p2, p3, g1, g2)
    model.floor1 = floor1
    model.discounts = (d1, d2, d3)
    return model


# ------------------------------------------------------------------ mixing and pruning
def renormalise(model, contexts1=None, contexts2=None):
    """Recomputes back-off weights so each context's distribution sums to one:
    b(h) = (1 - sum of listed P(w|h)) / (1 - sum of the same words' P(w|h'))."""
    listed2 = collections.defaultdict(lambda: [0.0, 0.0])
    for (v, w), p in model.p2.items():
        s = listed2[v]
        s[0] += p
        s[1] += model.prob1(w)
    b1 = {}
    for v, (hi, lo) in listed2.items():
        b1[v] = max(1e-9, 1 - hi) / max(1e-9, 1 - lo)
    model.b1 = b1
    listed3 = collections.defaultdict(lambda: [0.0, 0.0])
    for (u, v, w), p in model.p3.items():
        s = listed3[(u, v)]
        s[0] += p
        s[1] += model.prob2(v, w)
    b2 = {}
    for h, (hi, lo) in listed3.items():
        b2[h] = max(1e-9, 1 - hi) / max(1e-9, 1 - lo)
    model.b2 = b2
    return model


def mix(models, weights, p1):
    """Static linear interpolation: P(w|h) = sum_i weights[i] * P_i(w|h) for every n-gram any
    model lists, with the given unigram distribution `p1` shared by all orders below; back-off
    weights are then recomputed so the mixture's unlisted words get the right mass."""
    keys2 = set()
    keys3 = set()
    for m in models:
        keys2.update(m.p2)
        keys3.update(m.p3)
    p2 = {}
    for (v, w) in keys2:
        p2[(v, w)] = sum(lam * m.prob2(v, w) for m, lam in zip(models, weights))
    p3 = {}
    for (u, v, w) in keys3:
        p3[(u, v, w)] = sum(lam * m.prob3(u, v, w) for m, lam in zip(models, weights))
    mixed = BackoffModel(p1, p2, p3, {}, {})
    return renormalise(mixed)


def prune(model, threshold2, threshold3, keep_contexts=True):
    """Drops listed n-grams whose probability the back-off already predicts within a factor of
    e^threshold, weighted by nothing (a cheap stand-in for Stolcke's relative-entropy pruning),
    then renormalises. Bigrams that are contexts of kept trigrams are always kept."""
    kept3 = {}
    for (u, v, w), p in model.p3.items():
        estimate = model.b2.get((u, v), 1.0) * model.prob2(v, w)
        if p <= 0:
            continue
        if estimate <= 0 or abs(math.log(p / estimate)) >= threshold3:
            kept3[(u, v, w)] = p
    needed = set((u, v) for (u, v, w) in kept3) if keep_contexts else set()
    kept2 = {}
    for (v, w), p in model.p2.items():
        estimate = model.b1.get(v, 1.0) * model.prob1(w)
        if p <= 0 and (v, w) not in needed:
            continue
        if (v, w) in needed or v == 0 or estimate <= 0 or abs(math.log(p / estimate)) >= threshold2:
            kept2[(v, w)] = p
    pruned = BackoffModel(model.p1, kept2, kept3, {}, {})
    return renormalise(pruned)


def prune_weighted(model, theta2, theta3):
    """Stolcke-style relative-entropy pruning: an n-gram goes when the weighted loss of leaving
    it to the back-off, P(h) · P(w|h) · |ln(P(w|h) / P_backoff(w|h))|, is below `theta` (P(h) from
    the model itself; the sentence start's from word 0's unigram, the sentence end's, as often
    as sentences start). Frequent contexts keep more of their followers than rare ones, which
    the plain ratio test in `prune` cannot tell apart. Bigrams after the sentence start and the
    contexts of kept trigrams are always kept; back-off weights are renormalised."""
    def p_context1(v):
        return model.prob1(v)

    kept3 = {}
    for (u, v, w), p in model.p3.items():
        if p <= 0:
            continue
        estimate = model.b2.get((u, v), 1.0) * model.prob2(v, w)
        weight = p_context1(u) * model.prob2(u, v)
        if estimate <= 0 or weight * p * abs(math.log(p / estimate)) >= theta3:
            kept3[(u, v, w)] = p
    needed = set((u, v) for (u, v, w) in kept3)
    kept2 = {}
    for (v, w), p in model.p2.items():
        if (v, w) in needed or v == 0:
            kept2[(v, w)] = p
            continue
        if p <= 0:
            continue
        estimate = model.b1.get(v, 1.0) * model.prob1(w)
        if estimate <= 0 or p_context1(v) * p * abs(math.log(p / estimate)) >= theta2:
            kept2[(v, w)] = p
    pruned = BackoffModel(model.p1, kept2, kept3, {}, {})
    return renormalise(pruned)
