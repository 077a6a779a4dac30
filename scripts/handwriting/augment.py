"""Writes a character the way a finger might: the font's stroke centre-lines distorted by a random
hand. Harsher than we expect real users to be: global affine and rotation, per-stroke slips, uneven
point spacing, jitter and wobble, hooks, strokes joined with the pen down, stroke-order slips and
reversed strokes, a short stroke missing or an extra dot."""
import math

import numpy as np


def medians_to_unit(medians):
    """Make Me a Hanzi's 1024 box (y up, top at 900) -> unit box, y down."""
    return [np.array([[x / 1024.0, (900.0 - y) / 1024.0] for x, y in s], dtype=np.float64) for s in medians]


def polyline_length(s):
    return float(np.hypot(*np.diff(s, axis=0).T).sum()) if len(s) > 1 else 0.0


def resample(s, rng, step):
    """Points along the polyline with uneven spacing (a finger speeds up and slows down)."""
    if len(s) < 2:
        return s.copy()
    d = np.hypot(*np.diff(s, axis=0).T)
    cum = np.concatenate([[0.0], np.cumsum(d)])
    total = cum[-1]
    if total <= 0:
        return s[:1].copy()
    steps = step * rng.lognormal(0.0, 0.45, size=int(total / step * 3) + 8)
    pos = np.concatenate([[0.0], np.cumsum(steps)])
    pos = pos[pos < total]
    pos = np.append(pos, total)
    x = np.interp(pos, cum, s[:, 0])
    y = np.interp(pos, cum, s[:, 1])
    return np.stack([x, y], axis=1)


def hook(s, rng, at_end):
    """A short tail where the finger leaves (or lands) in another direction."""
    if len(s) < 2:
        return s
    if at_end:
        a, b = s[-2], s[-1]
    else:
        a, b = s[1], s[0]
    d = b - a
    n = math.hypot(*d)
    if n == 0:
        return s
    ang = math.atan2(d[1], d[0]) + rng.choice([-1, 1]) * rng.uniform(math.radians(90), math.radians(165))
    length = rng.uniform(0.015, 0.06)
    tip = b + length * np.array([math.cos(ang), math.sin(ang)])
    return np.vstack([s, tip]) if at_end else np.vstack([tip, s])


def affine(points, m, t):
    return points @ m.T + t


def random_matrix(rng, rot_sd, shear_sd, scale_sd):
    r = math.radians(np.clip(rng.normal(0, rot_sd), -2.5 * rot_sd, 2.5 * rot_sd))
    rot = np.array([[math.cos(r), -math.sin(r)], [math.sin(r), math.cos(r)]])
    sh = np.array([[1.0, rng.normal(0, shear_sd)], [rng.normal(0, shear_sd * 0.6), 1.0]])
    sc = np.diag(np.exp(rng.normal(0, scale_sd, size=2)))
    return rot @ sh @ sc


def write(medians_unit, rng, harsh=1.0):
    """One distorted sample: a list of (n, 2) arrays on a 300 x 300 canvas, y down."""
    strokes = [s.copy() for s in medians_unit]
    n = len(strokes)
    # stroke-order slips and reversed strokes
    if n > 1 and rng.random() < 0.3 * harsh:
        for _ in range(rng.integers(1, 3)):
            i = rng.integers(0, n - 1)
            strokes[i], strokes[i + 1] = strokes[i + 1], strokes[i]
    for i in range(n):
        if rng.random() < 0.04 * harsh:
            strokes[i] = strokes[i][::-1].copy()
    # a short stroke missing, or an extra dot
    if n > 2 and rng.random() < 0.08 * harsh:
        short = [i for i, s in enumerate(strokes) if polyline_length(s) < 0.12]
        if short:
            del strokes[rng.choice(short)]
    if rng.random() < 0.05 * harsh:
        allp = np.concatenate(strokes)
        c = allp[rng.integers(0, len(allp))] + rng.normal(0, 0.05, size=2)
        a = rng.uniform(0, 2 * math.pi)
        strokes.insert(rng.integers(0, len(strokes) + 1),
                       np.array([c, c + rng.uniform(0.01, 0.05) * np.array([math.cos(a), math.sin(a)])]))
    # each stroke slips a little on its own
    out = []
    for s in strokes:
        c = s.mean(axis=0)
        m = random_matrix(rng, 4 * harsh, 0.05 * harsh, 0.07 * harsh)
        s = affine(s - c, m, c + rng.normal(0, 0.018 * harsh, size=2))
        out.append(s)
    strokes = out
    # hooks
    strokes = [hook(s, rng, True) if rng.random() < 0.15 * harsh else s for s in strokes]
    strokes = [hook(s, rng, False) if rng.random() < 0.08 * harsh else s for s in strokes]
    # joined strokes: the pen stays down from one stroke's end to the next one's start
    if len(strokes) > 1 and rng.random() < 0.4:
        p = rng.uniform(0.3, 1.0)
        joined = [strokes[0]]
        for s in strokes[1:]:
            if rng.random() < p:
                a, b = joined[-1][-1], s[0]
                mid = (a + b) / 2 + rng.normal(0, 0.02, size=2)
                joined[-1] = np.vstack([joined[-1], mid, s])
            else:
                joined.append(s)
        strokes = joined
    # the whole character: affine
    allp = np.concatenate(strokes)
    c = allp.mean(axis=0)
    m = random_matrix(rng, 7 * harsh, 0.12 * harsh, 0.13 * harsh)
    strokes = [affine(s - c, m, c) for s in strokes]
    # uneven spacing, wobble and jitter
    step = rng.uniform(0.004, 0.03)
    jitter = rng.uniform(0.0, 0.007) * harsh
    wobble = rng.uniform(0.0, 0.012) * harsh
    res = []
    for s in strokes:
        r = resample(s, rng, step)
        k = len(r)
        if k > 2 and wobble > 0:
            t = np.linspace(0, 1, k)
            for axis in range(2):
                f = rng.uniform(0.5, 2.5)
                r[:, axis] += wobble * math.sin(1) * np.sin(2 * math.pi * f * t + rng.uniform(0, 2 * math.pi))
        r += rng.normal(0, jitter, size=r.shape)
        # a finger rests a moment where it lands and lifts
        if rng.random() < 0.5:
            r = np.vstack([np.repeat(r[:1], rng.integers(1, 4), axis=0), r, np.repeat(r[-1:], rng.integers(1, 4), axis=0)])
        res.append(r)
    # onto the canvas: a random size and place, whole pixels
    allp = np.concatenate(res)
    lo, hi = allp.min(axis=0), allp.max(axis=0)
    size = max(hi - lo)
    scale = rng.uniform(150, 270) / max(size, 1e-6)
    off = rng.uniform(10, 30, size=2)
    return [np.round((r - lo) * scale + off) for r in res]
