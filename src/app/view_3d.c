/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "view_3d.h"

#include "gl3d.h"
#include "render.h"

/* A gradient behind the scene, deep blue at the top to a haze at the
 * horizon and the backdrop below it, so the sky reads as sky. */
static void sky(SDL_Renderer *r, float w, float h)
{
	SDL_Color top = {18, 30, 58, 255}, haze = {70, 84, 110, 255}, low = RENDER_BACKDROP;
	float mid = h * 0.45f;
	SDL_Vertex v[] = {{{0, 0}, top, {0, 0}},   {{w, 0}, top, {0, 0}},   {{w, mid}, haze, {0, 0}},
	                  {{0, mid}, haze, {0, 0}}, {{0, h}, low, {0, 0}},   {{w, h}, low, {0, 0}}};
	int idx[] = {0, 1, 2, 0, 2, 3, 3, 2, 5, 3, 5, 4};
	SDL_RenderGeometry(r, NULL, v, 6, idx, 12);
}

bool view_3d_draw(SDL_Renderer *r, const world *w, const camera *c, scene3d_mode mode,
                  projection *pr)
{
	if (!gl3d_available(r))
		return false;
	mat4s clip;
	float near, far;
	camera_clip_3d(c, w, &clip, &near, &far);
	scene3d_eye eye = {camera_eye_3d(c, w).eye, clip};
	scene3d s = {0};
	if (!scene3d_build(&s, w, mode, &eye)) {
		scene3d_fini(&s);
		return false;
	}
	SDL_Color b = mode == SCENE3D_IDS ? (SDL_Color){0, 0, 0, 255} : RENDER_BACKDROP;
	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
	SDL_SetRenderDrawColor(r, b.r, b.g, b.b, b.a);
	SDL_RenderClear(r);
	if (mode == SCENE3D_SHADED)
		sky(r, c->view_w, c->view_h);
	bool ok = gl3d_begin(r, &clip);
	if (ok) {
		gl3d_draw(&s.ground, false, false);
		gl3d_draw(&s.lines, true, false);
		gl3d_draw(&s.solid, false, true);
		gl3d_draw_xray(&s.xray, s.xray_lines);
		gl3d_draw(&s.marks, false, true);
		gl3d_end();
	}
	scene3d_fini(&s);
	*pr = projection_3d(clip, c->view_w, c->view_h);
	return ok;
}

bool view_3d_draw_shaded(SDL_Renderer *r, const world *w, const camera *c, projection *pr)
{
	return view_3d_draw(r, w, c, SCENE3D_SHADED, pr);
}
