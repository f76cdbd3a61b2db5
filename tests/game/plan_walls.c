/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* plan_walls LEVEL OUT: plays LEVEL to a win through the real world step (seed
 * 1, as a headless run without --seed) and writes the keys it pressed to OUT
 * as an input script (the format of --input), ending in a quit: replayed
 * with `footprints LEVEL --headless --input OUT --frames N`, it wins.
 *
 * The route: the map in cells of PLAN_CELL px, those within PLAN_CLEAR px
 * of a static solid, of a spinning solid's hub (which never moves) or of
 * the map's edge blocked; the cheapest path over the cells to the nearest
 * pickup left, straightened where it keeps PLAN_SIGHT px from them (so it
 * crosses doorways square, cell by cell) and dearer near them (so it keeps
 * to the middle of corridors). The keys: turn toward the next point, drive
 * while facing it. When a solid holds the player still (a moving solid
 * waits for the player rather than enter it, and may hold it as long), the
 * run goes back to before it met the solid and waits there, longer each
 * try, until the leg gets through: the solids have moved on. Non-solid
 * actors are not avoided. Prints the tick of the win; fails when the level
 * is not won. */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "level.h"
#include "world.h"

#define PLAN_CELL 4.0f
#define PLAN_CLEAR 22.0f          /* px: the player's half height and some */
#define PLAN_SIGHT 28.0f          /* px: its half diagonal and some */
#define PLAN_REACH 8.0f           /* px: a waypoint this near is reached */
#define PLAN_FACING 0.35f         /* rad: drive only when facing this well */
#define PLAN_TICKS_MAX (60 * 900)
#define PLAN_STUCK_TICKS 20       /* held this long without moving: stuck */
#define PLAN_WAIT_MAX 300         /* ticks a try may wait before going on */
#define PLAN_DETOUR 24.0f         /* px round a place it got stuck, kept clear */
#define PLAN_REPLAN_TICKS 180
#define PLAN_BLOCKED_COST 64.0f   /* a blocked cell costs this many free ones */
#define PLAN_TIGHT_COST 4.0f      /* and a cell too near for straight runs, this */

enum { KEY_FORWARD, KEY_BACK, KEY_LEFT, KEY_RIGHT, KEYS };
static const char *const key_name[KEYS] = {"forward", "back", "left", "right"};

typedef struct grid {
	int cols, rows;
	bool *blocked;      /* within PLAN_CLEAR of a wall: the route avoids these */
	bool *tight;        /* within PLAN_SIGHT: straight runs avoid these too */
	float *cost;
	int *prev;
} grid;

typedef struct route {
	vec2s *point;
	int count, next;
} route;

static float box_distance(fp_box b, float x, float y)
{
	float dx = x - b.center.x, dy = y - b.center.y, c = cosf(b.angle), s = sinf(b.angle);
	float u = fabsf(dx * c + dy * s) - b.half.x, v = fabsf(-dx * s + dy * c) - b.half.y;
	u = u > 0 ? u : 0;
	v = v > 0 ? v : 0;
	return sqrtf(u * u + v * v);
}

static vec2s cell_centre(const grid *g, int k)
{
	return (vec2s){{((float)(k % g->cols) + 0.5f) * PLAN_CELL,
	                ((float)(k / g->cols) + 0.5f) * PLAN_CELL}};
}

/* Marks the cells within reach of box b (for a hub: of its centre). */
static void block_near(grid *g, bool *mark, fp_box b, float reach)
{
	fp_aabb a = fp_footprint_of(b).bounds;
	int x0 = (int)floorf((a.min.x - reach) / PLAN_CELL), x1 = (int)ceilf((a.max.x + reach) / PLAN_CELL);
	int y0 = (int)floorf((a.min.y - reach) / PLAN_CELL), y1 = (int)ceilf((a.max.y + reach) / PLAN_CELL);
	for (int y = y0 < 0 ? 0 : y0; y <= y1 && y < g->rows; y++) {
		for (int x = x0 < 0 ? 0 : x0; x <= x1 && x < g->cols; x++) {
			vec2s p = cell_centre(g, y * g->cols + x);
			if (box_distance(b, p.x, p.y) <= reach)
				mark[y * g->cols + x] = true;
		}
	}
}

