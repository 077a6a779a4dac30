"""en-spoken.bin (ENM1): the CMU generic US English 3-gram model (Debian pocketsphinx-en-us,
en-us.lm.bin, BSD-2), pruned to what a keyboard meets and written as build.py's docstring lays out.

Pruning keeps an n-gram when it changes the model's predictions where people type: its context's
probability times its own times how much it beats the backoff's estimate (ln p - ln estimate), at
least PAIR_FLOOR for pairs and TRIPLE_FLOOR for triples (Stolcke's entropy pruning, approximated).
A kept triple keeps the pair that leads to it. Backoffs are then computed again so that each
context's probabilities still sum to one over the pruned model. Words are the model's lower-case
words (letters with apostrophes inside) and `<s>`, the start of a sentence; `</s>` is left out.
"""
import math, os, re, struct, sys

from engine_binary import write_file
from english_words import order, word_sections
from sphinx_lm import TrieModel

SPOKEN_MODEL = "/usr/share/pocketsphinx/model/en-us/en-us.lm.bin"
START = "<s>"
WORD = re.compile(r"[a-z]+(?:'[a-z]+)*")
# The floors and the followers kept, measured on en-dev (KSR / next word in the first three, the
# engine's mix): unpruned (18 MB) 48.0 / 26.9 %; these (10.7 MB) 47.5 / 26.6; pairs 1e-6 and
# triples 6e-7 (6.8 MB) 46.5 / 26.5.
PAIR_FLOOR = 1e-7
TRIPLE_FLOOR = 1.5e-7
TOP_FOLLOWERS = 4        # the likeliest followers of a common context kept whatever they gain
CONTEXT_FLOOR = 3e-7     # the least probability of a pair context whose likeliest followers are kept
COST_BITS = 15   # an entry's cost takes its low 15 bits, the word the rest
BACKOFF_BIAS = 32768


def entry_cost(lnp):
    return min((1 << COST_BITS) - 1, max(0, int(round(-lnp * 1000))))


def backoff_code(lnb):
    return min(65535, max(0, int(round(BACKOFF_BIAS - lnb * 1000))))


def prune(model):
    """The kept words (new order), their unigrams, pairs and triples under new indices, backoffs recomputed."""
    kept = [i for i, w in enumerate(model.words) if w == START or WORD.fullmatch(w)]
    words = sorted((model.words[i] for i in kept), key=order)
    new = {model.words[i]: n for n, i in enumerate(kept)}
    index = {w: n for n, w in enumerate(words)}
    remap = {i: index[model.words[i]] for i in kept}
    start = index[START]
    uni = [0.0] * len(words)
    ubo = [0.0] * len(words)
    for i in kept:
        uni[remap[i]], ubo[remap[i]] = model.unigrams[i]
    uni[start] = -99.0  # a sentence never starts again inside one
    bigrams = {}
    for (h, w), (p, b) in model.bigrams.items():
        if h in remap and w in remap and remap[w] != start:
            bigrams[(remap[h], remap[w])] = (p, b)
    del new

    def p2(h, w):
        pair = bigrams.get((h, w))
        return pair[0] if pair else ubo[h] + uni[w]

    pairs, best = {}, {}
    for (h, w), (p, _) in bigrams.items():
        gain = p - (ubo[h] + uni[w])
        if gain > 0 and math.exp((0.0 if h == start else uni[h]) + p) * gain >= PAIR_FLOOR:
            pairs[(h, w)] = p
        elif gain > 0:
            best.setdefault(h, []).append((p, w))
    for h, ps in best.items():
        for p, w in sorted(ps, reverse=True)[:TOP_FOLLOWERS]:
            pairs[(h, w)] = p
    triples, best = {}, {}
    # The pair contexts common enough that their likeliest followers are kept whatever they gain.
    contextual = {k for k, (p, _) in bigrams.items() if math.exp((0.0 if k[0] == start else uni[k[0]]) + p) >= CONTEXT_FLOOR}
    for (h2, h1, w), p in model.trigrams.items():
        if h2 not in remap or h1 not in remap or w not in remap:
            continue
        a, b, c = remap[h2], remap[h1], remap[w]
        if c == start:
            continue
        context = bigrams.get((a, b))
        gain = p - ((context[1] if context else 0.0) + p2(b, c))
        if gain > 0 and math.exp((0.0 if a == start else uni[a]) + p2(a, b) + p) * gain >= TRIPLE_FLOOR:
            triples[(a, b, c)] = p
        elif gain > 0 and (a, b) in contextual:
            best.setdefault((a, b), []).append((p, c))
    for key, ps in best.items():
        for p, c in sorted(ps, reverse=True)[:TOP_FOLLOWERS]:
            triples[key + (c,)] = p
    for (a, b, _) in triples:
        if (a, b) not in pairs:
            pairs[(a, b)] = p2(a, b)
    # Backoffs again, over what is kept.
    followers = {}
    for (h, w), p in pairs.items():
        followers.setdefault(h, []).append(w)
    new_ubo = [0.0] * len(words)
    for h, ws in followers.items():
        num = 1 - sum(math.exp(pairs[(h, w)]) for w in ws)
        den = 1 - sum(math.exp(uni[w]) for w in ws)
        new_ubo[h] = math.log(max(num, 1e-6) / max(den, 1e-6))
    contexts = {}
    for (a, b, c), p in triples.items():
        contexts.setdefault((a, b), []).append(c)
    pair_bo = {}
    for (a, b), ws in contexts.items():
        num = 1 - sum(math.exp(triples[(a, b, c)]) for c in ws)
        den = 1 - sum(math.exp(pairs[(b, c)]) if (b, c) in pairs else math.exp(new_ubo[b] + uni[c]) for c in ws)
        pair_bo[(a, b)] = math.log(max(num, 1e-6) / max(den, 1e-6))
    return words, uni, new_ubo, pairs, triples, pair_bo


