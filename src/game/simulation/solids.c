/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The simulation's rule for solids (solids.h): who stops, who slides, who
 * waits. Candidates come from the library's region query over the static
 * solids (solids_near.h) and a scan of the moving ones; the library decides every pose exactly. */
#include "solids.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <footprint/motion.h>

#include "steer.h"
#include "solids_near.h"
#include "behaviour.h"

struct solids {
	solids_near fixed;      /* the static solids */
	size_t *scanned;        /* moving solids, and static ones too big to file */
	size_t scanned_count;
	size_t *near;           /* one query's solids (actor indices) ... */
	fp_footprint *near_fp;  /* ... and their footprints, as the sweeps take them */
};

/* The solids actor i must stay apart from whose bounds meet b, and for a
 * solid the player, into near and near_fp; returns how many. */
static size_t gather(world *w, size_t i, fp_aabb b)
{
	struct solids *s = w->solids;
	size_t n = 0, found = solids_near_find(&s->fixed, w->fps, b, s->near);
	for (size_t k = 0; k < found; k++)
		if (s->near[k] != i)
			s->near[n++] = s->near[k];
	for (size_t k = 0; k < s->scanned_count; k++) {
		size_t j = s->scanned[k];
		if (j != i && fp_aabb_overlap(fp_footprint_bounds(&w->fps[j]), b))
			s->near[n++] = j;
	}
	if (w->actors[i].solid && fp_aabb_overlap(fp_footprint_bounds(&w->fps[w->player]), b))
		s->near[n++] = w->player;
	for (size_t k = 0; k < n; k++)
		s->near_fp[k] = w->fps[s->near[k]];
	return n;
}

bool solids_pose_free(world *w, size_t i, fp_box box)
{
	if (!w->solids)
		return true;
	fp_footprint f = fp_footprint_of(box);
	size_t n = gather(w, i, f.bounds);
	for (size_t k = 0; k < n; k++)
		if (fp_footprint_overlap(&f, &w->solids->near_fp[k]))
			return false;
	return true;
}

static bool inside(const world *w, fp_box box)
{
	fp_aabb b = fp_footprint_of(box).bounds;
	return b.min.x >= 0 && b.min.y >= 0 && b.max.x <= w->width && b.max.y <= w->height;
}

/* The pose actor i keeps after reaching pose (apart) from `from`: the pose
 * its behaviour asked for as it is (behaviours keep it inside the world);
 * another with its angle brought into [0, 2 pi) when that pose is apart
 * too, and back inside the world when it left, if that is apart, else
 * from. */
static fp_box settle(world *w, size_t i, fp_box from, fp_box pose, fp_box asked)
{
	if (memcmp(&pose, &asked, sizeof pose) == 0)
		return pose;
	fp_box wrapped = pose;
	wrapped.angle = steer_wrap(pose.angle);
	if (wrapped.angle != pose.angle && solids_pose_free(w, i, wrapped))
		pose = wrapped;
	if (inside(w, pose))
		return pose;
	steer_keep_inside(&pose, w->width, w->height);
	return solids_pose_free(w, i, pose) ? pose : from;
}

/* The motion from `from` to the pose asked for, turning the short way: a
 * behaviour wraps its angle into [0, 2 pi), which may jump by 2 pi. */
static fp_box turn_short(fp_box from, fp_box asked)
{
	if (fabsf(asked.angle - from.angle) > STEER_TAU / 2)
		asked.angle = from.angle + steer_angle_diff(from.angle, asked.angle);
	return asked;
}

/* How far a slide keeps off the solid it slides along: more than the
 * rounding of the slide's poses can carry it into the solid. */
static float slide_gap(fp_box at)
{
	float m = fmaxf(fabsf(at.center.x), fabsf(at.center.y));
	return fmaxf(0x1p-12f, 4.0f * (nextafterf(m, INFINITY) - m));
}

/* The slide after a stop at cur with contact normal n: the rest of the
 * motion to target less its part into the solid, kept off it, with the
 * rest of the turn when turning; false when there is nothing to slide. */
