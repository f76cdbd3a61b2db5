#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
"""Writes the big level, assets/levels/09-grand-tour.tmj: a 6400 x 4160 px
map of six districts, each a lesson of the small levels at scale, toured in
a U from the top left to the bottom left, with over 3,000 actors.

    yard (crates)        windmill farm (spin)   rail yard (patrol lanes)
    factory (belts, saws) market (crowds)       forest (trees, trails)

Roads 160 px wide run between the districts. Things are placed as rotated
boxes kept apart: no two still things touch, no blade sweeps over anything,
no still thing stands on a patrol route or a pickup. Only the crowds meet
each other (shoppers whose strolls cross, strays). The output depends only
on SEED: change a district below, run this again, then make a new winning
script with tests/levels/plan_win (docs/levels.md).

    scripts/levels/grand_tour.py [OUT.tmj]
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tiled_map import Map  # noqa: E402

SEED = 2026
TILES_X, TILES_Y = 200, 130
W, H = TILES_X * 32, TILES_Y * 32
ROAD = 80  # half a road: each district keeps this far from its edges

CRATE, POST, BLADE, STONE = "#ff9c7a4e", "#ff8a8f99", "#ffd9dde6", "#ff6a6f79"
HAY = "#ffb0a090"
CARS = ["#ffd04a4a", "#ffe07030", "#ffc05090"]
CONTAINERS = ["#ff4a6a8a", "#ff4f7a66", "#ff6a6f79", "#ff5a5f8a"]
TREES = ["#ff3f7f4a", "#ff4f8f3c", "#ff35704f", "#ff5a8a40"]
SHOPPERS = ["#ff7fc97f", "#ffbeaed4", "#fff4a6b8", "#ffa6e3e9", "#ff66c2a5", "#fff0027f",
            "#ffbf5b17"]
STALLS = ["#ffa0522d", "#ff8b6f47", "#ff7a5c3a"]


class Rng:
    """splitmix64: the same numbers from SEED on every Python."""

    def __init__(self, seed):
        self.s = seed & (2**64 - 1)

    def next(self):
        self.s = (self.s + 0x9E3779B97F4A7C15) & (2**64 - 1)
        z = self.s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & (2**64 - 1)
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & (2**64 - 1)
        return z ^ (z >> 31)

    def uniform(self, lo, hi):
        return lo + (hi - lo) * (self.next() >> 11) / float(1 << 53)

    def below(self, n):
        return self.next() % n

    def choice(self, items):
        return items[self.below(len(items))]


class Box:
    """A rotated rectangle: centre, half extents, angle in degrees."""

    def __init__(self, x, y, hw, hh, angle=0.0):
        a = math.radians(angle)
        self.axes = ((math.cos(a), math.sin(a)), (-math.sin(a), math.cos(a)))
        (ux, uy), (vx, vy) = self.axes
        self.corners = [(x + sx * hw * ux + sy * hh * vx, y + sx * hw * uy + sy * hh * vy)
                        for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1))]
        xs = [c[0] for c in self.corners]
        ys = [c[1] for c in self.corners]
        self.bounds = (min(xs), min(ys), max(xs), max(ys))

    def meets(self, other):
        """The closed rectangles share a point (separating axes)."""
        for ax, ay in self.axes + other.axes:
            p = [cx * ax + cy * ay for cx, cy in self.corners]
            q = [cx * ax + cy * ay for cx, cy in other.corners]
            if max(p) < min(q) or max(q) < min(p):
                return False
        return True


class Space:
    """Boxes already taken, hashed by cell: a new thing goes only where its
    box grown by a gap meets none of them."""

    CELL = 64

    def __init__(self):
        self.cells = {}

    def _keys(self, box):
        c = self.CELL
        x0, y0, x1, y1 = box.bounds
        for i in range(int(x0 // c), int(x1 // c) + 1):
            for j in range(int(y0 // c), int(y1 // c) + 1):
                yield i, j

    def free(self, x, y, hw, hh, angle=0.0, gap=0.0):
        box = Box(x, y, hw + gap, hh + gap, angle)
        return all(not box.meets(o) for k in self._keys(box) for o in self.cells.get(k, ()))

    def take(self, x, y, hw, hh, angle=0.0):
        box = Box(x, y, hw, hh, angle)
        for k in self._keys(box):
            self.cells.setdefault(k, []).append(box)

    @staticmethod
    def _segments(points, r):
        for (ax, ay), (bx, by) in zip(points, points[1:]):
            yield ((ax + bx) / 2, (ay + by) / 2, math.hypot(bx - ax, by - ay) / 2 + r, r,
                   math.degrees(math.atan2(by - ay, bx - ax)))

    def take_path(self, points, r):
        """What walks the polyline reaches no further than r from it."""
        for seg in self._segments(points, r):
            self.take(*seg)

    def path_free(self, points, r):
        return all(self.free(*seg) for seg in self._segments(points, r))


class Level:
    def __init__(self):
        self.map = Map("Grand Tour", TILES_X, TILES_Y, 200, 240, theme="grass")
        self.space = Space()
        self.rng = Rng(SEED)
        self.coins = 0

    def static(self, name, x, y, w, h, angle, color, gap=4, look=None):
        if not self.space.free(x, y, w / 2, h / 2, angle, gap):
            return False
        self.space.take(x, y, w / 2, h / 2, angle)
        self.map.actor(name, x, y, w, h, angle, color=color, look=look)
        return True

    def pickup(self, x, y, clear=30):
        """A coin, kept clear of what comes after it."""
        self.coins += 1
        self.space.take(x, y, 10 + clear, 10 + clear)
        self.map.pickup("coin %d" % self.coins, x, y)


def district(col, row):
    """A district's usable rectangle: x0, y0, x1, y1."""
    xs = [0, 2130, 4270, W]
    ys = [0, 2080, H]
    return xs[col] + ROAD, ys[row] + ROAD, xs[col + 1] - ROAD, ys[row + 1] - ROAD


