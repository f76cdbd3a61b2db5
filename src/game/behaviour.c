#include "behaviour.h"

#include <math.h>

#define TAU 6.28318530717958647692f
#define DEG (TAU / 360.0f)

float behaviour_wrap(float angle)
{
	angle = fmodf(angle, TAU);
	if (angle < 0)
		angle += TAU;
	return angle < TAU ? angle : 0.0f; /* -tiny + TAU rounds to TAU */
}

/* The signed turn from a to b in (-pi, pi]. */
static float angle_diff(float a, float b)
{
	float d = behaviour_wrap(b - a);
	return d > TAU / 2 ? d - TAU : d;
}

static float clampf(float v, float lo, float hi)
{
	if (!(v >= lo)) /* NaN lands on lo */
		return lo;
	return v > hi ? hi : v;
}

/* The bounds' half extents of a box whose angle has cosine c and sine s. */
static vec2s box_extent(const fp_box *b, float c, float s)
{
	c = fabsf(c);
	s = fabsf(s);
	return (vec2s){.x = c * b->half.x + s * b->half.y, .y = s * b->half.x + c * b->half.y};
}

static float clamp_axis(float v, float ext, float size)
{
	/* Far from 0 a float step outgrows the fixed inset: add a few of them. */
	float inset = BEHAVIOUR_INSET + size * 4e-7f;
	float lo = ext + inset, hi = size - ext - inset;
	if (lo > hi)
		return size / 2;
	return clampf(v, lo, hi);
}

static void keep_inside_cs(actor *a, float c, float s, float width, float height)
{
	vec2s e = box_extent(&a->box, c, s);
	a->box.center.x = clamp_axis(a->box.center.x, e.x, width);
	a->box.center.y = clamp_axis(a->box.center.y, e.y, height);
}

void behaviour_keep_inside(actor *a, float width, float height)
{
	keep_inside_cs(a, cosf(a->box.angle), sinf(a->box.angle), width, height);
}

/* Turns toward the heading `want` by at most rate radians (rate <= 0: at once). */
static void turn_toward(actor *a, float want, float rate)
{
	float d = angle_diff(a->box.angle, want);
	if (rate <= 0 || fabsf(d) <= rate)
		a->box.angle = behaviour_wrap(want);
	else
		a->box.angle = behaviour_wrap(a->box.angle + (d > 0 ? rate : -rate));
}

static void drive(actor *a, float distance)
{
	a->box.center.x += distance * cosf(a->box.angle);
	a->box.center.y += distance * sinf(a->box.angle);
}

void behaviour_player(actor *a, const world *w, commands cmd, float dt)
{
	float turn = clampf(cmd.turn, -1, 1), throttle = clampf(cmd.throttle, -1, 1);
	if (cmd.turn != cmd.turn)
		turn = 0;
	if (cmd.throttle != cmd.throttle)
		throttle = 0;
	a->box.angle = behaviour_wrap(a->box.angle + turn * a->spin * DEG * dt);
	drive(a, throttle * a->speed * dt);
	behaviour_keep_inside(a, w->width, w->height);
}

void behaviour_patrol_start(actor *a, const level_path *p)
{
	size_t best = 0;
	float best_d = INFINITY;
	for (size_t i = 0; i < p->count; i++) {
		float dx = p->points[i].x - a->box.center.x, dy = p->points[i].y - a->box.center.y;
		float d = dx * dx + dy * dy;
		if (d < best_d) {
			best_d = d;
			best = i;
		}
	}
	a->path_target = best;
	a->path_dir = best + 1 < p->count ? 1 : -1;
}

/* A path point the actor can stand on at any angle: pulled in from the walls
 * by the box's half diagonal, so walking to it never needs the clamp. */
static vec2s reachable(const actor *a, vec2s p, const world *w)
{
	float r = sqrtf(a->box.half.x * a->box.half.x + a->box.half.y * a->box.half.y);
	return (vec2s){.x = clamp_axis(p.x, r, w->width), .y = clamp_axis(p.y, r, w->height)};
}

/* The next point along the polyline; at an end, the way back. */
static void patrol_next(actor *a, size_t count)
{
	bool at_end = a->path_dir > 0 ? a->path_target + 1 >= count : a->path_target == 0;
	if (at_end)
		a->path_dir = -a->path_dir;
	a->path_target = a->path_dir > 0 ? a->path_target + 1 : a->path_target - 1;
}

static void patrol(actor *a, const world *w, float dt)
{
	const level_path *p = &w->paths[a->path];
	float step = a->speed * dt;
	vec2s t = reachable(a, p->points[a->path_target], w);
	float dx = t.x - a->box.center.x, dy = t.y - a->box.center.y;
	float dist = sqrtf(dx * dx + dy * dy);
	if (dist <= step) {
		a->box.center = t;
		patrol_next(a, p->count);
	} else {
		a->box.center.x += dx / dist * step;
		a->box.center.y += dy / dist * step;
	}
	if (dist > 0)
		turn_toward(a, atan2f(dy, dx), fabsf(a->spin) * DEG * dt);
	behaviour_keep_inside(a, w->width, w->height);
}

/* Random steering, bent back toward the middle near a wall. */
static void wander(actor *a, world *w, float dt)
{
	float most = fabsf(a->spin) * DEG;
	/* Steering that drifts and decays (correlated over about half a second)
	 * instead of a plain random walk, which would pin itself at the limit and
	 * circle. Tuned for WORLD_DT steps. */
	float kick = rng_range(&w->rand, -1, 1) * most * 0.12f * (dt * WORLD_TICK_HZ);
	a->wander_turn = clampf(a->wander_turn * (1 - 1.8f * dt) + kick, -most, most);
	/* a->fp is still the footprint of the box as it stands: its bounds */
	fp_aabb b = a->fp->bounds;
	float margin = a->speed * 0.5f;
	bool near_wall = b.min.x < margin || b.min.y < margin || b.max.x > w->width - margin ||
	                 b.max.y > w->height - margin;
	if (near_wall) {
		vec2s c = a->box.center;
		float home = atan2f(w->height / 2 - c.y, w->width / 2 - c.x);
		float d = angle_diff(a->box.angle, home);
		if (fabsf(d) > TAU / 4)
			a->wander_turn = d > 0 ? most : -most;
	}
	a->box.angle = behaviour_wrap(a->box.angle + a->wander_turn * dt);
	float co = cosf(a->box.angle), si = sinf(a->box.angle);
	a->box.center.x += a->speed * dt * co;
	a->box.center.y += a->speed * dt * si;
	keep_inside_cs(a, co, si, w->width, w->height);
}

void behaviour_npc(actor *a, world *w, float dt)
{
	switch (a->kind) {
	case BEHAVIOUR_SPIN:
		a->box.angle = behaviour_wrap(a->box.angle + a->spin * DEG * dt);
		behaviour_keep_inside(a, w->width, w->height);
		break;
	case BEHAVIOUR_PATROL:
		patrol(a, w, dt);
		break;
	case BEHAVIOUR_WANDER:
		wander(a, w, dt);
		break;
	case BEHAVIOUR_PLAYER:
	case BEHAVIOUR_STATIC:
		break;
	}
}