static void grid_build(grid *g, const world *w)
{
	g->cols = (int)ceilf(w->width / PLAN_CELL);
	g->rows = (int)ceilf(w->height / PLAN_CELL);
	size_t n = (size_t)g->cols * (size_t)g->rows;
	g->blocked = calloc(n, sizeof *g->blocked);
	g->tight = calloc(n, sizeof *g->tight);
	g->cost = malloc(n * sizeof *g->cost);
	g->prev = malloc(n * sizeof *g->prev);
	if (!g->blocked || !g->tight || !g->cost || !g->prev) {
		fprintf(stderr, "plan_walls: out of memory\n");
		exit(1);
	}
	for (size_t k = 0; k < n; k++) {
		vec2s p = cell_centre(g, (int)k);
		g->blocked[k] = p.x < PLAN_CLEAR || p.y < PLAN_CLEAR || p.x > w->width - PLAN_CLEAR ||
		                p.y > w->height - PLAN_CLEAR;
		g->tight[k] = p.x < PLAN_SIGHT || p.y < PLAN_SIGHT || p.x > w->width - PLAN_SIGHT ||
		              p.y > w->height - PLAN_SIGHT;
	}
	for (size_t i = 0; i < w->actor_count; i++) {
		const actor *a = &w->actors[i];
		const behaviour_def *b = behaviour_table[a->kind];
		fp_box hub = {.center = a->box.center, .half = {{0, 0}}, .angle = 0};
		float r = fminf(a->box.half.x, a->box.half.y) + 4;
		if (a->solid && !b->step) {
			block_near(g, g->blocked, a->box, PLAN_CLEAR);
			block_near(g, g->tight, a->box, PLAN_SIGHT);
		} else if (a->solid && a->kind == BEHAVIOUR_SPIN) {
			block_near(g, g->blocked, hub, PLAN_CLEAR + r);
			block_near(g, g->tight, hub, PLAN_SIGHT + r);
		}
	}
}

static int cell_of(const grid *g, vec2s p)
{
	int x = (int)(p.x / PLAN_CELL), y = (int)(p.y / PLAN_CELL);
	x = x < 0 ? 0 : x >= g->cols ? g->cols - 1 : x;
	y = y < 0 ? 0 : y >= g->rows ? g->rows - 1 : y;
	return y * g->cols + x;
}

/* A binary heap of cells by cost, for Dijkstra. */
typedef struct heap {
	int *cell;
	int count;
} heap;

static void heap_push(heap *h, const grid *g, int c)
{
	int i = h->count++;
	while (i > 0 && g->cost[h->cell[(i - 1) / 2]] > g->cost[c]) {
		h->cell[i] = h->cell[(i - 1) / 2];
		i = (i - 1) / 2;
	}
	h->cell[i] = c;
}

static int heap_pop(heap *h, const grid *g)
{
	int top = h->cell[0], last = h->cell[--h->count], i = 0;
	for (;;) {
		int k = 2 * i + 1;
		if (k >= h->count)
			break;
		if (k + 1 < h->count && g->cost[h->cell[k + 1]] < g->cost[h->cell[k]])
			k++;
		if (g->cost[h->cell[k]] >= g->cost[last])
			break;
		h->cell[i] = h->cell[k];
		i = k;
	}
	h->cell[i] = last;
	return top;
}

/* Costs from the cell at `from` to every cell, eight ways, cells near walls
 * dearer (so routes keep to the middle of corridors) and blocked ones
 * dearest (so a player pressed against a wall still finds its way out). */
