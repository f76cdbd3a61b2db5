/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* solid_grid.h: the static solids near a box, found without looking at the
 * others (internal to the simulation). The solids are filed once, when the
 * world is built, in a uniform grid over the world: each in every cell its
 * footprint's bounds meet. A query reads the cells a box meets and reports
 * each solid whose bounds meet the box once. A solid meeting more than
 * SOLID_GRID_SPAN_MAX cells is not filed (the caller scans those). */
#ifndef GAME_SOLID_GRID_H
#define GAME_SOLID_GRID_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <footprint/collide.h>

#define SOLID_GRID_CELL_MIN 64.0f  /* px: about a wall segment of a maze */
#define SOLID_GRID_SIDE_MAX 128u   /* cells on a side at most */
#define SOLID_GRID_SPAN_MAX 64u    /* cells one filed solid meets at most */

typedef struct solid_grid {
	float cell;           /* a cell's side, px; the grid starts at (0, 0) */
	uint32_t cols, rows;
	uint32_t *start;      /* cell c lists entry[start[c] .. start[c + 1]) */
	uint32_t *entry;      /* positions in item */
	size_t *item;         /* each filed solid's index in the caller's footprints */
	uint32_t *low;        /* each filed solid's lowest cell: column, row (two each) */
	size_t count;         /* filed solids */
} solid_grid;

/* Files the solids whose indices into fps are idx[0 .. n) that meet at most
 * SOLID_GRID_SPAN_MAX cells of a grid over the world width x height; the
 * rest, in order, go to wide[0 .. *wide_count). False when out of memory
 * (the grid is then empty and safe to free). */
bool solid_grid_build(solid_grid *g, const fp_footprint *fps, const size_t *idx, size_t n,
                      float width, float height, size_t *wide, size_t *wide_count);

/* Frees the grid; safe on a zeroed or freed one. */
void solid_grid_free(solid_grid *g);

/* Appends to out (room for every filed solid) the index of each filed solid
 * whose footprint bounds meet b (closed: touching bounds meet), each once;
 * returns how many. An empty or NaN b meets nothing. */
size_t solid_grid_near(const solid_grid *g, const fp_footprint *fps, fp_aabb b, size_t *out);

#endif
