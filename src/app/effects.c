/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Effects started, aged and drawn (effects.h); the kinds are in
 * effect_kinds.c. */
#include "effects.h"

#include <math.h>
#include <string.h>

#include "batch_draw.h"
#include "pixel_layer.h"
#include "splitmix64.h"

void effects_start(effects *fx, uint64_t seed)
{
	fx->count = 0;
	fx->seed = seed;
}

static float age_of(const effect *e, const world *w)
{
	return (float)(w->tick - e->born) / (float)effect_kind_at(e->kind)->ticks;
}

static void add(effects *fx, size_t kind, const world *w)
{
	if (fx->count == EFFECTS_MAX) {
		memmove(fx->live, fx->live + 1, (EFFECTS_MAX - 1) * sizeof fx->live[0]);
		fx->count--;
	}
	uint64_t s = fx->seed ^ (w->tick * 0x9e3779b97f4a7c15u + kind);
	fx->live[fx->count++] = (effect){kind, w->tick, effect_kind_at(kind)->where(w),
	                                 splitmix64(&s)};
}

void effects_step(effects *fx, const world *w)
{
	size_t kept = 0;
	for (size_t k = 0; k < fx->count; k++)
		if (w->tick >= fx->live[k].born && age_of(&fx->live[k], w) < 1.0f)
			fx->live[kept++] = fx->live[k];
	fx->count = kept;
	for (size_t i = 0; i < effect_kinds_count(); i++) {
		unsigned cause = effect_kind_at(i)->cause;
		bool now = cause == EFFECT_ON_START ? w->tick == 1
		                                    : world_events_has(w->events, (world_event)cause);
		if (now)
			add(fx, i, w);
	}
}

vec2s effects_shake(const effects *fx, const world *w)
{
	vec2s d = {{0, 0}};
	for (size_t k = 0; k < fx->count; k++) {
		const effect *e = &fx->live[k];
		float amp = effect_kind_at(e->kind)->shake, age = age_of(e, w);
		if (amp <= 0.0f || age >= 1.0f)
			continue;
		uint64_t s = e->seed ^ w->tick;
		float dir = 6.2831853f * (float)(splitmix64(&s) >> 40) / (float)(1u << 24);
		amp *= (1.0f - age) * (1.0f - age);
		d.x += amp * cosf(dir);
		d.y += amp * sinf(dir);
	}
	return (vec2s){{roundf(d.x), roundf(d.y)}};
}

/* What the effects draw on in view pr: shapes into b, words in font. */
static effect_canvas canvas_of(batch *b, const world *w, const projection *pr, text *font,
                               float view_w, float view_h, float ui)
{
	return (effect_canvas){b, pr, w, font, view_w, view_h, ui};
}

void effects_draw(SDL_Renderer *r, const effects *fx, const world *w, const projection *pr,
                  text *font, float view_w, float view_h, float ui)
{
	if (fx->count == 0)
		return;
	/* Kept between frames, as the overlays keep theirs: no allocation a
	 * frame once it has grown. */
	static batch b;
	batch_clear(&b);
	effect_canvas c = canvas_of(&b, w, pr, font, view_w, view_h, ui);
	for (size_t k = 0; k < fx->count; k++)
		if (age_of(&fx->live[k], w) < 1.0f)
			effect_kind_at(fx->live[k].kind)->draw(&c, &fx->live[k], age_of(&fx->live[k], w));
	/* Over all the world, through the pixel layer that may hold some of
	 * it. */
	pixel_layer_draw(r, &b, SDL_BLENDMODE_BLEND);
}

void effects_write(const effects *fx, const world *w, const projection *pr, text *font,
                   float view_w, float view_h, float ui)
{
	effect_canvas c = canvas_of(NULL, w, pr, font, view_w, view_h, ui);
	for (size_t k = 0; k < fx->count; k++) {
		const effect_def *d = effect_kind_at(fx->live[k].kind);
		if (d->write && age_of(&fx->live[k], w) < 1.0f)
			d->write(&c, &fx->live[k], age_of(&fx->live[k], w));
	}
}