def spoken(out):
    model = TrieModel(SPOKEN_MODEL)
    words, uni, ubo, pairs, triples, pair_bo = prune(model)
    if len(words) >= 1 << (32 - COST_BITS):
        sys.exit("en-spoken: too many words for the entry's bits")
    first, entries, pair_index = [0], [], {}
    by_context = sorted(pairs)
    position = 0
    for h in range(len(words)):
        while position < len(by_context) and by_context[position][0] == h:
            _, w = by_context[position]
            pair_index[(h, w)] = len(entries)
            entries.append(w << COST_BITS | entry_cost(pairs[(h, w)]))
            position += 1
        first.append(len(entries))
    contexts = sorted({(a, b) for (a, b, _) in triples}, key=lambda k: pair_index[k])
    by_triple = {}
    for (a, b, c), p in triples.items():
        by_triple.setdefault((a, b), []).append((c, p))
    tctx, tbof, tfir, tent = [], [], [0], []
    for key in contexts:
        tctx.append(pair_index[key])
        tbof.append(backoff_code(pair_bo[key]))
        for c, p in sorted(by_triple[key]):
            tent.append(c << COST_BITS | entry_cost(p))
        tfir.append(len(tent))
    write_file(os.path.join(out, "en-spoken.bin"), "ENM1", word_sections(words) + [
        ("WCST", struct.pack(f"<{len(words)}H", *(min(65535, max(0, int(round(-p * 1000)))) for p in uni))),
        ("UBOF", struct.pack(f"<{len(words)}H", *(backoff_code(b) for b in ubo))),
        ("PFIR", struct.pack(f"<{len(first)}I", *first)),
        ("PENT", struct.pack(f"<{len(entries)}I", *entries)),
        ("TCTX", struct.pack(f"<{len(tctx)}I", *tctx)),
        ("TBOF", struct.pack(f"<{len(tbof)}H", *tbof)),
        ("TFIR", struct.pack(f"<{len(tfir)}I", *tfir)),
        ("TENT", struct.pack(f"<{len(tent)}I", *tent)),
    ])
    print(f"en-spoken: {len(words)} words, {len(entries)} pairs, {len(tctx)} pair contexts, {len(tent)} triples",
          file=sys.stderr)
