/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* scene3d_list.h: a list of coloured vertices in map pixels, z up (what
 * the 3D view draws as triangles or line pairs), grown and filled a vertex
 * at a time, as the scene and the floor build theirs. */
#ifndef APP_SCENE3D_LIST_H
#define APP_SCENE3D_LIST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL2/SDL_pixels.h>
#include <cglm/struct.h>

#include "grow.h"
#include "level_props.h"

typedef struct scene3d_vertex {
	float x, y, z;
	uint8_t r, g, b, a;
} scene3d_vertex;

typedef struct scene3d_list {
	scene3d_vertex *v;
	size_t count, cap;
} scene3d_list;

/* Room for n more vertices; false when out of memory. */
static inline bool scene3d_list_reserve(scene3d_list *l, size_t n)
{
	void *v = l->v;
	bool ok = grow(&v, &l->cap, l->count + n, sizeof *l->v, 1024);
	l->v = v;
	return ok;
}

/* Appends a vertex; scene3d_list_reserve made room. */
static inline void scene3d_list_put(scene3d_list *l, vec2s p, float z, SDL_Color c)
{
	l->v[l->count++] = (scene3d_vertex){p.x, p.y, z, c.r, c.g, c.b, 255};
}

/* Appends the triangle a, b, c at heights za, zb, zc in colour col. */
static inline void scene3d_list_tri(scene3d_list *l, vec2s a, float za, vec2s b, float zb, vec2s c,
                                    float zc, SDL_Color col)
{
	scene3d_list_put(l, a, za, col);
	scene3d_list_put(l, b, zb, col);
	scene3d_list_put(l, c, zc, col);
}

/* c made opaque, as SDL has it. */
static inline SDL_Color scene3d_sdl(rgba8 c)
{
	return (SDL_Color){c.r, c.g, c.b, 255};
}

#endif
