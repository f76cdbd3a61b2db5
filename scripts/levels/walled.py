#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
"""walled.py: writes the levels with walls, assets/levels/07-the-maze.tmj,
08-doors-and-blades.tmj and 08b-hide-and-seek.tmj, as Tiled writes JSON maps (Tiled 1.8 opens and
saves them unchanged: tests/game/tiled_roundtrip.sh). Run it from anywhere
after changing the layouts below; the maze comes from a fixed seed, so the
same script writes the same files.

Walls are actors with the bool property `solid`; static solids may overlap,
so a maze's walls are long runs that cross at the corners. Moving solids
(spinning blades, patrolling rams) start apart from every other solid and
from the player, as the loader demands, and have room to turn where they
turn."""
import json
import math
import os
import random

MAP_W, MAP_H, TILE = 40, 23, 32
WIDTH, HEIGHT = MAP_W * TILE, MAP_H * TILE

WALL = "#ff5d6472"
BLADE = "#ffd9dde6"
RAM = "#ffb86ad8"
GUARD = "#ffd04a4a"
WANDERER = "#ffe07030"
PLAYER = "#ff4696eb"

# What the first level with walls and the first with guards tell a player
# new to them, at the start.
HINT_WALLS = ("Hatched blocks are solid walls: nothing passes through them.\n"
              "Drive along a wall and you slide on it.\n"
              "Follow the corridors: every coin can be reached.")
HINT_GUARDS = ("Guards watch the pale cone in front of them.\n"
               "While one sees you, your energy drains and the top says \"seen\".\n"
               "Pillars and walls block their sight: wait behind one.")


class Level:
    def __init__(self, title, energy, par_time, theme, hint=""):
        """par_time: seconds (the winning script's with room for a person);
        theme: the floor's (docs/levels.md); hint: lines shown at the start,
        or none."""
        self.title, self.energy, self.par_time, self.hint = title, energy, par_time, hint
        self.theme = theme
        self.objects = []

    def add(self, obj):
        obj["id"] = len(self.objects) + 1
        self.objects.append(obj)
        return obj["id"]

    def rect(self, kind, name, cx, cy, w, h, deg=0, **props):
        """A rectangle centred at (cx, cy): Tiled keeps the top-left corner
        before the turn, which it turns about."""
        r = math.radians(deg)
        x = cx - (math.cos(r) * w / 2 - math.sin(r) * h / 2)
        y = cy - (math.sin(r) * w / 2 + math.cos(r) * h / 2)
        obj = {"height": num(h), "name": name, "rotation": num(deg), "type": kind,
               "visible": True, "width": num(w), "x": num(x), "y": num(y)}
        if props:
            obj["properties"] = [prop(k, v) for k, v in sorted(props.items())]
        return self.add(obj)

    def wall(self, name, x0, y0, x1, y1):
        return self.rect("actor", name, (x0 + x1) / 2, (y0 + y1) / 2, x1 - x0, y1 - y0,
                         color=WALL, solid=True)

    def pickup(self, name, cx, cy, r=10):
        return self.add({"ellipse": True, "height": 2 * r, "name": name, "rotation": 0,
                         "type": "pickup", "visible": True, "width": 2 * r,
                         "x": num(cx - r), "y": num(cy - r)})

    def path(self, name, points):
        x0, y0 = points[0]
        return Ref(self.add({"height": 0, "name": name,
                         "polyline": [{"x": num(x - x0), "y": num(y - y0)} for x, y in points],
                         "rotation": 0, "type": "", "visible": True, "width": 0,
                         "x": num(x0), "y": num(y0)}))

    def player(self, cx, cy, deg=0):
        return self.rect("player", "player", cx, cy, 44, 30, deg, color=PLAYER)

    def properties(self):
        props = {"energy": self.energy, "par_time": self.par_time, "theme": self.theme,
                 "title": self.title}
        if self.hint:
            props["hint"] = self.hint
        return [prop(k, v) for k, v in sorted(props.items())]

    def map(self):
        ground = {"data": [0] * (MAP_W * MAP_H), "height": MAP_H, "id": 1, "name": "Ground",
                  "opacity": 1, "type": "tilelayer", "visible": True, "width": MAP_W,
                  "x": 0, "y": 0}
        actors = {"draworder": "topdown", "id": 2, "name": "Actors", "objects": self.objects,
                  "opacity": 1, "type": "objectgroup", "visible": True, "x": 0, "y": 0}
        return {"compressionlevel": -1, "height": MAP_H, "infinite": False,
                "layers": [ground, actors], "nextlayerid": 3,
                "nextobjectid": len(self.objects) + 1, "orientation": "orthogonal",
                "properties": self.properties(),
                "renderorder": "right-down", "tiledversion": "1.8.2", "tileheight": TILE,
                "tilesets": [], "tilewidth": TILE, "type": "map", "version": "1.8",
                "width": MAP_W}