def yard(lv):
    """Stacks of crates in a grid, aisles between: driving and turning."""
    x0, y0, x1, y1 = district(0, 0)
    lv.map.layer("Yard")
    for (x, y) in ((560, 400), (1150, 180), (1700, 560), (400, 1150), (980, 960),
                   (1520, 1280), (700, 1750), (1320, 1820)):
        lv.pickup(x0 + x, y0 + y)
    n = 0
    for cy in range(int(y0) + 200, int(y1) - 60, 230):
        for cx in range(int(x0) + 220, int(x1) - 80, 260):
            cols, rows = 2 + lv.rng.below(2), 2 + lv.rng.below(2)
            size = 40
            turn = lv.rng.choice((0, 0, 15, -15, 30))
            a = math.radians(turn)
            for i in range(cols):
                for j in range(rows):
                    dx = (i - (cols - 1) / 2) * (size + 6)
                    dy = (j - (rows - 1) / 2) * (size + 6)
                    x = cx + dx * math.cos(a) - dy * math.sin(a)
                    y = cy + dx * math.sin(a) + dy * math.cos(a)
                    n += 1
                    lv.static("crate %d" % n, x, y, size, size, turn, CRATE, gap=1)


def windmills(lv):
    """A field of windmills turning both ways, posts between them: timing."""
    x0, y0, x1, y1 = district(1, 0)
    lv.map.layer("Windmill farm")
    for (x, y) in ((150, 300), (700, 140), (1300, 330), (1800, 200), (420, 900),
                   (1150, 1050), (1700, 1300), (300, 1700), (1000, 1800)):
        lv.pickup(x0 + x, y0 + y, clear=0)
    pitch = 280
    k = 0
    for j, cy in enumerate(range(int(y0) + 200, int(y1) - 100, pitch)):
        for i, cx in enumerate(range(int(x0) + 200, int(x1) - 100, pitch)):
            length = lv.rng.uniform(170, 200)
            spin = lv.rng.uniform(45, 110) * (1 if (i + j) % 2 else -1)
            if not lv.space.free(cx, cy, length / 2, length / 2, gap=12):
                continue
            lv.space.take(cx, cy, length / 2 + 4, length / 2 + 4)
            k += 1
            lv.map.actor("windmill %d" % k, cx, cy, length, 14, lv.rng.uniform(0, 180), "spin",
                         BLADE, spin=round(spin))
            lv.static("post %d" % k, cx + pitch / 2, cy + pitch / 2, 26, 26, 45, POST)
    n = 0
    for _ in range(4000):
        x, y = lv.rng.uniform(x0, x1), lv.rng.uniform(y0, y1)
        if lv.static("bale %d" % (n + 1), x, y, 30, 20, round(lv.rng.uniform(0, 180)), HAY,
                     gap=34):
            n += 1
            if n == 220:
                break


