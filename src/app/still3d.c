/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "still3d.h"

#include <string.h>

#include "gl3d.h"
#include "still_backdrop.h"

/* A key's fields as floats, compared bit for bit (a struct's padding
 * would not be). */
#define KEY_FLOATS 31

static void key_floats(const still3d_key *k, float out[KEY_FLOATS])
{
	const gl3d_air *a = &k->air;
	float head[] = {a->eye.x,      a->eye.y,       a->eye.z,         a->fog_near,
	                a->fog_far,    a->fog_most,    a->fade_near,     a->fade_far,
	                (float)a->fog.r, (float)a->fog.g, (float)a->fog.b, a->lit ? 1.0f : 0.0f,
	                (float)k->floor_stamp, k->view_w, k->view_h};
	memcpy(out, &k->clip.raw[0][0], 16 * sizeof *out);
	memcpy(out + 16, head, sizeof head);
}

static still_backdrop still = {.margin = STILL3D_MARGIN};

bool still3d_hold(SDL_Renderer *r, const still3d_key *k, vec2s shake, still3d_draw_fn *draw,
                  void *ctx)
{
	float key[KEY_FLOATS];
	key_floats(k, key);
	return still_backdrop_hold(&still, r, key, KEY_FLOATS, k->view_w, k->view_h, shake, draw,
	                           ctx);
}

bool still3d_put(SDL_Renderer *r)
{
	return still_backdrop_put(&still, r);
}

unsigned long still3d_copies(void)
{
	return still.copies;
}

unsigned long still3d_drawn(void)
{
	return still.holds ? still.drawn : 0;
}
