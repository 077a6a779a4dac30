"""Stroke-order-free features of one written character, exactly as Sources/Handwriting/Features computes them.

Points are normalised by their ink moments (centroid and spread, each axis with a floor so a flat
character stays flat), every pen-down segment (and, weakly, every pen-up move between strokes) is
cut into pieces no longer than a cell and split between the two nearest of 8 directions; the
pieces' lengths are spread bilinearly over a 16 x 16 grid per direction, blurred [1 2 1] and summed
2 x 2 to 8 x 8, divided by the ink length and square-rooted: 8 x 8 x 8 = 512 numbers.
"""
import math

import numpy as np

FINE = 16          # splat grid per direction
COARSE = 8         # feature grid per direction
DIRS = 8
DIM = DIRS * COARSE * COARSE
PEN_UP_WEIGHT = 0.25
SPREAD_FLOOR = 0.4  # an axis' spread is at least this share of the larger one
SPAN = 4.0          # the grid covers +-2 spreads around the centroid
MAX_PIECES = 64     # a segment is cut into at most this many pieces (a wild point costs no more time)


def features(strokes):
    """strokes: list of (n, 2) float arrays (y down). Returns a float32 vector of DIM, or None."""
    strokes = [s for s in strokes if len(s) > 0]
    if not strokes:
        return None
    segs = []   # (x0, y0, x1, y1, weight)
    for k, s in enumerate(strokes):
        if len(s) > 1:
            segs.append(np.concatenate([s[:-1], s[1:], np.ones((len(s) - 1, 1))], axis=1))
        if k + 1 < len(strokes):
            a, b = s[-1], strokes[k + 1][0]
            segs.append(np.array([[a[0], a[1], b[0], b[1], PEN_UP_WEIGHT]]))
    if not segs:
        return None
    seg = np.concatenate(segs)
    dx = seg[:, 2] - seg[:, 0]
    dy = seg[:, 3] - seg[:, 1]
    length = np.hypot(dx, dy)
    down = seg[:, 4] == 1.0
    ink = length[down].sum()
    if not ink > 0:
        return None
    mx = (seg[down, 0] + seg[down, 2]) * 0.5
    my = (seg[down, 1] + seg[down, 3]) * 0.5
    wl = length[down]
    cx = (mx * wl).sum() / ink
    cy = (my * wl).sum() / ink
    # second moments of the segments as uniform rods: centre term + length^2/12
    vx = ((((mx - cx) ** 2) + dx[down] ** 2 / 12.0) * wl).sum() / ink
    vy = ((((my - cy) ** 2) + dy[down] ** 2 / 12.0) * wl).sum() / ink
    sx, sy = math.sqrt(vx), math.sqrt(vy)
    big = max(sx, sy)
    if not big > 0:
        return None
    sx = max(sx, SPREAD_FLOOR * big)
    sy = max(sy, SPREAD_FLOOR * big)
    # normalised coordinates in grid units: [0, FINE)
    fx = FINE / (SPAN * sx)
    fy = FINE / (SPAN * sy)
    x0 = (seg[:, 0] - cx) * fx + FINE / 2
    y0 = (seg[:, 1] - cy) * fy + FINE / 2
    x1 = (seg[:, 2] - cx) * fx + FINE / 2
    y1 = (seg[:, 3] - cy) * fy + FINE / 2
    ddx = x1 - x0
    ddy = y1 - y0
    glen = np.hypot(ddx, ddy)
    keep = glen > 0
    x0, y0, ddx, ddy, glen, w = x0[keep], y0[keep], ddx[keep], ddy[keep], glen[keep], seg[keep, 4]
    # direction split: angle in units of 45 degrees
    ang = np.arctan2(ddy, ddx) / (math.pi / 4)
    ang = np.mod(ang, 8.0)
    d0 = np.floor(ang).astype(np.int64) % 8
    frac = ang - np.floor(ang)
    d1 = (d0 + 1) % 8
    # pieces
    n = np.minimum(MAX_PIECES, np.maximum(1, np.ceil(glen).astype(np.int64)))
    idx = np.repeat(np.arange(len(n)), n)
    start = np.cumsum(n) - n
    t = (np.arange(n.sum()) - np.repeat(start, n) + 0.5) / np.repeat(n, n)
    px = x0[idx] + ddx[idx] * t - 0.5
    py = y0[idx] + ddy[idx] * t - 0.5
    pw = (glen * w / n)[idx]
    grid = np.zeros((DIRS, FINE + 2, FINE + 2))
    # ink beyond the grid's edge lands on the edge cells
    px = np.clip(px, 0.0, FINE - 1.0)
    py = np.clip(py, 0.0, FINE - 1.0)
    ix = np.floor(px).astype(np.int64)
    iy = np.floor(py).astype(np.int64)
    ax = px - ix
    ay = py - iy
    for dsel, share in ((d0[idx], (1 - frac)[idx]), (d1[idx], frac[idx])):
        v = pw * share
        for ox, oy, ww in ((0, 0, (1 - ax) * (1 - ay)), (1, 0, ax * (1 - ay)), (0, 1, (1 - ax) * ay), (1, 1, ax * ay)):
            np.add.at(grid, (dsel, iy + oy + 1, ix + ox + 1), v * ww)
    g = grid[:, 1:FINE + 1, 1:FINE + 1]
    # blur [1 2 1]/4 both ways (zero outside), then 2x2 sums
    pad = np.pad(g, ((0, 0), (1, 1), (1, 1)))
    h = (pad[:, :, :-2] + 2 * pad[:, :, 1:-1] + pad[:, :, 2:]) / 4
    v = (h[:, :-2, :] + 2 * h[:, 1:-1, :] + h[:, 2:, :]) / 4
    c = v.reshape(DIRS, COARSE, 2, COARSE, 2).sum(axis=(2, 4))
    total = glen[w == 1.0].sum()
    out = np.sqrt(c.reshape(-1) / total)
    return out.astype(np.float32)