static void grid_costs(grid *g, int from)
{
	size_t n = (size_t)g->cols * (size_t)g->rows;
	for (size_t k = 0; k < n; k++) {
		g->cost[k] = INFINITY;
		g->prev[k] = -1;
	}
	heap h = {.cell = malloc(8 * n * sizeof(int))};
	if (!h.cell)
		exit(1);
	g->cost[from] = 0;
	heap_push(&h, g, from);
	static const int dx[8] = {1, -1, 0, 0, 1, 1, -1, -1}, dy[8] = {0, 0, 1, -1, 1, -1, 1, -1};
	while (h.count) {
		int c = heap_pop(&h, g), cx = c % g->cols, cy = c / g->cols;
		for (int d = 0; d < 8; d++) {
			int x = cx + dx[d], y = cy + dy[d];
			if (x < 0 || y < 0 || x >= g->cols || y >= g->rows)
				continue;
			int k = y * g->cols + x;
			float step = d < 4 ? 1.0f : 1.41421356f;
			float dear = g->blocked[k] ? PLAN_BLOCKED_COST : g->tight[k] ? PLAN_TIGHT_COST : 1.0f;
			float cost = g->cost[c] + step * dear;
			if (cost < g->cost[k]) {
				g->cost[k] = cost;
				g->prev[k] = c;
				heap_push(&h, g, k);
			}
		}
	}
	free(h.cell);
}

/* The segment from a to b keeps PLAN_SIGHT from every wall (checked every
 * px), so the player can drive it at any heading. */
static bool in_sight(const grid *g, vec2s a, vec2s b)
{
	float dx = b.x - a.x, dy = b.y - a.y;
	int steps = (int)ceilf(sqrtf(dx * dx + dy * dy));
	for (int i = 0; i <= steps; i++) {
		float t = steps ? (float)i / (float)steps : 0;
		if (g->tight[cell_of(g, (vec2s){{a.x + t * dx, a.y + t * dy}})])
			return false;
	}
	return true;
}

/* The cheapest path to the nearest pickup left, straightened; false when
 * none is left. */
static bool plan(grid *g, const world *w, route *r)
{
	vec2s at = w->actors[w->player].box.center;
	grid_costs(g, cell_of(g, at));
	int best = -1;
	for (size_t i = 0; i < w->pickup_count; i++) {
		int k = cell_of(g, w->pickups[i].circle.center);
		if (!w->pickups[i].collected && (best < 0 || g->cost[k] < g->cost[best]))
			best = k;
	}
	if (best < 0)
		return false;
	int len = 0;
	for (int k = best; k >= 0; k = g->prev[k])
		len++;
	vec2s *cells = malloc((size_t)len * sizeof *cells);
	free(r->point);
	r->point = malloc((size_t)len * sizeof *r->point);
	if (!cells || !r->point)
		exit(1);
	int i = len;
	for (int k = best; k >= 0; k = g->prev[k])
		cells[--i] = cell_centre(g, k);
	r->count = 0;
	for (int from = 0; from < len - 1;) {
		int to = from + 1;
		while (to + 1 < len && in_sight(g, cells[from], cells[to + 1]))
			to++;
		r->point[r->count++] = cells[to];
		from = to;
	}
	if (r->count == 0)
		r->point[r->count++] = cells[0];
	r->next = 0;
	free(cells);
	return true;
}

/* The keys toward the route's next point: turn toward it, drive while
 * facing it. */
static unsigned steer(const world *w, route *r)
{
	const actor *p = &w->actors[w->player];
	while (r->next + 1 < r->count) {
		float dx = r->point[r->next].x - p->box.center.x, dy = r->point[r->next].y - p->box.center.y;
		if (dx * dx + dy * dy > PLAN_REACH * PLAN_REACH)
			break;
		r->next++;
	}
	vec2s t = r->point[r->next];
	float want = atan2f(t.y - p->box.center.y, t.x - p->box.center.x);
	float err = remainderf(want - p->box.angle, 6.28318530718f);
	float turn_step = p->spin * 3.14159265f / 180.0f / WORLD_TICK_HZ;
	unsigned keys = 0;
	if (fabsf(err) > turn_step * 0.5f)
		keys |= 1u << (err > 0 ? KEY_RIGHT : KEY_LEFT);
	if (fabsf(err) < PLAN_FACING)
		keys |= 1u << KEY_FORWARD;
	return keys;
}

