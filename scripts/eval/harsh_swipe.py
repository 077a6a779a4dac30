#!/usr/bin/env python3
"""Redraw a swipe set's words by a harsher hand, to check that the 滑行 decoder is robust to
hands other than the one that drew the dev sets (never to train or tune on alone).

  harsh_swipe.py ../shared/eval/swipe/swipe-en-dev.jsonl > /tmp/swipe-en-harsh.jsonl [--seed 7]
  score_swipe.py /tmp/swipe-en-harsh.jsonl --bin .build/release/shurufa    # and --shark2, the anchor

Each line keeps its word, context and layout (English: `text`; pinyin sets: the `pinyin` field
spells the keys), and its `points` are drawn anew over the key faces in keys.json, by a hand
unlike the dev sets' in each way the judges name:
- wider aims: each key's aim is off its centre by a Gaussian of 0.33 key widths across and 0.25
  key heights up and down, plus one offset for the whole word (a thumb held off to one side);
- more corner cutting: the polyline through the aims is smoothed by a wide moving average
  (a window of 0.6–1.4 key widths of path), so a corner key is passed at a distance;
- overshoot at the end: on 70 % of words the path runs on 0.2–0.9 key widths past the last aim,
  the direction of the last stroke bent by up to 30 degrees;
- uneven sampling: intervals drawn from 6–40 ms (a screen at 30 to 120 Hz, with stalls), a
  constant speed along the path with a slow-down at each aim, and 0.8 points of jitter;
- a doubled letter is one aim (a finger does not mark it), a one-letter word is a short wiggle.
Seeded: the same input and seed give the same set."""
import argparse, json, math, os, random, sys

KEYS_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "shared", "eval", "swipe", "keys.json")


def key_faces(path):
    faces = json.load(open(path))["keys"]
    return {k: (x + w / 2, y + h / 2, w, h) for k, (x, y, w, h) in faces.items()}


def smooth(points, window):
    """A moving average over `window` points of a densely resampled polyline (corner cutting),
    the ends held in place so the first and last aims are still reached."""
    out = []
    half = window // 2
    for i in range(len(points)):
        lo, hi = max(0, i - half), min(len(points), i + half + 1)
        span = min(i - lo, hi - 1 - i)
        lo, hi = i - span, i + span + 1
        xs = sum(p[0] for p in points[lo:hi]) / (hi - lo)
        ys = sum(p[1] for p in points[lo:hi]) / (hi - lo)
        out.append((xs, ys))
    return out


def densify(aims, step):
    """The polyline through `aims` resampled every `step` points; returns points and, for each,
    whether it lies near an aim (where the hand slows)."""
    out, near = [aims[0]], [True]
    for (x0, y0), (x1, y1) in zip(aims, aims[1:]):
        d = math.hypot(x1 - x0, y1 - y0)
        n = max(1, int(d / step))
        for i in range(1, n + 1):
            t = i / n
            out.append((x0 + (x1 - x0) * t, y0 + (y1 - y0) * t))
            near.append(min(t, 1 - t) * d < 6)
    return out, near


def draw(letters, keys, rng):
    seq = [c for i, c in enumerate(letters) if i == 0 or c != letters[i - 1]]
    kw = keys["q"][2]
    bias = (rng.gauss(0, 0.12 * kw), rng.gauss(0, 0.1 * keys["q"][3]))
    aims = []
    for c in seq:
        cx, cy, w, h = keys[c]
        aims.append((cx + bias[0] + rng.gauss(0, 0.33 * w), cy + bias[1] + rng.gauss(0, 0.25 * h)))
    if len(aims) == 1:
        x, y = aims[0]
        aims = [(x - 4, y), (x + 4, y + 2), (x, y)]
    if rng.random() < 0.7:
        (x0, y0), (x1, y1) = aims[-2], aims[-1]
        d = math.hypot(x1 - x0, y1 - y0) or 1
        turn = math.radians(rng.uniform(-30, 30))
        ux, uy = (x1 - x0) / d, (y1 - y0) / d
        ux, uy = ux * math.cos(turn) - uy * math.sin(turn), ux * math.sin(turn) + uy * math.cos(turn)
        run = rng.uniform(0.2, 0.9) * kw
        aims.append((x1 + ux * run, y1 + uy * run))
    step = 1.0
    dense, near = densify(aims, step)
    window = max(1, int(rng.uniform(0.6, 1.4) * kw / step))
    dense = smooth(dense, window)
    # Walk the path at ~0.9 pt/ms, 0.35 pt/ms near an aim; sample at uneven intervals.
    times = [0.0]
    for i in range(1, len(dense)):
        speed = 0.35 if near[i] else rng.uniform(0.7, 1.1)
        d = math.hypot(dense[i][0] - dense[i - 1][0], dense[i][1] - dense[i - 1][1])
        times.append(times[-1] + d / speed)
    points, t, i = [], 0.0, 0
    while True:
        while i < len(times) - 1 and times[i + 1] < t:
            i += 1
        if i >= len(times) - 1:
            break
        span = times[i + 1] - times[i] or 1
        f = (t - times[i]) / span
        x = dense[i][0] + (dense[i + 1][0] - dense[i][0]) * f + rng.gauss(0, 0.8)
        y = dense[i][1] + (dense[i + 1][1] - dense[i][1]) * f + rng.gauss(0, 0.8)
        points.append([round(x, 1), round(y, 1), round(t)])
        t += rng.choice([rng.uniform(6, 12), rng.uniform(14, 20), rng.uniform(28, 40)])
    last = dense[-1]
    points.append([round(last[0], 1), round(last[1], 1), round(max(t, times[-1]))])
    return points


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("set")
    ap.add_argument("--keys", default=KEYS_PATH)
    ap.add_argument("--seed", type=int, default=7)
    a = ap.parse_args()
    keys = key_faces(a.keys)
    rng = random.Random(a.seed)
    for line in open(a.set, encoding="utf-8"):
        item = json.loads(line)
        letters = (item.get("pinyin") if item["layout"] == "pinyin-26" else item["text"]).lower()
        letters = "".join(c for c in letters if c in keys)
        if not letters:
            continue
        item["points"] = draw(letters, keys, rng)
        sys.stdout.write(json.dumps(item, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
