/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* overlay.h: the debug overlays, drawn over the world in either view: the
 * footprints' overlays on the ground, through the view's projection (in 3D
 * over the whole scene, so they show through the boxes). Triangles: each
 * footprint triangle filled in its own translucent colour and the splitting
 * diagonal as a line. Edges: every triangle edge as a line with an arrowhead
 * at 60% of its length pointing along it, so the winding shows (the diagonal
 * carries one arrow each way). Bounds: the footprint and pickup bounding
 * boxes. Pairs: a line between the centres of every pair the broadphase
 * tested this tick, hits in red. Stats and help: panels over the HUD. Each
 * is an entry of the overlays table (overlays.h), which says when it is
 * drawn. The footprint overlays' shapes are overlay_shapes.h's, one draw
 * call each. */
#ifndef APP_OVERLAY_H
#define APP_OVERLAY_H

#include <SDL2/SDL.h>

#include "overlay_def.h"

overlay_draw_fn overlay_triangles;
overlay_draw_fn overlay_edges;
overlay_draw_fn overlay_bounds;
overlay_draw_fn overlay_pairs;

/* The figures panel: ticks per second, frames per second and the frame
 * time (median and 95th percentile over the last second, in red when a
 * frame missed the budget), pairs tested, hits, actors tinted and the
 * collision step's time. */
overlay_draw_fn overlay_stats;

/* The scene's help rows (every action's keys and help line) in a panel over
 * the middle of the picture. */
overlay_draw_fn overlay_help;

#endif