def num(v):
    """Whole numbers as integers, the rest to 1/1000 px and 6 significant
    digits, as Tiled 1.8 writes them (a map it opens and saves keeps every
    value)."""
    v = float("%.6g" % round(v, 3))
    return int(v) if v == int(v) else v


class Ref(int):
    """An object id, for an object property (a patrol's path)."""


def prop(name, value):
    if isinstance(value, Ref):
        kind = "object"
        value = int(value)
    elif isinstance(value, bool):
        kind = "bool"
    elif isinstance(value, (int, float)):
        kind = "float"
    elif isinstance(value, str) and value.startswith("#"):
        kind = "color"
    else:
        kind = "string"
    return {"name": name, "type": kind, "value": value}


def dump(v, col=0):
    """JSON in Tiled's layout: keys one a line, objects in arrays indented
    seven past their key, scalar arrays on one line."""
    if isinstance(v, dict):
        pad = " " * (col + 1)
        keys = sorted(v)
        body = ",\n".join(pad + '"%s":%s' % (k, dump(v[k], col + 1)) for k in keys)
        return "{\n" + body + "\n" + " " * col + "}"
    if isinstance(v, list):
        if v and isinstance(v[0], dict):
            inner = col + 7
            items = (", \n").join(" " * inner + dump(x, inner) for x in v)
            return "[\n" + items + "]"
        return "[" + ", ".join(dump(x, col) for x in v) + "]"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, str):
        return json.dumps(v)
    return repr(v)


def write(level, name):
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "..", "..", "assets", "levels", name)
    text = dump(level.map())
    text = "{" + text[2:] + "\n"  # Tiled opens the map object on its first key's line
    with open(path, "w") as f:
        f.write(text)
    print(os.path.normpath(path))


# The maze: 16 x 9 cells of 78 px, walls 8 px thick on the cell lines, a
# depth-first maze from a fixed seed with a few walls knocked out for loops.
COLS, ROWS, CELL, THICK = 16, 9, 78, 8
OX = (WIDTH - COLS * CELL - THICK) / 2 + THICK / 2
OY = (HEIGHT - ROWS * CELL - THICK) / 2 + THICK / 2


def carve(rng):
    """right[r][c]: a wall east of cell (c, r); down[r][c]: one south of it."""
    right = [[True] * COLS for _ in range(ROWS)]
    down = [[True] * COLS for _ in range(ROWS)]
    seen, stack = {(0, 0)}, [(0, 0)]
    while stack:
        c, r = stack[-1]
        nxt = [(c + dc, r + dr) for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1))
               if 0 <= c + dc < COLS and 0 <= r + dr < ROWS and (c + dc, r + dr) not in seen]
        if not nxt:
            stack.pop()
            continue
        nc, nr = rng.choice(nxt)
        if nr == r:
            right[r][min(c, nc)] = False
        else:
            down[min(r, nr)][c] = False
        seen.add((nc, nr))
        stack.append((nc, nr))
    for _ in range(10):
        c, r = rng.randrange(COLS - 1), rng.randrange(ROWS - 1)
        if rng.random() < 0.5:
            right[r][c] = False
        else:
            down[r][c] = False
    return right, down


