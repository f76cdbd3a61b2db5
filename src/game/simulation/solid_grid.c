/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* A uniform grid, counting-sorted once: static solids never move, so the
 * filing is paid at the start and a query costs the cells a motion meets. */
#include "solid_grid.h"

#include <math.h>
#include <stdlib.h>

void solid_grid_free(solid_grid *g)
{
	if (!g)
		return;
	free(g->start);
	free(g->entry);
	free(g->item);
	free(g->low);
	*g = (solid_grid){0};
}

/* The column (or row) of coordinate v among n cells: monotone in v, so two
 * ranges that meet have cell ranges that meet; NaN gives 0. (Converting a
 * non-negative float to an integer rounds it down.) */
static uint32_t cell_of(const solid_grid *g, float v, uint32_t n)
{
	float k = v / g->cell;
	if (!(k >= 0.0f))
		return 0;
	return k >= (float)(n - 1) ? n - 1 : (uint32_t)k;
}

typedef struct cell_range {
	uint32_t x0, y0, x1, y1;
} cell_range;

static cell_range range_of(const solid_grid *g, fp_aabb b)
{
	return (cell_range){cell_of(g, b.min.x, g->cols), cell_of(g, b.min.y, g->rows),
	                    cell_of(g, b.max.x, g->cols), cell_of(g, b.max.y, g->rows)};
}

static size_t range_cells(cell_range r)
{
	return (size_t)(r.x1 - r.x0 + 1) * (size_t)(r.y1 - r.y0 + 1);
}

/* Cells of about SOLID_GRID_CELL_MIN px, fewer on a huge map. */
static void grid_shape(solid_grid *g, float width, float height)
{
	float side = (float)SOLID_GRID_SIDE_MAX;
	g->cell = fmaxf(SOLID_GRID_CELL_MIN, fmaxf(width / side, height / side));
	g->cols = (uint32_t)fminf(side, fmaxf(1.0f, ceilf(width / g->cell)));
	g->rows = (uint32_t)fminf(side, fmaxf(1.0f, ceilf(height / g->cell)));
}

/* Counts each filed solid's cells into start[c + 1], then turns the counts
 * into offsets and fills the entries in solid order (at: room for a cursor
 * a cell). */
static void grid_fill(solid_grid *g, const fp_footprint *fps, size_t cells, uint32_t *at)
{
	for (size_t k = 0; k < g->count; k++) {
		cell_range r = range_of(g, fps[g->item[k]].bounds);
		for (uint32_t y = r.y0; y <= r.y1; y++)
			for (uint32_t x = r.x0; x <= r.x1; x++)
				g->start[(size_t)y * g->cols + x + 1]++;
	}
	for (size_t c = 0; c < cells; c++)
		g->start[c + 1] += g->start[c];
	for (size_t c = 0; c < cells; c++)
		at[c] = g->start[c];
	for (size_t k = 0; k < g->count; k++) {
		cell_range r = range_of(g, fps[g->item[k]].bounds);
		g->low[2 * k] = r.x0;
		g->low[2 * k + 1] = r.y0;
		for (uint32_t y = r.y0; y <= r.y1; y++)
			for (uint32_t x = r.x0; x <= r.x1; x++)
				g->entry[at[(size_t)y * g->cols + x]++] = (uint32_t)k;
	}
}

bool solid_grid_build(solid_grid *g, const fp_footprint *fps, const size_t *idx, size_t n,
                      float width, float height, size_t *wide, size_t *wide_count)
{
	*g = (solid_grid){0};
	*wide_count = 0;
	grid_shape(g, width, height);
	size_t cells = (size_t)g->cols * g->rows, entries = 0;
	g->item = malloc((n ? n : 1) * sizeof *g->item);
	g->low = malloc((n ? n : 1) * 2 * sizeof *g->low);
	g->start = calloc(cells + 1, sizeof *g->start);
	if (!g->item || !g->low || !g->start) {
		solid_grid_free(g);
		return false;
	}
	for (size_t k = 0; k < n; k++) {
		size_t span = range_cells(range_of(g, fps[idx[k]].bounds));
		if (span > SOLID_GRID_SPAN_MAX || !(fps[idx[k]].flags & FP_FOOTPRINT_VALID)) {
			wide[(*wide_count)++] = idx[k];
			continue;
		}
		g->item[g->count++] = idx[k];
		entries += span;
	}
	g->entry = malloc((entries ? entries : 1) * sizeof *g->entry);
	uint32_t *at = malloc(cells * sizeof *at);
	if (!g->entry || !at) {
		free(at);
		solid_grid_free(g);
		return false;
	}
	grid_fill(g, fps, cells, at);
	free(at);
	return true;
}

size_t solid_grid_near(const solid_grid *g, const fp_footprint *fps, fp_aabb b, size_t *out)
{
	size_t found = 0;
	if (g->count == 0 || !(b.min.x <= b.max.x && b.min.y <= b.max.y))
		return 0;
	cell_range q = range_of(g, b);
	for (uint32_t y = q.y0; y <= q.y1; y++) {
		for (uint32_t x = q.x0; x <= q.x1; x++) {
			size_t c = (size_t)y * g->cols + x;
			for (uint32_t e = g->start[c]; e < g->start[c + 1]; e++) {
				uint32_t k = g->entry[e];
				/* Reported from the first cell it shares with the query only. */
				uint32_t lx = g->low[2 * k], ly = g->low[2 * k + 1];
				if (x != (lx > q.x0 ? lx : q.x0) || y != (ly > q.y0 ? ly : q.y0))
					continue;
				if (fp_aabb_overlap(fp_footprint_bounds(&fps[g->item[k]]), b))
					out[found++] = g->item[k];
			}
		}
	}
	return found;
}