static commands commands_of(unsigned keys)
{
	return (commands){.throttle = (float)(keys >> KEY_FORWARD & 1) - (float)(keys >> KEY_BACK & 1),
	                  .turn = (float)(keys >> KEY_RIGHT & 1) - (float)(keys >> KEY_LEFT & 1)};
}

/* A run being planned: the keys of every tick so far and where the player
 * was, so it can start again from any earlier tick (the world is
 * deterministic: same level, seed and keys, same run). */
typedef struct plan_run {
	const level *lv;
	world w;
	grid g;
	route r;
	unsigned char *keys;
	vec2s *at;
	size_t len;
} plan_run;

static void run_step(plan_run *p, unsigned keys)
{
	p->keys[p->len] = (unsigned char)keys;
	p->at[p->len++] = p->w.actors[p->w.player].box.center;
	world_step(&p->w, commands_of(keys));
}

/* The world again as it was after tick t of the run so far. */
static void run_rewind(plan_run *p, size_t t)
{
	char err[256];
	world_fini(&p->w);
	if (!world_init(&p->w, p->lv, 1, 0, err, sizeof err)) {
		fprintf(stderr, "plan_walls: %s\n", err);
		exit(1);
	}
	size_t n = p->len < t ? p->len : t;
	p->len = 0;
	for (size_t k = 0; k < n; k++)
		run_step(p, p->keys[k]);
}

/* Drives by the route until the level is won, a pickup is taken (true), or
 * a solid holds the player still for PLAN_STUCK_TICKS (false), waiting
 * first for `wait` ticks. */
static bool run_leg(plan_run *p, int wait)
{
	size_t left = p->w.pickups_left, still = 0, planned = p->len;
	vec2s anchor = p->w.actors[p->w.player].box.center;
	plan(&p->g, &p->w, &p->r);
	for (int k = 0; k < wait && p->len < PLAN_TICKS_MAX; k++)
		run_step(p, 0);
	while (p->w.state == WORLD_PLAYING && p->len < PLAN_TICKS_MAX) {
		if (p->w.pickups_left != left)
			return true;
		if (p->len - planned >= PLAN_REPLAN_TICKS) {
			plan(&p->g, &p->w, &p->r);
			planned = p->len;
		}
		const actor *a = &p->w.actors[p->w.player];
		float mx = a->box.center.x - anchor.x, my = a->box.center.y - anchor.y;
		if (mx * mx + my * my > 1.0f) {
			anchor = a->box.center;
			still = 0;
		} else if (a->blocked && ++still > PLAN_STUCK_TICKS) {
			return false;
		}
		run_step(p, steer(&p->w, &p->r));
	}
	return p->w.state == WORLD_WON;
}

/* The latest tick before `stuck` at which the player was at least d px
 * from where it got stuck. */
static size_t back_to(const plan_run *p, size_t stuck, float d)
{
	vec2s s = p->at[stuck - 1];
	size_t t = stuck - 1;
	while (t > 0) {
		float dx = p->at[t].x - s.x, dy = p->at[t].y - s.y;
		if (dx * dx + dy * dy >= d * d)
			break;
		t--;
	}
	return t;
}

/* Blocks (or restores from saved) the cells within PLAN_DETOUR px of p. */
static void detour(grid *g, vec2s p, bool *saved)
{
	size_t n = (size_t)g->cols * (size_t)g->rows;
	if (saved) {
		memcpy(g->blocked, saved, n * sizeof *saved);
		memcpy(g->tight, saved + n, n * sizeof *saved);
		return;
	}
	fp_box spot = {.center = p, .half = {{0, 0}}, .angle = 0};
	block_near(g, g->blocked, spot, PLAN_DETOUR);
	block_near(g, g->tight, spot, PLAN_DETOUR);
}