def walls_of(right, down):
    """Runs of wall along each cell line, as (x0, y0, x1, y1) rectangles; the
    border's reach out to the map's edges, leaving no strip outside."""
    runs = []
    for r in range(ROWS + 1):  # horizontal lines, the borders included
        y = OY + r * CELL
        c = 0
        while c < COLS:
            if r in (0, ROWS) or down[r - 1][c]:
                c0 = c
                while c < COLS and (r in (0, ROWS) or down[r - 1][c]):
                    c += 1
                runs.append((OX + c0 * CELL - THICK / 2, 0 if r == 0 else y - THICK / 2,
                             OX + c * CELL + THICK / 2, HEIGHT if r == ROWS else y + THICK / 2))
            c += 1
    for c in range(COLS + 1):  # vertical lines
        x = OX + c * CELL
        r = 0
        while r < ROWS:
            if c in (0, COLS) or right[r][c - 1]:
                r0 = r
                while r < ROWS and (c in (0, COLS) or right[r][c - 1]):
                    r += 1
                runs.append((0 if c == 0 else x - THICK / 2, OY + r0 * CELL - THICK / 2,
                             WIDTH if c == COLS else x + THICK / 2, OY + r * CELL + THICK / 2))
            r += 1
    return runs


def dead_ends(right, down):
    ends = []
    for r in range(ROWS):
        for c in range(COLS):
            walls = [c == COLS - 1 or right[r][c], c == 0 or right[r][c - 1],
                     r == ROWS - 1 or down[r][c], r == 0 or down[r - 1][c]]
            if sum(walls) == 3 and (c, r) != (0, 0):
                ends.append((c, r))
    return ends


def centre(c, r):
    return OX + (c + 0.5) * CELL, OY + (r + 0.5) * CELL


def maze():
    rng = random.Random(5)
    right, down = carve(rng)
    lv = Level("The Maze", 100, 95, "sand", HINT_WALLS)
    lv.player(*centre(0, 0))
    for k, (x0, y0, x1, y1) in enumerate(walls_of(right, down)):
        lv.wall("wall %d" % (k + 1), x0, y0, x1, y1)
    # pickups at dead ends spread over the maze, farthest first
    ends, chosen = dead_ends(right, down), [(0, 0)]
    for _ in range(9):
        best = max(ends, key=lambda e: min(abs(e[0] - c) + abs(e[1] - r) for c, r in chosen))
        ends.remove(best)
        chosen.append(best)
    for k, cell in enumerate(chosen[1:]):
        lv.pickup("coin %d" % (k + 1), *centre(*cell))
    for k, cell in enumerate(((8, 4), (13, 1), (4, 7))):
        lv.rect("actor", "wanderer %d" % (k + 1), *centre(*cell), 22, 16, 45 * k,
                behaviour="wander", color=WANDERER, speed=45, spin=150)
    write(lv, "07-the-maze.tmj")


# Doors and blades: six rooms behind walls 16 px thick; each doorway is 120
# px wide and holds a turnstile, a blade 104 px long spinning about the
# doorway's middle (it clears the wall ends by 7 px; turned across the
# doorway it leaves 54 px either side). Rams patrol rooms and blades spin
# in them; all are solid and wait for the player rather than enter it.
T, DOOR = 16, 120
V1, V2, H = 427, 853, 368


