/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* gl3d.h: raw GL drawing inside an SDL renderer of SDL's "opengl" driver
 * (the desktop) or "opengles2" (the browser), between the renderer's own
 * drawing, written against OpenGL ES 3.0 / WebGL 2 only: shader programs
 * for vertex lists, for parts as instances of a few meshes (scene3d_shape)
 * and for far boxes (outlines, and the smallest as points, each point's
 * pixels found by its fragment stage),
 * vertex arrays and buffers of our own, no fixed-function GL.
 * gl3d_begin flushes what the renderer queued, saves the GL state the
 * renderer keeps (it caches it and must find it as it left it: program,
 * buffer and vertex array bindings, viewport, blending, scissor, depth and
 * culling) and clears the depth buffer; gl3d_end puts it back. Between the
 * two, each list goes out in one upload and one draw call, each shape of a
 * batch in one upload and one instanced draw (points in one plain draw);
 * kept lists (the floor) are uploaded once and drawn in ranges. */
#ifndef APP_GL3D_H
#define APP_GL3D_H

#include <stdbool.h>

#include <SDL2/SDL.h>
#include <cglm/struct.h>

#include "box_raster.h"
#include "scene3d.h"

/* What the shaded picture adds to the scene's colours: fog of colour fog
 * thickening from fog_near to fog_far map pixels from the eye up to
 * fog_most (0..1), and what fades (the grid) fading out from fade_near to
 * fade_far; none of either when its far is not beyond its near. Parts are
 * lit when lit (not in SCENE3D_IDS). */
typedef struct gl3d_air {
	vec3s eye;
	float fog_near, fog_far, fog_most, fade_near, fade_far;
	SDL_Color fog;
	bool lit;
} gl3d_air;

/* The lists kept across frames. */
typedef enum gl3d_kept { GL3D_FLOOR, GL3D_GRID, GL3D_KEPT } gl3d_kept;

/* How a batch of parts is drawn. */
typedef enum gl3d_pass {
	GL3D_SHADOWS, /* its shadows alone, on the ground, blended, depth
	                 tested (where nothing stands in front), none written */
	GL3D_SOLID,   /* the rest, opaque, with the depth test */
	GL3D_AGAIN,   /* the rest, opaque, shown where as near as what is
	                 there: parts kept in a picture put back with its
	                 depth (gl3d_begin_over), drawn again in another
	                 colour */
	GL3D_FADED,   /* the rest, blended by their alpha, depth tested, none
	                 written */
	GL3D_GHOST,   /* the rest, lightened and translucent, only where
	                 something nearer was drawn (the depth test reversed) */
} gl3d_pass;

/* How far a shadow's blur reaches out of its quadrilateral, map pixels. */
#define GL3D_SHADOW_SPREAD 7.0f

/* True when r is SDL's "opengl" or "opengles2" renderer, its context has
 * the entry points the 3D view uses and compiled its shaders. */
bool gl3d_available(SDL_Renderer *r);

/* The size of the picture gl3d_begin draws on r: its target's, else its
 * window's drawable. */
void gl3d_picture_size(SDL_Renderer *r, int *w, int *h);

/* Starts raw GL drawing on r over its whole output (its target texture,
 * else its window), with clip as the
 * projection (column-major, map pixels in) and air's fog, fading and
 * light; false (nothing started) when gl3d_available is not. */
bool gl3d_begin(SDL_Renderer *r, const mat4s *clip, const gl3d_air *air);

/* Draws list l: triangles, or line pairs when lines; with the depth test
 * and back faces culled when depth (faces counter-clockwise in map
 * numbers: clip mirrors them), or over what is there when not. */
void gl3d_draw(const scene3d_list *l, bool lines, bool depth);

/* Keeps l as list k, uploading it unless what k holds has this stamp. */
void gl3d_keep(gl3d_kept k, const scene3d_list *l, unsigned stamp);

/* Draws ground list l (triangles at z 0) behind what stands on it: depth
 * tested against what is drawn (a little farther than it is, so the foot of
 * what stands stays in front), writing none, either winding. Drawn after
 * the solids, it shows what drawing it first under them would. */
void gl3d_draw_ground(const scene3d_list *l);

/* Readies kept list k to be drawn on the ground by gl3d_draw_run, as
 * gl3d_draw_ground draws: line pairs, blended and fading, when lines; else
 * triangles. */
void gl3d_use_kept(gl3d_kept k, bool lines);

/* Draws count vertices from first on of the list gl3d_use_kept readied
 * (lines as there), nothing gl3d draws in between. */
void gl3d_draw_run(size_t first, size_t count, bool lines);

/* Draws batch b as pass says. */
void gl3d_draw_parts(const scene3d_batch *b, gl3d_pass pass);

/* Whether a crowd's boxes are drawn faster painted by box_raster and put
 * over by gl3d_draw_raster than by GL: where GL runs on the processor
 * (Mesa's llvmpipe) on the desktop. */
bool gl3d_raster_wanted(void);

/* Puts the picture b painted over what r draws, with its depth, where a
 * box shows in it (b as large as the picture drawn, seen through its clip
 * and viewport). With copy, into a window, by b's copy (box_raster_copy)
 * of its depths (gl_copy_window_rows), which take the place of the
 * window's on b's rows (which must hold the depth they were cleared to),
 * its colours drawn over; else by a program. Nothing unless
 * gl3d_raster_wanted, or between gl3d_begin_rows_down and gl3d_end. */
void gl3d_draw_raster(SDL_Renderer *r, box_raster *b, bool copy);

/* Puts every row of the picture b painted into r's window, colours and
 * depths, over under (the picture the boxes stand over, as
 * gl_copy_window_read reads it): the window's picture then, with the
 * depth where no box shows cleared; before gl3d_begin_over, outside
 * gl3d_begin and gl3d_end. False, with nothing drawn, where it cannot
 * (not gl3d_raster_wanted, not into a window, out of memory). */
bool gl3d_put_raster(SDL_Renderer *r, box_raster *b, const uint32_t *under);

/* Ends what gl3d_begin started: the renderer's GL state as it was. */
void gl3d_end(void);

/* gl3d_begin, drawing the picture's rows top down (mirrored top to
 * bottom), as SDL keeps those of a target texture it copies unturned. */
bool gl3d_begin_rows_down(SDL_Renderer *r, const mat4s *clip, const gl3d_air *air);

/* gl3d_begin over a picture put back with its depth (gl_copy_window_put),
 * which it keeps. */
bool gl3d_begin_over(SDL_Renderer *r, const mat4s *clip, const gl3d_air *air);

#endif
