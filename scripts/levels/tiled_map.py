# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
"""A Tiled 1.8 map (JSON, .tmj) of the game's objects, for level generators.

Objects are given by their centre, size and clockwise rotation in degrees,
as the game sees them; the map stores Tiled's top-left corner, which Tiled
rotates around. Numbers are rounded to 1/1000 px and to 6 significant
digits, as Tiled 1.8 writes them, so a map that Tiled opens and saves keeps
every value.
"""
import json
import math


def _num(v):
    r = float("%.6g" % round(v, 3))
    return int(r) if r == int(r) else r


def _prop(name, kind, value):
    return {"name": name, "type": kind, "value": value}


class Map:
    def __init__(self, title, width_tiles, height_tiles, energy, par_time, tile=32, theme=None):
        self.title, self.energy, self.par_time, self.tile = title, energy, par_time, tile
        self.theme = theme
        self.width_tiles, self.height_tiles = width_tiles, height_tiles
        self.layers = []
        self.next_id = 1

    @property
    def width(self):
        return self.width_tiles * self.tile

    @property
    def height(self):
        return self.height_tiles * self.tile

    def layer(self, name):
        """A new object layer; objects go into the latest one."""
        self.layers.append({"name": name, "objects": []})

    def _add(self, obj):
        obj = {"id": self.next_id, **obj}
        self.next_id += 1
        self.layers[-1]["objects"].append(obj)
        return obj["id"]

    def _rect(self, kind, name, cx, cy, w, h, angle, props):
        a = math.radians(angle)
        c, s = math.cos(a), math.sin(a)
        x = cx - (c * w / 2 - s * h / 2)
        y = cy - (s * w / 2 + c * h / 2)
        obj = {"name": name, "type": kind, "x": _num(x), "y": _num(y),
               "width": _num(w), "height": _num(h), "rotation": _num(angle),
               "visible": True}
        if props:
            obj["properties"] = props
        return self._add(obj)

    def player(self, cx, cy, w=44, h=30, angle=0, speed=None, spin=None,
               color="#ff4696eb"):
        props = [_prop("color", "color", color)]
        if speed is not None:
            props.append(_prop("speed", "float", speed))
        if spin is not None:
            props.append(_prop("spin", "float", spin))
        return self._rect("player", "player", cx, cy, w, h, angle, props)

    def actor(self, name, cx, cy, w, h, angle=0, behaviour="static", color=None,
              speed=None, spin=None, path=None, look=None):
        props = [_prop("behaviour", "string", behaviour)]
        if color is not None:
            props.append(_prop("color", "color", color))
        if look is not None:
            props.append(_prop("look", "string", look))
        if path is not None:
            props.append(_prop("path", "object", path))
        if speed is not None:
            props.append(_prop("speed", "float", speed))
        if spin is not None:
            props.append(_prop("spin", "float", spin))
        return self._rect("actor", name, cx, cy, w, h, angle, props)

    def pickup(self, name, cx, cy, r=10):
        return self._add({"name": name, "type": "pickup", "ellipse": True,
                          "x": _num(cx - r), "y": _num(cy - r), "width": _num(2 * r),
                          "height": _num(2 * r), "rotation": 0, "visible": True})

    def path(self, name, points):
        """A polyline through points (map pixels); returns its id."""
        x0, y0 = points[0]
        return self._add({"name": name, "type": "", "x": _num(x0), "y": _num(y0),
                          "width": 0, "height": 0, "rotation": 0, "visible": True,
                          "polyline": [{"x": _num(x - x0), "y": _num(y - y0)}
                                       for x, y in points]})

    def to_json(self):
        layers = [{"draworder": "topdown", "id": i + 1, "name": l["name"],
                   "objects": "@objects%d@" % i, "opacity": 1, "type": "objectgroup",
                   "visible": True, "x": 0, "y": 0}
                  for i, l in enumerate(self.layers)]
        doc = {"compressionlevel": -1, "height": self.height_tiles, "infinite": False,
               "layers": layers, "nextlayerid": len(layers) + 1,
               "nextobjectid": self.next_id, "orientation": "orthogonal",
               "properties": [_prop("energy", "float", self.energy),
                              _prop("par_time", "float", self.par_time)] +
                             ([_prop("theme", "string", self.theme)] if self.theme else []) +
                             [_prop("title", "string", self.title)],
               "renderorder": "right-down", "tiledversion": "1.8.2",
               "tileheight": self.tile, "tilesets": [], "tilewidth": self.tile,
               "type": "map", "version": "1.8", "width": self.width_tiles}
        text = json.dumps(doc, indent=1)
        # One object a line: compact for thousands of them, still diffable.
        for i, l in enumerate(self.layers):
            objects = ",\n".join(json.dumps(o, separators=(",", ":")) for o in l["objects"])
            text = text.replace('"@objects%d@"' % i, "[\n" + objects + "\n]")
        return text + "\n"

    def save(self, path):
        with open(path, "w", encoding="utf-8") as f:
            f.write(self.to_json())