static bool slide_target(const world *w, fp_box cur, fp_box target, vec2s n, bool turning,
                         fp_box *out)
{
	float rx = target.center.x - cur.center.x, ry = target.center.y - cur.center.y;
	float into = rx * n.x + ry * n.y, gap = slide_gap(cur);
	if (into < 0) {
		rx -= into * n.x;
		ry -= into * n.y;
	}
	if (!(sqrtf(rx * rx + ry * ry) > gap))
		return false;
	*out = cur;
	out->center.x += rx + gap * n.x;
	out->center.y += ry + gap * n.y;
	out->angle = turning ? target.angle : cur.angle;
	steer_keep_inside(out, w->width, w->height);
	return memcmp(out, &cur, sizeof cur) != 0;
}

/* at pushed d px along n, then turned to angle, as actor i's pose, into
 * *out: true when the push and then the turn are each clear of every
 * solid (the end apart from them all). */
static bool turn_clear(world *w, size_t i, fp_box at, float angle, vec2s n, float d,
                       fp_box *out)
{
	fp_box pushed = at, turned;
	pushed.center.x += d * n.x;
	pushed.center.y += d * n.y;
	turned = pushed;
	turned.angle = angle;
	fp_aabb b0 = fp_motion_bounds(at, pushed), b1 = fp_motion_bounds(pushed, turned);
	fp_aabb b = {.min = {{fminf(b0.min.x, b1.min.x), fminf(b0.min.y, b1.min.y)}},
	             .max = {{fmaxf(b0.max.x, b1.max.x), fmaxf(b0.max.y, b1.max.y)}}};
	size_t k = gather(w, i, b);
	const fp_footprint *near = w->solids->near_fp;
	if (!fp_motion_clear(at, pushed, near, k) || !fp_motion_clear(pushed, turned, near, k))
		return false;
	*out = turned;
	return true;
}

/* A turn to angle cut short at `at` by a solid whose contact normal is n:
 * the pose pushed out along n the least distance (to 1/256 px) that lets
 * the turn be made, into *out. A corner turning by the rest of the turn
 * goes at most (hx + hy) times it into the solid, so no push need be
 * longer; false when none that long is clear (another solid behind). */
static bool turn_out(world *w, size_t i, fp_box at, float angle, vec2s n, fp_box *out)
{
	float lo = 0, hi = (at.half.x + at.half.y) * fabsf(angle - at.angle) + 2 * slide_gap(at);
	if (turn_clear(w, i, at, angle, n, 0, out))
		return true;
	if (!turn_clear(w, i, at, angle, n, hi, out))
		return false;
	while (hi - lo > 1.0f / 256) {
		float mid = 0.5f * (lo + hi);
		if (turn_clear(w, i, at, angle, n, mid, out))
			hi = mid;
		else
			lo = mid;
	}
	return turn_clear(w, i, at, angle, n, hi, out);
}

/* Where the player's motion ends when cut short at pose: there, unless the
 * turn to `to` was cut short too and a push out along the last contact's
 * normal n (none when NULL) lets it be made. */
static fp_box stop_or_turn_out(world *w, size_t i, fp_box pose, fp_box to, const vec2s *n)
{
	fp_box turned;
	if (n && pose.angle != to.angle && turn_out(w, i, pose, to.angle, *n, &turned))
		return turned;
	return pose;
}

/* The player: as far as the solids allow, then sliding; a turn the solids
 * cut short pushes it out of their way (turn_out). n: the solids gathered
 * for the first motion. */
static fp_box go_and_slide(world *w, size_t i, fp_box from, fp_box to, fp_box asked, size_t n)
{
	actor *a = &w->actors[i];
	fp_box cur = from, target = to;
	vec2s normal = {{0, 0}};
	for (int k = 0; k < SOLIDS_SWEEPS; k++) {
		if (k > 0)
			n = gather(w, i, fp_motion_bounds(cur, target));
		fp_motion_result r = fp_motion_sweep(cur, target, w->solids->near_fp, n);
		if (r.status == FP_MOTION_REACHED)
			return settle(w, i, from, target, asked);
		a->blocked = true;
		bool blocked = r.status == FP_MOTION_BLOCKED;
		if (!blocked || !slide_target(w, r.pose, target, r.normal, k == 0, &target))
			return settle(w, i, from,
			              stop_or_turn_out(w, i, r.pose, to, blocked ? &r.normal : NULL),
			              asked);
		cur = r.pose;
		normal = r.normal;
	}
	return settle(w, i, from, stop_or_turn_out(w, i, cur, to, &normal), asked);
}

