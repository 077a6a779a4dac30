#!/usr/bin/env python3
"""Fits the handwriting model from the stroke centre-lines alone and writes handwriting.bin (HWR1).

For each of the 6,763 characters: the clean centre-lines plus SAMPLES distorted writings
(augment.py) -> 512 stroke-order-free features (features.py) -> LDA to DIMS -> one prototype per
class (the class mean) refined by LVQ on fresh distorted writings -> a temperature fitted on another
fresh set so that prototype distances read as log-likelihoods. Nothing here reads the dev sets.
(extend_model.py then adds the Hong Kong characters the file lacks; build.sh runs both.)

usage: build_model.py MEDIANS.jsonl.gz OUT.bin [--samples N] [--dims D] [--seed S] [--jobs J]
"""
import argparse
import gzip
import json
import math
import multiprocessing as mp
import os
import struct
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "engine"))
import augment  # noqa: E402
import features  # noqa: E402

MODEL_VERSION = 1


def log(*a):
    print(time.strftime("%H:%M:%S"), *a, file=sys.stderr, flush=True)


_CHARS = None


def _init(chars, pen_up):
    global _CHARS
    _CHARS = chars
    features.PEN_UP_WEIGHT = pen_up


def _make(job):
    """Features of SAMPLES writings of the characters in [lo, hi), seeded per job."""
    lo, hi, samples, seed, harsh, clean = job
    rng = np.random.default_rng(seed)
    xs, ys = [], []
    for c in range(lo, hi):
        unit = _CHARS[c]
        if clean:
            f = features.features(unit)
            if f is not None:
                xs.append(f)
                ys.append(c)
        for _ in range(samples):
            level = harsh[0] if harsh[0] == harsh[1] else rng.uniform(*harsh)
            f = features.features(augment.write(unit, rng, level))
            if f is not None:
                xs.append(f)
                ys.append(c)
    return np.array(xs, dtype=np.float32), np.array(ys, dtype=np.int32)


def generate(pool, n, samples, seed, harsh, clean, chunk=100):
    jobs = [(lo, min(n, lo + chunk), samples, seed * 100003 + lo, harsh, clean) for lo in range(0, n, chunk)]
    parts = pool.map(_make, jobs)
    return np.concatenate([p[0] for p in parts]), np.concatenate([p[1] for p in parts])


def lda(x, y, n_classes, dims, reg):
    mu = x.mean(axis=0, dtype=np.float64)
    counts = np.bincount(y, minlength=n_classes).astype(np.float64)
    means = np.zeros((n_classes, x.shape[1]))
    np.add.at(means, y, x.astype(np.float64))
    means /= counts[:, None]
    r = x.astype(np.float64) - means[y]
    sw = r.T @ r / len(x)
    sw += reg * np.trace(sw) / sw.shape[0] * np.eye(sw.shape[0])
    cm = means - mu
    sb = (cm * counts[:, None]).T @ cm / len(x)
    lam, u = np.linalg.eigh(sw)
    w = u / np.sqrt(lam)
    lb, v = np.linalg.eigh(w.T @ sb @ w)
    order = np.argsort(lb)[::-1][:dims]
    proj = (w @ v[:, order]).T  # dims x features
    return mu, proj, means


def nearest(z, protos, k=10, block=4096):
    pn = (protos ** 2).sum(axis=1)
    out_i, out_d = [], []
    for s in range(0, len(z), block):
        q = z[s:s + block]
        d = pn[None, :] - 2 * q @ protos.T + (q ** 2).sum(axis=1)[:, None]
        idx = np.argpartition(d, k, axis=1)[:, :k]
        dd = np.take_along_axis(d, idx, axis=1)
        o = np.argsort(dd, axis=1)
        out_i.append(np.take_along_axis(idx, o, axis=1))
        out_d.append(np.take_along_axis(dd, o, axis=1))
    return np.concatenate(out_i), np.concatenate(out_d)


def lvq(z, y, protos, epochs, rate, seed):
    """LVQ (generalised, one prototype per class): pull the right prototype towards a sample the
    nearest wrong one is close to beating, push that wrong one away."""
    rng = np.random.default_rng(seed)
    protos = protos.copy()
    for e in range(epochs):
        order = rng.permutation(len(z))
        lr = rate * (1 - e / epochs)
        for s in range(0, len(order), 2048):
            b = order[s:s + 2048]
            q, t = z[b], y[b]
            idx, dist = nearest(q, protos, k=2)
            dt = ((q - protos[t]) ** 2).sum(axis=1)
            wrong = np.where(idx[:, 0] == t, idx[:, 1], idx[:, 0])
            dw = np.where(idx[:, 0] == t, dist[:, 1], dist[:, 0])
            mu = (dt - dw) / (dt + dw + 1e-9)
            g = 4 * np.exp(-mu * 4) / (1 + np.exp(-mu * 4)) ** 2  # sigmoid'(4 mu) * 4, peaks at the border
            active = g > 1e-3
            denom = (dt + dw + 1e-9) ** 2
            cr = (lr * g * dw / denom)[active, None]
            cw = (lr * g * dt / denom)[active, None]
            np.add.at(protos, t[active], cr * (q[active] - protos[t[active]]))
            np.add.at(protos, wrong[active], -cw * (q[active] - protos[wrong[active]]))
    return protos


