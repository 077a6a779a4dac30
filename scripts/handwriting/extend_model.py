#!/usr/bin/env python3
"""Adds the everyday Hong Kong characters the stroke file lacks (compose.py's 嘅 咗 佢 啲 …) to a
fitted model (build_model.py's HWR1), in its own discriminant space: each one's prototype is the
class mean of its clean composed centre-lines and SAMPLES distorted writings (augment.py), as
build_model.py's class means are, projected by the model's mean and LDA projection and quantised
the same way. The GB2312 characters' prototypes, the projection and the temperature are kept
byte for byte, so what the model read before it reads as before, except where a new character is
nearer. Nothing here reads the dev sets.

usage: extend_model.py MEDIANS.jsonl.gz BASE.bin OUT.bin [--samples N] [--seed S]
"""
import argparse
import os
import struct
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "engine"))
import augment  # noqa: E402
import build_model  # noqa: E402
import compose  # noqa: E402
import features  # noqa: E402
from engine_binary import write_file  # noqa: E402
from inspect_data import sections  # noqa: E402

META = "<IIIIIIffff"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("medians")
    ap.add_argument("base")
    ap.add_argument("out")
    ap.add_argument("--samples", type=int, default=12, help="distorted writings a character (build_model.py's default)")
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    base = sections(a.base)
    meta = list(struct.unpack(META, base["META"]))
    n, dim, dims, pen_up = meta[1], meta[2], meta[3], meta[6]
    codes = np.frombuffer(base["CHRS"], dtype="<u4")
    mu = np.frombuffer(base["MEAN"], dtype="<f4").astype(np.float64)
    proj = np.frombuffer(base["PROJ"], dtype="<f4").reshape(dims, dim).astype(np.float64)
    known = {chr(c) for c in codes}
    medians = compose.load(a.medians)
    added = {c: m for c, m in compose.composed(medians).items() if c not in known}
    chars = list(added)
    build_model._init([augment.medians_to_unit(m) for m in added.values()], pen_up)
    features.PEN_UP_WEIGHT = pen_up
    # Seeded after the file's characters (as if they followed them in build_model.py's chunks).
    x, y = build_model._make((0, len(chars), a.samples, a.seed * 100003 + n, (1.0, 1.0), True))
    means = np.zeros((len(chars), dim))
    np.add.at(means, y, x.astype(np.float64))
    means /= np.bincount(y, minlength=len(chars))[:, None]
    q, qs = build_model.quantize((means - mu) @ proj.T)
    norms = ((q.astype(np.float64) * qs[:, None]) ** 2).sum(axis=1).astype(np.float32)
    meta[1] = n + len(chars)
    write_file(a.out, "HWR1", [
        ("META", struct.pack(META, *meta)),
        ("CHRS", base["CHRS"] + np.array([ord(c) for c in chars], dtype="<u4").tobytes()),
        ("MEAN", base["MEAN"]),
        ("PROJ", base["PROJ"]),
        ("PROT", base["PROT"] + q.tobytes()),
        ("PSCL", base["PSCL"] + qs.astype("<f4").tobytes()),
        ("PNRM", base["PNRM"] + norms.astype("<f4").tobytes()),
    ])
    build_model.log("added", "".join(chars))


if __name__ == "__main__":
    main()
