/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "view_3d.h"

#include "gl3d.h"
#include "render.h"

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
	bool ok = gl3d_begin(r, &clip);
	if (ok) {
		gl3d_draw(&s.ground, false, false);
		gl3d_draw(&s.lines, true, false);
		gl3d_draw(&s.solid, false, true);
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