/* Some of the n gathered solids overlaps actor i's footprint as it stands. */
static bool inside_solid(const world *w, size_t i, size_t n)
{
	for (size_t k = 0; k < n; k++)
		if (fp_footprint_overlap(&w->fps[i], &w->solids->near_fp[k]))
			return true;
	return false;
}

/* The motion from `from` to `to` is free of the n gathered solids: its end
 * first (end: its footprint, or NULL to make it), which settles most
 * motions into a wall at once. *hit: the solid (its place in near) the end
 * overlaps, else SIZE_MAX. */
static bool motion_free(const world *w, fp_box from, fp_box to, const fp_footprint *end,
                        size_t n, size_t *hit)
{
	const fp_footprint *near = w->solids->near_fp;
	fp_footprint made;
	if (!end) {
		made = fp_footprint_of(to);
		end = &made;
	}
	for (*hit = 0; *hit < n; ++*hit)
		if (fp_footprint_overlap(end, &near[*hit]))
			return false;
	*hit = SIZE_MAX;
	return fp_motion_clear(from, to, near, n);
}

/* A step of the length of the motion from `from` to `to` (at least 1/2 px)
 * out of solid s through the face whose side the mover's centre is on, in
 * the solid's own frame, into *out. */
static fp_box step_out(const fp_footprint *s, fp_box from, fp_box to)
{
	float dx = to.center.x - from.center.x, dy = to.center.y - from.center.y;
	float d = fmaxf(sqrtf(dx * dx + dy * dy), 0.5f);
	float ox = from.center.x - s->center.x, oy = from.center.y - s->center.y;
	vec2s u = s->axis, v = {{-s->axis.y, s->axis.x}};
	float a = (ox * u.x + oy * u.y) / fmaxf(s->half.x, 0x1p-20f);
	float b = (ox * v.x + oy * v.y) / fmaxf(s->half.y, 0x1p-20f);
	vec2s n = fabsf(a) > fabsf(b) ? u : v;
	float k = (fabsf(a) > fabsf(b) ? a : b) < 0 ? -d : d;
	from.center.x += k * n.x;
	from.center.y += k * n.y;
	return from;
}

/* A non-solid mover: its whole motion when that is free, else only its
 * turn, else a step straight out of the solid its motion's end meets (so
 * one wedged too near to turn gets room to), else it waits; free of
 * solids while inside one. n: the solids gathered for the motion; end: the
 * footprint of `to`. */
static fp_box go_or_turn(world *w, size_t i, fp_box from, fp_box to, fp_box asked, size_t n,
                         const fp_footprint *end)
{
	size_t hit, miss;
	if (motion_free(w, from, to, end, n, &hit))
		return settle(w, i, from, to, asked);
	if (inside_solid(w, i, n))
		return asked;
	w->actors[i].blocked = true;
	fp_box turn = from;
	turn.angle = to.angle;
	if (turn.angle != from.angle && motion_free(w, from, turn, NULL, n, &miss))
		return settle(w, i, from, turn, asked);
	if (hit == SIZE_MAX)
		return from;
	fp_box out = step_out(&w->solids->near_fp[hit], from, to);
	if (motion_free(w, from, out, NULL, gather(w, i, fp_motion_bounds(from, out)), &miss))
		return settle(w, i, from, out, asked);
	return from;
}

static inline double dmin(double a, double b)
{
	return a < b ? a : b;
}

static inline double dmax(double a, double b)
{
	return a > b ? a : b;
}

/* hx + hy stands for the corners' distance from the centre (it is at least
 * that), and turn^2 / 8 for 1 - cos(turn / 2) (likewise). */
fp_aabb solids_motion_reach(fp_box from, fp_box to, const fp_footprint *f0,
                           const fp_footprint *f1)
{
	double hx = (double)from.half.x, hy = (double)from.half.y, r = hx + hy;
	double turn = fabs((double)to.angle - (double)from.angle);
	double m = dmax(dmax(fabs((double)from.center.x), fabs((double)from.center.y)),
	                dmax(fabs((double)to.center.x), fabs((double)to.center.y)));
	double bulge = r * turn * turn / 8 + 0x1p-14 * (1 + m + r);
	double gx = dmin(fabs((double)to.center.x - (double)from.center.x), r * turn) + bulge;
	double gy = dmin(fabs((double)to.center.y - (double)from.center.y), r * turn) + bulge;
	return (fp_aabb){
		.min = {{(float)(dmin((double)f0->bounds.min.x, (double)f1->bounds.min.x) - gx),
		         (float)(dmin((double)f0->bounds.min.y, (double)f1->bounds.min.y) - gy)}},
		.max = {{(float)(dmax((double)f0->bounds.max.x, (double)f1->bounds.max.x) + gx),
		         (float)(dmax((double)f0->bounds.max.y, (double)f1->bounds.max.y) + gy)}},
	};
}

