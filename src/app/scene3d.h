/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* scene3d.h: the world as the 3D view shows it, in map pixels with z up
 * (height): each actor its look (looks.h), every part of it a prism
 * standing on a quadrilateral (scene3d_part: drawn as instances of one
 * mesh a shape), the base on exactly its footprint's four corners (actor.fp,
 * the corners the collision step tested), as tall as scene3d_top; faces lit
 * by one directional light; a soft shadow under each actor; the player with
 * a white arrow on its top along its heading; pickups as gold coins
 * floating above their shadows, their rims drawn through what stands in
 * front; the theme's floor (themes.h) with a grid and the map's border, kept
 * for as long as the level (scene3d_floor.h); a light ring on the ground
 * around the player, and the player's look again as an x-ray, to show it
 * through what hides it. Faces are wound counter-clockwise seen from
 * outside, in the map's own numbers. Colours are render.h's (the same tint
 * as top-down). Builds lists and draws nothing: the 3D view draws them,
 * tests read them. */
#ifndef APP_SCENE3D_H
#define APP_SCENE3D_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL2/SDL_pixels.h>
#include <cglm/struct.h>

#include "scene3d_list.h"
#include "scene3d_parts.h"
#include "world.h"

/* Boxes of equal height that overlap would show their tops' shared part as
 * a flicker of both: each actor stands this much higher per step of its
 * index modulo SCENE3D_LIFTS (at most 31/32 px), so one top shows. */
#define SCENE3D_LIFT (1.0f / 32.0f)
#define SCENE3D_LIFTS 32

/* An actor whose narrower side shows smaller than this many pixels is
 * drawn as its base alone and casts no shadow. */
#define SCENE3D_DETAIL_PX 24.0f

/* Seen from an eye, a box without details that shows smaller than this
 * many pixels across (SCENE3D_BOX_FAR) is drawn as its outline. */
#define SCENE3D_FAR_PX 32.0f

/* A far box no more than this many pixels wide or tall on the screen is
 * drawn as a point (SCENE3D_BOX_POINT). */
#define SCENE3D_POINT_PX 24.0f

#define SCENE3D_GRID 64.0f      /* ground grid spacing, map pixels */
#define SCENE3D_COIN_TOP ((SDL_Color){255, 236, 150, 255})
#define SCENE3D_COIN_SIDE ((SDL_Color){250, 204, 64, 255})
#define SCENE3D_COIN_LOW 8.0f   /* a coin floats between these heights */
#define SCENE3D_COIN_HIGH 12.0f

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

/* The meshes a part is drawn as; a shape's top alone (marks on a top,
 * thinner than half a pixel) draws the first triangles of its prism. */
typedef enum scene3d_shape {
	SCENE3D_BOX,       /* a parallelogram's prism: its top and the (at
	                      most two) sides that face the eye */
	SCENE3D_BOX_FAR,   /* the same, small on the screen: its outline
	                      seen from the eye (a hexagon, 4 triangles),
	                      each pixel the colour of the face it shows */
	SCENE3D_BOX_POINT, /* the same, smaller still (SCENE3D_POINT_PX): one
	                      point, the square round its outline, in which
	                      each pixel is found to be the outline's or not,
	                      and which face's */
	SCENE3D_BOX_TOP,   /* the top alone, of any quadrilateral */
	SCENE3D_QUAD,      /* another quadrilateral's prism, every side */
	SCENE3D_DISC,      /* the prism of its inscribed octagon (LOOK_PEN_DISC) */
	SCENE3D_DISC_TOP,
	SCENE3D_ROUND,     /* of its inscribed SCENE3D_ROUND_SIDES-gon: coins */
	SCENE3D_ROUND_TOP,
	SCENE3D_SHADOW,    /* a dark quadrilateral on the ground, its edges
	                      blurred outwards */
	SCENE3D_SHAPES
} scene3d_shape;

#define SCENE3D_ROUND_SIDES 20

