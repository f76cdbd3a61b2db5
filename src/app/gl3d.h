/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* gl3d.h: raw GL drawing inside an SDL renderer of SDL's "opengl" driver
 * (the desktop) or "opengles2" (the browser), between the renderer's own
 * drawing, written against OpenGL ES 3.0 / WebGL 2 only: one shader pair,
 * a vertex array and a vertex buffer of our own, no fixed-function GL.
 * gl3d_begin flushes what the renderer queued, saves the GL state the
 * renderer keeps (it caches it and must find it as it left it: program,
 * buffer and vertex array bindings, viewport, blend, scissor, depth and
 * culling) and clears the depth buffer; gl3d_end puts it back. Between the
 * two, whole vertex lists go out in one upload and one draw call each. */
#ifndef APP_GL3D_H
#define APP_GL3D_H

#include <stdbool.h>

#include <SDL2/SDL.h>
#include <cglm/struct.h>

#include "scene3d.h"

/* True when r is SDL's "opengl" or "opengles2" renderer, its context has
 * the entry points the 3D view uses and compiled its shaders. */
bool gl3d_available(SDL_Renderer *r);

/* Starts raw GL drawing on r over its whole output, with clip as the
 * projection (column-major, map pixels in); false (nothing started) when
 * gl3d_available is not. */
bool gl3d_begin(SDL_Renderer *r, const mat4s *clip);

/* Draws list l: triangles, or line pairs when lines; with the depth test
 * and back faces culled when depth (faces counter-clockwise in map
 * numbers: clip mirrors them), or over what is there when not. */
void gl3d_draw(const scene3d_list *l, bool lines, bool depth);

/* Draws l's first `lines` vertices as line pairs over everything, then the
 * rest as triangles blended by their alpha only where something nearer was
 * drawn already (the depth test reversed), writing no depth: what is
 * hidden shows through. */
void gl3d_draw_xray(const scene3d_list *l, size_t lines);

/* Ends what gl3d_begin started: the renderer's GL state as it was. */
void gl3d_end(void);

#endif
