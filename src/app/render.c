#include "render.h"

#include <math.h>

/* Segments of a pickup's fan: round to the eye at the sizes levels use. */
#define FAN_SEGMENTS 24
#define TAU 6.28318530717958647692f

static uint8_t mix(uint8_t a, int b, float t)
{
	return (uint8_t)lroundf((float)a + ((float)b - (float)a) * t);
}

SDL_Color render_actor_color(rgba8 c, bool tinted)
{
	if (!tinted)
		return (SDL_Color){c.r, c.g, c.b, 255};
	return (SDL_Color){mix(c.r, RENDER_TINT_R, RENDER_TINT_MIX),
	                   mix(c.g, RENDER_TINT_G, RENDER_TINT_MIX),
	                   mix(c.b, RENDER_TINT_B, RENDER_TINT_MIX), 255};
}

static SDL_Vertex vertex(vec2s p, SDL_Color c)
{
	return (SDL_Vertex){.position = {p.x, p.y}, .color = c};
}

/* Top-down, every point shows. */
static vec2s at(const projection *pr, vec2s p)
{
	vec2s s = p;
	projection_point(pr, p, &s);
	return s;
}

static void render_tri(SDL_Renderer *r, const fp_tri *t, SDL_Color c)
{
	SDL_Vertex v[3] = {vertex(t->v[0], c), vertex(t->v[1], c), vertex(t->v[2], c)};
	SDL_RenderGeometry(r, NULL, v, 3, NULL, 0);
}

static void draw_solid(SDL_Renderer *r, const projection *pr, const actor *a, SDL_Color c);

void render_polygon(SDL_Renderer *r, const vec2s *p, int n, SDL_Color c)
{
	for (int k = 2; k < n; k++)
		render_tri(r, &(fp_tri){{p[0], p[k - 1], p[k]}}, c);
}

static void draw_actor(SDL_Renderer *r, const projection *pr, const actor *a)
{
	fp_tri tris[2];
	fp_footprint_tris(a->fp, tris);
	SDL_Color c = render_actor_color(a->color, a->tinted);
	SDL_Vertex v[6];
	for (int t = 0; t < 2; t++)
		for (int k = 0; k < 3; k++)
			v[t * 3 + k] = vertex(at(pr, tris[t].v[k]), c);
	SDL_RenderGeometry(r, NULL, v, 6, NULL, 0);
	if (a->solid)
		draw_solid(r, pr, a, c);
}

/* A solid: its fill hatched with darker diagonals RENDER_HATCH px apart (in
 * its own frame, so they turn with it) and outlined in a lighter shade. */
static void draw_solid(SDL_Renderer *r, const projection *pr, const actor *a, SDL_Color c)
{
	float hx = a->box.half.x, hy = a->box.half.y, co = cosf(a->box.angle), si = sinf(a->box.angle);
	vec2s o = a->box.center;
	SDL_SetRenderDrawColor(r, mix(c.r, 0, 0.45f), mix(c.g, 0, 0.45f), mix(c.b, 0, 0.45f), 255);
	/* the lines v = u - k of the box's frame, clipped to |u| <= hx, |v| <= hy */
	for (float k = -(hx + hy) + RENDER_HATCH / 2; k < hx + hy; k += RENDER_HATCH) {
		float u0 = fmaxf(-hx, k - hy), u1 = fminf(hx, k + hy), v0 = u0 - k, v1 = u1 - k;
		vec2s p0 = at(pr, (vec2s){{o.x + u0 * co - v0 * si, o.y + u0 * si + v0 * co}});
		vec2s p1 = at(pr, (vec2s){{o.x + u1 * co - v1 * si, o.y + u1 * si + v1 * co}});
		SDL_RenderDrawLineF(r, p0.x, p0.y, p1.x, p1.y);
	}
	const vec2s *q = a->fp->corner;
	SDL_FPoint rim[5];
	for (int i = 0; i < 5; i++) {
		vec2s p = at(pr, q[i % 4]);
		rim[i] = (SDL_FPoint){p.x, p.y};
	}
	SDL_SetRenderDrawColor(r, mix(c.r, 255, 0.5f), mix(c.g, 255, 0.5f), mix(c.b, 255, 0.5f), 255);
	SDL_RenderDrawLinesF(r, rim, 5);
}

/* The player: an actor with a white rim and a line to the middle of its
 * front edge, so its heading shows. */
static void draw_player(SDL_Renderer *r, const projection *pr, const actor *a)
{
	draw_actor(r, pr, a);
	const vec2s *c = a->fp->corner;
	SDL_FPoint rim[5];
	for (int i = 0; i < 5; i++) {
		vec2s p = at(pr, c[i % 4]);
		rim[i] = (SDL_FPoint){p.x, p.y};
	}
	SDL_SetRenderDrawColor(r, 255, 255, 255, 255);
	SDL_RenderDrawLinesF(r, rim, 5);
	vec2s o = a->box.center;
	float hx = a->box.half.x;
	vec2s from = at(pr, o);
	vec2s to = at(pr, (vec2s){{o.x + hx * cosf(a->box.angle), o.y + hx * sinf(a->box.angle)}});
	SDL_RenderDrawLineF(r, from.x, from.y, to.x, to.y);
}

static void draw_pickup(SDL_Renderer *r, const projection *pr, fp_circle c)
{
	SDL_Color gold = {250, 204, 64, 255}, core = {255, 244, 180, 255};
	SDL_Vertex v[FAN_SEGMENTS + 2];
	int idx[FAN_SEGMENTS * 3];
	v[0] = vertex(at(pr, c.center), core);
	for (int i = 0; i <= FAN_SEGMENTS; i++) {
		float a = TAU * (float)i / (float)FAN_SEGMENTS;
		vec2s p = {{c.center.x + c.radius * cosf(a), c.center.y + c.radius * sinf(a)}};
		v[i + 1] = vertex(at(pr, p), gold);
	}
	for (int i = 0; i < FAN_SEGMENTS; i++) {
		idx[i * 3] = 0;
		idx[i * 3 + 1] = i + 1;
		idx[i * 3 + 2] = i + 2;
	}
	SDL_RenderGeometry(r, NULL, v, FAN_SEGMENTS + 2, idx, FAN_SEGMENTS * 3);
}

void render_world(SDL_Renderer *r, const world *w, const projection *pr)
{
	SDL_Color b = RENDER_BACKDROP, g = RENDER_GROUND;
	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
	SDL_SetRenderDrawColor(r, b.r, b.g, b.b, b.a);
	SDL_RenderClear(r);
	SDL_SetRenderDrawColor(r, g.r, g.g, g.b, g.a);
	vec2s lo = at(pr, (vec2s){{0.0f, 0.0f}}), hi = at(pr, (vec2s){{w->width, w->height}});
	SDL_RenderFillRectF(r, &(SDL_FRect){lo.x, lo.y, hi.x - lo.x, hi.y - lo.y});
	for (size_t i = 0; i < w->pickup_count; i++)
		if (!w->pickups[i].collected)
			draw_pickup(r, pr, w->pickups[i].circle);
	/* The player last, so it is never hidden under the actors it meets. */
	for (size_t i = 0; i < w->actor_count; i++)
		if (i != w->player)
			draw_actor(r, pr, &w->actors[i]);
	if (w->player < w->actor_count)
		draw_player(r, pr, &w->actors[w->player]);
}
