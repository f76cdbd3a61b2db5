/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* solids_near.h: the static solids whose bounds meet a box, found by the
 * library's region query (internal to the simulation). The solids are
 * filed once, when the world is built; a query lists each solid once, in
 * the order a walk of a uniform grid over the world meets them (rows, then
 * columns, then the solids' order), the order the motion rule's ties have
 * always been settled in. A solid meeting more than SOLIDS_NEAR_SPAN_MAX
 * cells of that grid is not filed (the caller scans those). */
#ifndef GAME_SOLIDS_NEAR_H
#define GAME_SOLIDS_NEAR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <footprint/broadphase.h>
#include <footprint/collide.h>

#define SOLIDS_NEAR_CELL_MIN 64.0f  /* px: about a wall segment of a maze */
#define SOLIDS_NEAR_SIDE_MAX 128u   /* cells on a side at most */
#define SOLIDS_NEAR_SPAN_MAX 64u    /* cells one filed solid meets at most */

typedef struct solids_near {
	fp_broadphase *bp;    /* the filed solids' bounds, each a box a hair larger */
	fp_footprint *boxes;  /* those boxes, which the broadphase reads */
	size_t *item;         /* each filed solid's index in the caller's footprints */
	uint32_t *low;        /* each filed solid's lowest cell: column, row (two each) */
	uint64_t *order;      /* one query's solids, keyed by where the walk meets them */
	size_t count;         /* filed solids */
	float cell;           /* the walk's grid: a cell's side, px, from (0, 0) */
	uint32_t cols, rows;
} solids_near;

/* Files the solids whose indices into fps are idx[0 .. n) that meet at most
 * SOLIDS_NEAR_SPAN_MAX cells of a grid over the world width x height; the
 * rest, in order, go to wide[0 .. *wide_count). False when out of memory
 * (then empty and safe to free). */
bool solids_near_build(solids_near *s, const fp_footprint *fps, const size_t *idx, size_t n,
                       float width, float height, size_t *wide, size_t *wide_count);

/* Frees what s holds; safe on a zeroed or freed one. */
void solids_near_free(solids_near *s);

/* Appends to out (room for every filed solid) the index of each filed solid
 * whose footprint bounds meet b (closed: touching bounds meet), each once,
 * in the walk's order; returns how many. An empty or NaN b meets nothing. */
size_t solids_near_find(solids_near *s, const fp_footprint *fps, fp_aabb b, size_t *out);

#endif