def doors_and_blades():
    lv = Level("Doors and Blades", 100, 60, "tiles")
    lv.player(70, 184)
    # the two vertical walls, each with a doorway at y 184 and y 552
    for x, name in ((V1, "west wall"), (V2, "east wall")):
        for k, (y0, y1) in enumerate(((0, 184 - DOOR / 2), (184 + DOOR / 2, 552 - DOOR / 2),
                                      (552 + DOOR / 2, HEIGHT))):
            lv.wall("%s %d" % (name, k + 1), x - T / 2, y0, x + T / 2, y1)
    # the middle wall, with one doorway into the bottom-right room
    lv.wall("middle wall 1", 0, H - T / 2, 1066 - DOOR / 2, H + T / 2)
    lv.wall("middle wall 2", 1066 + DOOR / 2, H - T / 2, WIDTH, H + T / 2)
    for k, (x, y, deg, spin) in enumerate(((V1, 184, 0, 50), (V2, 184, 90, -60),
                                           (1066, H, 0, 45), (V2, 552, 90, 55),
                                           (V1, 552, 0, -50))):
        lv.rect("actor", "turnstile %d" % (k + 1), x, y, 104, 12, deg, behaviour="spin",
                color=BLADE, solid=True, spin=spin)
    # blades in the rooms
    lv.rect("actor", "blade 1", 1066, 150, 180, 14, 30, behaviour="spin", color=BLADE,
            solid=True, spin=60)
    lv.rect("actor", "blade 2", 1150, 590, 150, 14, 0, behaviour="spin", color=BLADE,
            solid=True, spin=-75)
    lv.rect("actor", "blade 3", 200, 560, 160, 14, 90, behaviour="spin", color=BLADE,
            solid=True, spin=70)
    # rams: solid patrols across the middle rooms
    rail = lv.path("ram rail 1", [(640, 60), (640, 300)])
    lv.rect("actor", "ram 1", 640, 60, 60, 24, 90, behaviour="patrol", color=RAM, path=rail,
            solid=True, speed=110, spin=180)
    rail = lv.path("ram rail 2", [(560, 430), (560, 670)])
    lv.rect("actor", "ram 2", 560, 670, 60, 24, 270, behaviour="patrol", color=RAM,
            path=rail, solid=True, speed=90, spin=180)
    # a guard that passes through, tinting and draining, as actors always did
    route = lv.path("guard route", [(470, 450), (810, 450)])
    lv.rect("actor", "guard", 470, 450, 40, 26, 0, behaviour="patrol", color=GUARD, path=route,
            speed=70)
    for k, (x, y) in enumerate(((300, 60), (560, 300), (760, 60), (1230, 40), (960, 60),
                                (1230, 690), (960, 470), (720, 690), (380, 690),
                                (60, 430))):
        lv.pickup("gem %d" % (k + 1), x, y)
    write(lv, "08-doors-and-blades.tmj")


# Hide and seek: guards watch cones 60 degrees wide; walls block their view
# (touching a wall's edge blocks too). Two spin in the open, two patrol
# between rows of pillars; the coins lie where a cone sweeps, behind the
# pillars and in the corners.
def hide_and_seek():
    lv = Level("Hide and Seek", 100, 35, "night", HINT_GUARDS)
    lv.player(60, 368)
    for k, (x0, y0, x1, y1) in enumerate(((300, 120, 340, 300), (300, 436, 340, 616),
                                          (620, 200, 660, 330), (620, 406, 660, 536),
                                          (940, 120, 980, 300), (940, 436, 980, 616),
                                          (460, 0, 500, 80), (780, 656, 820, 736))):
        lv.wall("pillar %d" % (k + 1), x0, y0, x1, y1)
    lv.rect("actor", "watcher 1", 480, 368, 30, 22, 0, behaviour="guard", color=GUARD,
            spin=40, view=220)
    lv.rect("actor", "watcher 2", 1120, 368, 30, 22, 180, behaviour="guard", color=GUARD,
            spin=-35, view=240)
    beat = lv.path("beat 1", [(800, 60), (800, 300)])
    lv.rect("actor", "sentry 1", 800, 60, 30, 22, 90, behaviour="guard", color=GUARD, path=beat,
            speed=50, spin=120, view=200)
    beat = lv.path("beat 2", [(110, 690), (270, 690)])
    lv.rect("actor", "sentry 2", 110, 690, 30, 22, 0, behaviour="guard", color=GUARD,
            path=beat, speed=45, spin=120, view=200)
    for k, (x, y) in enumerate(((380, 210), (380, 526), (700, 265), (700, 471), (1020, 90),
                                (1020, 646), (1230, 40), (1230, 696), (560, 690), (640, 40))):
        lv.pickup("coin %d" % (k + 1), x, y)
    write(lv, "08b-hide-and-seek.tmj")


if __name__ == "__main__":
    maze()
    doors_and_blades()
    hide_and_seek()