/* Parts by shape, each shape one instanced draw. */
typedef struct scene3d_batch {
	scene3d_parts of[SCENE3D_SHAPES];
} scene3d_batch;

typedef struct scene3d {
	scene3d_list ground; /* triangles on the ground over the floor, drawn
	                        first, no depth: light cones, coins' shadows,
	                        the player's ring */
	scene3d_batch solid; /* drawn with the depth test: the actors' looks
	                        (in SCENE3D_IDS, their bases), the coins, the
	                        actors' shadows (drawn before, on the ground);
	                        a crowd's boxes seen from an eye nearest first
	                        (SCENE3D_NEAREST_FROM) */
	scene3d_batch own;   /* in a crowd (SCENE3D_NEAREST_FROM actors in
	                        view), the player's look, drawn after solid
	                        and as GL draws it, so that its x-ray finds its
	                        faces at GL's own depths (a crowd's boxes may
	                        be painted by box_raster); else empty */
	scene3d_list prisms; /* triangles drawn with the depth test: parts of
	                        no shape of the meshes' */
	scene3d_batch faded; /* what stands between the chase eye and the
	                        player, translucent (alpha in the parts) */
	scene3d_list xray;   /* line pairs over everything: the coins' rims */
	scene3d_batch ghost; /* the player's look, light and translucent, drawn
	                        only where something nearer hides it */
	scene3d_list marks;  /* the player's arrow: depth-tested, after the
	                        x-ray, which must not show through it */
	scene3d_sort sort;   /* room to sort the boxes in */
	bool crowd;          /* SCENE3D_NEAREST_FROM actors or more in view */
	bool keep_still;     /* set before scene3d_build: what stands still
	                        goes into still too */
	scene3d_batch still; /* with keep_still, the static actors (not the
	                        player) drawn as a box alone, in their own
	                        colours, for a picture kept while the camera
	                        stands still, and none of them in solid */
	scene3d_batch still_tinted; /* those of them tinted this tick, tinted */
} scene3d;

/* Where the scene is seen from, so that what cannot show is left out: boxes
 * wholly outside the picture. Leaving them out changes no pixel; it spares
 * the rasterizer most of the triangles. */
typedef struct scene3d_eye {
	vec3s eye;  /* map pixels, z up */
	mat4s clip; /* camera_clip_3d's */
	bool chase; /* what stands between the eye and the player is faded */
} scene3d_eye;

/* The height actor i's box is drawn to: its height and its lift. */
float scene3d_top(const world *w, size_t i);

/* The colour of an id in SCENE3D_IDS, 0xRRGGBB. */
uint32_t scene3d_id_rgb(uint32_t id);

/* The same colour, opaque, as SDL has it. */
SDL_Color scene3d_id_colour(uint32_t id);

/* Light: this much everywhere, and this much more on a face turned to it;
 * from scene3d_light (unit, towards the light). */
#define SCENE3D_AMBIENT 0.42f
#define SCENE3D_DIFFUSE 0.58f
vec3s scene3d_light(void);

/* A face of colour c turned to normal (unit) as the light shows it. */
SDL_Color scene3d_lit(SDL_Color c, vec3s normal);

/* Fills s (emptied first; its buffers are kept) with w's scene as seen from
 * eye (NULL: every box and face); false when out of memory (s is then
 * empty). */
bool scene3d_build(scene3d *s, const world *w, scene3d_mode mode, const scene3d_eye *eye);

/* Frees the lists; safe on a zeroed scene. */
void scene3d_fini(scene3d *s);

/* So many actors in view or more have their boxes and far boxes put
 * nearest the eye first (scene3d_parts_nearest_first). */
#define SCENE3D_NEAREST_FROM 512

/* So many actors in view or more are built on two threads. */
#define SCENE3D_SPLIT 512

/* From how many actors in view on scene3d_build builds their boxes on two
 * threads, the second half beside the caller (SCENE3D_SPLIT unless set;
 * tests set it to compare). The scene is the same either way. */
void scene3d_split_at(size_t n);

#endif