/* Keeps of the n gathered solids those whose bounds meet b; returns how
 * many. */
static size_t keep_near(world *w, size_t n, fp_aabb b)
{
	struct solids *s = w->solids;
	size_t kept = 0;
	for (size_t k = 0; k < n; k++) {
		if (!fp_aabb_overlap(fp_footprint_bounds(&s->near_fp[k]), b))
			continue;
		s->near[kept] = s->near[k];
		s->near_fp[kept++] = s->near_fp[k];
	}
	return kept;
}

static void solids_move(world *w, size_t i, fp_box asked)
{
	actor *a = &w->actors[i];
	fp_box from = a->box, to = turn_short(from, asked);
	bool other = i != w->player && !a->solid;
	size_t n = gather(w, i, fp_motion_bounds(from, to));
	fp_footprint end;
	if (n > 0 && other) {
		end = fp_footprint_of(to);
		n = keep_near(w, n, solids_motion_reach(from, to, a->fp, &end));
	}
	if (n == 0)
		a->box = asked;
	else if (i == w->player)
		a->box = go_and_slide(w, i, from, to, asked, n);
	else if (other)
		a->box = go_or_turn(w, i, from, to, asked, n, &end);
	else if (fp_motion_clear(from, to, w->solids->near_fp, n))
		a->box = settle(w, i, from, to, asked);
	else
		a->blocked = true;
	if (a->solid || i == w->player)
		w->fps[i] = fp_footprint_of(a->box);
	if (a->blocked && behaviour_table[a->kind]->held)
		behaviour_table[a->kind]->held(a);
}

void solids_step(world *w, commands cmd, bool playing)
{
	for (size_t i = 0; i < w->actor_count; i++) {
		actor *a = &w->actors[i];
		const behaviour_def *b = behaviour_table[a->kind];
		bool player = i == w->player;
		a->blocked = false;
		if (b->step && (playing || !player))
			solids_move(w, i, b->step(a, w, player ? cmd : (commands){0}, WORLD_DT));
	}
}

void solids_fini(world *w)
{
	struct solids *s = w->solids;
	if (!s)
		return;
	solids_near_free(&s->fixed);
	free(s->scanned);
	free(s->near);
	free(s->near_fp);
	free(s);
	w->solids = NULL;
}

/* Files the static solids for the region query (the too big ones to the scan) and
 * lists the moving ones for the scan. */
static bool solids_file(world *w, struct solids *s, size_t *fixed)
{
	size_t count = 0;
	for (size_t i = 0; i < w->actor_count; i++) {
		const actor *a = &w->actors[i];
		if (a->solid && !behaviour_table[a->kind]->step)
			fixed[count++] = i;
	}
	if (!solids_near_build(&s->fixed, w->fps, fixed, count, w->width, w->height, s->scanned,
	                       &s->scanned_count))
		return false;
	for (size_t i = 0; i < w->actor_count; i++) {
		const actor *a = &w->actors[i];
		if (a->solid && behaviour_table[a->kind]->step)
			s->scanned[s->scanned_count++] = i;
	}
	return true;
}

bool solids_init(world *w)
{
	w->solid_count = 0;
	for (size_t i = 0; i < w->actor_count; i++)
		w->solid_count += w->actors[i].solid;
	if (w->solid_count == 0)
		return true;
	size_t n = w->solid_count + 1; /* a query also holds the player */
	struct solids *s = w->solids = calloc(1, sizeof *s);
	size_t *fixed = malloc(n * sizeof *fixed);
	bool ok = s && fixed;
	if (ok) {
		s->scanned = malloc(n * sizeof *s->scanned);
		s->near = malloc(n * sizeof *s->near);
		s->near_fp = malloc(n * sizeof *s->near_fp);
		ok = s->scanned && s->near && s->near_fp && solids_file(w, s, fixed);
	}
	free(fixed);
	if (!ok)
		solids_fini(w);
	return ok;
}