def accuracy(z, y, protos):
    idx, _ = nearest(z, protos)
    return (idx[:, 0] == y).mean(), (idx == y[:, None]).any(axis=1).mean()


def fit_temperature(z, y, protos, top=20):
    """The scale s that makes softmax(-s * d) over the top candidates most likely for the truth."""
    idx, d = nearest(z, protos, k=top)
    hit = idx == y[:, None]
    rows = hit.any(axis=1)
    d, hit = d[rows], hit[rows]
    best = None
    for s in np.exp(np.linspace(math.log(0.02), math.log(5), 60)):
        l = -s * d
        l -= l.max(axis=1, keepdims=True)
        ll = (l[hit] - np.log(np.exp(l).sum(axis=1))).mean()
        if best is None or ll > best[0]:
            best = (ll, s)
    return best[1]


def quantize(protos):
    scale = np.abs(protos).max(axis=1) / 127.0
    scale[scale == 0] = 1.0
    q = np.clip(np.round(protos / scale[:, None]), -127, 127).astype(np.int8)
    return q, scale.astype(np.float32)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("medians")
    ap.add_argument("out")
    ap.add_argument("--samples", type=int, default=12)
    ap.add_argument("--lvq-samples", type=int, default=6, help="writings per character for the LVQ refinement (0: none)")
    ap.add_argument("--lvq-epochs", type=int, default=2)
    ap.add_argument("--dims", type=int, default=160)
    ap.add_argument("--reg", type=float, default=0.01, help="within-class scatter's ridge, a share of its mean variance")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--harshness", type=float, nargs=2, default=[1.0, 1.0], metavar=("LOW", "HIGH"),
                    help="each training writing's distortion is drawn from this range (1 = augment.py's scale)")
    ap.add_argument("--pen-up", type=float, default=features.PEN_UP_WEIGHT, help="weight of pen-up moves in the features")
    ap.add_argument("--cache", help="keep the generated features in this .npz (a second run with other LDA settings reuses them)")
    ap.add_argument("--limit", type=int, default=0, help="first N characters only (a quick try)")
    a = ap.parse_args()
    started = time.time()
    chars, units = [], []
    with gzip.open(a.medians, "rt", encoding="utf-8") as f:
        for line in f:
            o = json.loads(line)
            chars.append(o["character"])
            units.append(augment.medians_to_unit(o["medians"]))
    if a.limit:
        chars, units = chars[:a.limit], units[:a.limit]
    n = len(chars)
    log("characters", n)
    features.PEN_UP_WEIGHT = a.pen_up
    harsh = tuple(a.harshness)
    with mp.Pool(a.jobs, initializer=_init, initargs=(units, a.pen_up)) as pool:
        if a.cache and os.path.exists(a.cache):
            cached = np.load(a.cache)
            x, y, xh, yh = cached["x"], cached["y"], cached["xh"], cached["yh"]
        else:
            x, y = generate(pool, n, a.samples, a.seed, harsh, True)
            xh, yh = generate(pool, n, 1, a.seed + 7, (1.0, 1.0), False)
            if a.cache:
                np.savez(a.cache, x=x, y=y, xh=xh, yh=yh)
        log("training writings", len(x))
        mu, proj, means = lda(x, y, n, a.dims, a.reg)
        del x
        log("lda", proj.shape)
        protos = (means - mu) @ proj.T
        zh = (xh - mu) @ proj.T
        log("held-out (class means) top1/top10 %.4f %.4f" % accuracy(zh, yh, protos))
        if a.lvq_samples:
            xl, yl = generate(pool, n, a.lvq_samples, a.seed + 3, harsh, False)
            zl = ((xl - mu) @ proj.T).astype(np.float64)
            del xl
            protos = lvq(zl, yl, protos, a.lvq_epochs, 0.05, a.seed)
            log("held-out (lvq) top1/top10 %.4f %.4f" % accuracy(zh, yh, protos))
        scale = fit_temperature(zh, yh, protos)
        log("temperature scale", scale)
    q, qs = quantize(protos)
    deq = q.astype(np.float64) * qs[:, None]
    log("held-out (int8) top1/top10 %.4f %.4f" % accuracy(zh, yh, deq))
    norms = (deq ** 2).sum(axis=1).astype(np.float32)
    codes = np.array([ord(c) for c in chars], dtype="<u4")
    sys.path.insert(0, os.path.join(HERE, "..", "engine"))
    from engine_binary import write_file
    meta = struct.pack("<IIIIIIffff", MODEL_VERSION, n, features.DIM, a.dims, features.FINE, features.COARSE,
                       features.PEN_UP_WEIGHT, features.SPREAD_FLOOR, features.SPAN, float(scale))
    write_file(a.out, "HWR1", [
        ("META", meta),
        ("CHRS", codes.tobytes()),
        ("MEAN", mu.astype("<f4").tobytes()),
        ("PROJ", proj.astype("<f4").tobytes()),
        ("PROT", q.tobytes()),
        ("PSCL", qs.astype("<f4").tobytes()),
        ("PNRM", norms.astype("<f4").tobytes()),
    ])
    log("done in %.0f s" % (time.time() - started))


if __name__ == "__main__":
    main()
