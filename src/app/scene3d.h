/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* scene3d.h: the world as the 3D view shows it, as triangle and line lists
 * in map pixels with z up (height): each actor its look (looks.h) standing
 * on exactly its footprint's four corners (actor.fp, the corners the
 * collision step tested), as tall as scene3d_top; its faces lit by one
 * directional light; the player with a white arrow on its top along its
 * heading; pickups as gold coins floating above their shadows, their rims
 * drawn through what stands in front; the theme's floor (themes.h) with a
 * grid and the map's border; a light ring on the ground around the player,
 * and the player's look again as an x-ray, to show it through what hides
 * it. Faces are wound counter-clockwise seen from outside, in
 * the map's own numbers. Colours are render.h's (the same tint as top-down).
 * Builds lists and draws nothing: the 3D view draws them, tests read them. */
#ifndef APP_SCENE3D_H
#define APP_SCENE3D_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL2/SDL_pixels.h>
#include <cglm/struct.h>

#include "world.h"

/* Boxes of equal height that overlap would show their tops' shared part as
 * a flicker of both: each actor stands this much higher per step of its
 * index modulo SCENE3D_LIFTS (at most 31/32 px), so one top shows. */
#define SCENE3D_LIFT (1.0f / 32.0f)
#define SCENE3D_LIFTS 32

#define SCENE3D_GRID 64.0f      /* ground grid spacing, map pixels */
#define SCENE3D_COIN_TOP ((SDL_Color){255, 236, 150, 255})
#define SCENE3D_COIN_SIDE ((SDL_Color){250, 204, 64, 255})
#define SCENE3D_COIN_LOW 8.0f   /* a coin floats between these heights */
#define SCENE3D_COIN_HIGH 12.0f

typedef struct scene3d_vertex {
	float x, y, z;
	uint8_t r, g, b, a;
} scene3d_vertex;

typedef struct scene3d_list {
	scene3d_vertex *v;
	size_t count, cap;
} scene3d_list;

typedef enum scene3d_mode {
	SCENE3D_SHADED, /* what the player sees */
	SCENE3D_IDS,    /* flat colours naming what each pixel shows: the ground
	                   SCENE3D_ID_GROUND, actor i SCENE3D_ID_ACTOR + i (its
	                   footprint's box, not its look); no light, floor,
	                   grid, coins or arrow */
} scene3d_mode;

#define SCENE3D_ID_NONE 0u   /* outside the map: the clear colour */
#define SCENE3D_ID_GROUND 1u
#define SCENE3D_ID_ACTOR 2u

typedef struct scene3d {
	scene3d_list ground; /* triangles on the ground, drawn first, no depth */
	scene3d_list lines;  /* line pairs on the ground: grid and border */
	scene3d_list solid;  /* triangles drawn with the depth test */
	scene3d_list xray;   /* what shows through what stands in front: line
	                        pairs, the coins' rims, drawn over everything;
	                        then triangles, the player's look light and
	                        translucent, drawn only where something hides it */
	size_t xray_lines;   /* how many of xray's first vertices are line pairs */
	scene3d_list marks;  /* the player's arrow: depth-tested, after the
	                        x-ray, which must not show through it */
} scene3d;

/* Where the scene is seen from, so that what cannot show is left out: boxes
 * wholly outside the picture and faces turned away from the eye. Leaving
 * them out changes no pixel (the depth test and culling would drop them);
 * it spares the rasterizer most of the triangles. */
typedef struct scene3d_eye {
	vec3s eye;  /* map pixels, z up */
	mat4s clip; /* camera_clip_3d's */
} scene3d_eye;

/* The height actor i's box is drawn to: its height and its lift. */
float scene3d_top(const world *w, size_t i);

/* The colour of an id in SCENE3D_IDS, 0xRRGGBB. */
uint32_t scene3d_id_rgb(uint32_t id);

/* A face of colour c turned to normal (unit) as the light shows it. */
SDL_Color scene3d_lit(SDL_Color c, vec3s normal);

/* Fills s (emptied first; its buffers are kept) with w's scene as seen from
 * eye (NULL: every box and face); false when out of memory (s is then
 * empty). */
bool scene3d_build(scene3d *s, const world *w, scene3d_mode mode, const scene3d_eye *eye);

/* Frees the lists; safe on a zeroed scene. */
void scene3d_fini(scene3d *s);

#endif