/* One leg: to the next pickup. When a moving solid holds the player, the
 * run goes back to before it met it and waits there a little longer each
 * try (the solids move on meanwhile), from farther back when that is not
 * enough, then the same with the place it got stuck blocked, so the route
 * goes round the other way. False when no try gets through. */
static bool plan_leg(plan_run *p)
{
	size_t start = p->len, n = (size_t)p->g.cols * (size_t)p->g.rows;
	if (run_leg(p, 0))
		return true;
	size_t stuck = p->len;
	vec2s spot = p->at[stuck - 1];
	bool *saved = malloc(2 * n * sizeof *saved);
	if (!saved)
		exit(1);
	memcpy(saved, p->g.blocked, n * sizeof *saved);
	memcpy(saved + n, p->g.tight, n * sizeof *saved);
	bool through = false;
	for (int round = 0; round < 2 && !through; round++) {
		if (round == 1)
			detour(&p->g, spot, NULL);
		for (float d = 60; d <= 240 && !through; d += 60) {
			size_t from = back_to(p, stuck, d);
			from = from < start ? start : from;
			for (int wait = 0; wait <= PLAN_WAIT_MAX && !through; wait += 10) {
				run_rewind(p, from);
				through = run_leg(p, wait);
			}
		}
	}
	detour(&p->g, spot, saved);
	free(saved);
	return through;
}

int main(int argc, char **argv)
{
	if (argc != 3) {
		fprintf(stderr, "usage: plan_walls LEVEL OUT\n");
		return 2;
	}
	level lv;
	plan_run p = {.lv = &lv};
	char err[512];
	if (!level_load(argv[1], &lv, err, sizeof err) ||
	    !world_init(&p.w, &lv, 1, 0, err, sizeof err)) {
		fprintf(stderr, "plan_walls: %s\n", err);
		return 2;
	}
	p.keys = malloc(PLAN_TICKS_MAX + 1);
	p.at = malloc((PLAN_TICKS_MAX + 1) * sizeof *p.at);
	if (!p.keys || !p.at)
		return 1;
	grid_build(&p.g, &p.w);
	while (p.w.state == WORLD_PLAYING && p.len < PLAN_TICKS_MAX && plan_leg(&p))
		;
	bool won = p.w.state == WORLD_WON;
	printf("plan_walls: %s: %s at tick %zu, energy %.1f, %zu pickups left\n", argv[1],
	       won ? "won" : "NOT won", p.len, (double)p.w.energy, p.w.pickups_left);
	FILE *out = fopen(argv[2], "w");
	if (!out) {
		perror(argv[2]);
		return 2;
	}
	const char *base = strrchr(argv[1], '/');
	fprintf(out, "# A winning run of %s (seed 1), planned by tests/game/plan_walls.c:\n"
	             "# won at tick %zu with energy %.1f; it quits 30 ticks later.\n",
	        base ? base + 1 : argv[1], p.len, (double)p.w.energy);
	unsigned held = 0;
	for (size_t t = 0; t < p.len; t++) {
		for (int k = 0; k < KEYS; k++)
			if ((p.keys[t] ^ held) >> k & 1)
				fprintf(out, "%zu %s %s\n", t + 1, key_name[k], p.keys[t] >> k & 1 ? "down" : "up");
		held = p.keys[t];
	}
	fprintf(out, "%zu quit down\n", p.len + 30);
	fclose(out);
	free(p.r.point);
	free(p.g.blocked);
	free(p.g.tight);
	free(p.g.cost);
	free(p.g.prev);
	free(p.keys);
	free(p.at);
	world_fini(&p.w);
	level_free(&lv);
	return won ? 0 : 1;
}