def rail_yard(lv):
    """Lanes of cars going back and forth, rows of containers between them with
    gaps to cross by: patrols."""
    x0, y0, x1, y1 = district(2, 0)
    lv.map.layer("Rail yard")
    lanes = list(range(int(y0) + 120, int(y1) - 60, 200))
    for (x, y) in ((200, 0), (1300, 0), (700, 2), (1700, 3), (400, 4), (1100, 5), (1600, 6),
                   (300, 7), (900, 8)):
        lv.pickup(x0 + x, lanes[y] + 100 if y < len(lanes) - 1 else lanes[y], clear=0)
    for i, y in enumerate(lanes):
        lane = lv.map.path("lane %d" % (i + 1), [(x0 + 40, y), (x1 - 40, y)])
        lv.space.take_path([(x0 + 40, y), (x1 - 40, y)], 45)
        for j in range(4):
            x = x0 + 100 + (x1 - x0 - 200) * (j + lv.rng.uniform(0.1, 0.9)) / 4
            lv.map.actor("car %d-%d" % (i + 1, j + 1), x, y, 70, 34, 0, "patrol",
                         CARS[j % len(CARS)], speed=round(lv.rng.uniform(70, 190)), path=lane)
    n = 0
    for y in lanes[:-1]:
        x = x0 + 40 + lv.rng.uniform(0, 120)
        while x < x1 - 200:
            length = lv.rng.uniform(120, 200)
            n += 1
            lv.static("container %d" % n, x + length / 2, y + 100, length, 44, 0,
                      lv.rng.choice(CONTAINERS), gap=1)
            x += length + (150 if lv.rng.below(3) == 0 else 6)


def forest(lv):
    """Dense trees with winding trails and clearings: finding a way."""
    x0, y0, x1, y1 = district(2, 1)
    lv.map.layer("Forest")
    # trails from the top (the rail yard's road) to the left (the market's)
    trails = [
        [(300, 0), (350, 400), (800, 600), (900, 1000), (500, 1300), (0, 1500)],
        [(1500, 0), (1400, 500), (1700, 900), (1300, 1300), (1500, 1700), (900, 1900)],
        [(800, 600), (1400, 500)], [(900, 1000), (1300, 1300)], [(500, 1300), (900, 1900)],
        [(0, 400), (350, 400)], [(900, 1900), (0, 1800)],
    ]
    trails = [[(x0 + x, y0 + y) for x, y in t] for t in trails]
    clearings = [(350, 400), (800, 600), (1700, 900), (900, 1000), (1300, 1300), (500, 1300),
                 (1500, 1700), (900, 1900)]
    for (x, y) in clearings:
        lv.pickup(x0 + x, y0 + y, clear=70)

    def near_trail(x, y):
        for t in trails:
            for (ax, ay), (bx, by) in zip(t, t[1:]):
                dx, dy = bx - ax, by - ay
                u = max(0, min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
                if math.hypot(x - ax - u * dx, y - ay - u * dy) < 62:
                    return True
        return False

    n = 0
    for _ in range(150000):
        x, y = lv.rng.uniform(x0, x1), lv.rng.uniform(y0, y1)
        size = lv.rng.uniform(14, 26)
        angle = round(lv.rng.uniform(0, 90))
        if near_trail(x, y) or not lv.space.free(x, y, size / 2, size / 2, angle, 10):
            continue
        n += 1
        lv.static("tree %d" % n, x, y, size, size, angle, lv.rng.choice(TREES), gap=10,
                  look="tree")
        if n == 1900:
            break


def market(lv):
    """Rows of stalls and a crowd of shoppers in the aisles: weaving through."""
    x0, y0, x1, y1 = district(1, 1)
    lv.map.layer("Market")
    rows = list(range(int(y0) + 80, int(y1), 180))
    k = 0
    for r, y in enumerate(rows):
        x = x0 + 20
        while x < x1 - 100:
            if lv.rng.below(5) == 0 or (x - x0) % 700 < 100:
                x += 130  # a way across
                continue
            k += 1
            lv.static("stall %d" % k, x + 45, y, 90, 50, 0, lv.rng.choice(STALLS), gap=1)
            x += 96
    for (x, y) in ((300, 1), (1100, 2), (1800, 3), (600, 5), (1400, 6), (200, 8), (1000, 9),
                   (1700, 10)):
        lv.pickup(x0 + x, rows[y] - 90, clear=24)
    s = 0
    for y in rows[1:]:
        aisle = y - 90
        for _ in range(34):
            x = lv.rng.uniform(x0 + 60, x1 - 60)
            span = lv.rng.uniform(80, 260)
            pts = [(x, aisle + lv.rng.uniform(-30, 30)),
                   (min(x1 - 40, x + span), aisle + lv.rng.uniform(-30, 30))]
            if not lv.space.path_free(pts, 16):
                continue
            s += 1
            path = lv.map.path("stroll %d" % s, pts)
            lv.map.actor("shopper %d" % s, pts[0][0], pts[0][1], 20, 16, 0, "patrol",
                         lv.rng.choice(SHOPPERS), speed=round(lv.rng.uniform(20, 55)),
                         spin=180, path=path)


def factory(lv):
    """Belts carrying boxes up and down, saws between them, machines and
    barrels in the way: everything at once."""
    x0, y0, x1, y1 = district(0, 1)
    lv.map.layer("Factory")
    belts = list(range(int(x0) + 150, int(x1) - 100, 260))
    for (i, y) in ((0, 300), (1, 1200), (2, 700), (3, 1600), (4, 400), (5, 1000), (6, 1800),
                   (2, 1850)):
        if i < len(belts) - 1:
            lv.pickup(belts[i] + 130, y0 + y, clear=20)
    b = 0
    for i, x in enumerate(belts):
        pts = [(x, y0 + 40), (x, y1 - 40)]
        path = lv.map.path("belt %d" % (i + 1), pts)
        lv.space.take_path(pts, 40)
        for j in range(8):
            b += 1
            y = y0 + 60 + (y1 - y0 - 120) * (j + lv.rng.uniform(0.2, 0.8)) / 8
            lv.map.actor("box %d" % b, x, y, 40, 40, 0, "patrol", CRATE, speed=70, spin=0,
                         path=path)
    m = 0
    for i, x in enumerate(belts[:-1]):
        for k, y in enumerate(range(int(y0) + 100, int(y1) - 60, 160)):
            cx, cy = x + 130, y + lv.rng.uniform(-30, 30)
            if (i + k) % 3 == 0:
                if lv.space.free(cx, cy, 45, 45, gap=10):
                    lv.space.take(cx, cy, 45, 45)
                    m += 1
                    lv.map.actor("saw %d" % m, cx, cy, 86, 10, 0, "spin", BLADE,
                                 spin=lv.rng.choice((200, -200, 160, -160)))
            else:
                m += 1
                lv.static("machine %d" % m, cx + lv.rng.uniform(-30, 30), cy,
                          lv.rng.uniform(40, 70), lv.rng.uniform(30, 60), 0, STONE, gap=40)
    n = 0
    for _ in range(3000):
        x, y = lv.rng.uniform(x0, x1), lv.rng.uniform(y0, y1)
        if lv.static("barrel %d" % (n + 1), x, y, 22, 22, 0, POST, gap=36):
            n += 1
            if n == 200:
                break


def strays(lv, n):
    """Wanderers anywhere: nowhere is quite safe."""
    lv.map.layer("Strays")
    k = 0
    while k < n:
        x, y = lv.rng.uniform(100, W - 100), lv.rng.uniform(100, H - 100)
        if not lv.space.free(x, y, 30, 30):
            continue
        k += 1
        lv.map.actor("stray %d" % k, x, y, 26, 18, round(lv.rng.uniform(0, 360)), "wander",
                     lv.rng.choice(SHOPPERS), speed=round(lv.rng.uniform(40, 80)), spin=90)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "..", "assets", "levels",
        "09-grand-tour.tmj")
    lv = Level()
    lv.map.layer("Player")
    lv.map.player(150, 150, 44, 30, 0, speed=240, spin=200)
    lv.space.take(150, 150, 80, 80)
    yard(lv)
    windmills(lv)
    rail_yard(lv)
    forest(lv)
    market(lv)
    factory(lv)
    strays(lv, 80)
    lv.map.save(out)
    actors = sum(1 for l in lv.map.layers for o in l["objects"] if o["type"] == "actor")
    print("%s: %d x %d px, %d actors, %d pickups" % (os.path.relpath(out), W, H, actors,
                                                     lv.coins))


if __name__ == "__main__":
    main()
