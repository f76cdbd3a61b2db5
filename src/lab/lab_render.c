/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "lab_render.h"

#include <math.h>

#include "lab_input.h"
#include "lab_scenes.h"

#define CIRCLE_SEGMENTS 96
#define HANDLE_HALF 5.0f
#define POINT_HALF 5.0f
#define LINE_HALF 1.5f
/* Where the panel's values start, right of the longest label. */
#define VALUE_COLUMN 240.0f

static const SDL_Color touch_color = {LAB_TOUCH_RGB, 255};
static const SDL_Color apart_color = {LAB_APART_RGB, 255};
static const SDL_Color outline_color = {235, 235, 240, 255};
static const SDL_Color point_color = {250, 220, 80, 255};

static SDL_Color paint_color(lab_paint p)
{
	switch (p) {
	case LAB_PAINT_TOUCH:
		return touch_color;
	case LAB_PAINT_POINT:
		return point_color;
	case LAB_PAINT_APART:
		break;
	}
	return apart_color;
}

static void set_color(SDL_Renderer *r, SDL_Color c)
{
	SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
}

static SDL_Vertex vertex(vec2s p, SDL_Color c)
{
	return (SDL_Vertex){lab_world_to_view(p), c, {0, 0}};
}

static void fill_tri(SDL_Renderer *r, fp_tri t, SDL_Color c)
{
	SDL_Vertex v[3] = {vertex(t.v[0], c), vertex(t.v[1], c), vertex(t.v[2], c)};
	SDL_RenderGeometry(r, NULL, v, 3, NULL, 0);
}

static void outline_tri(SDL_Renderer *r, fp_tri t)
{
	SDL_FPoint p[4];
	for (int i = 0; i < 4; ++i)
		p[i] = lab_world_to_view(t.v[i % 3]);
	set_color(r, outline_color);
	SDL_RenderDrawLinesF(r, p, 4);
}

static vec2s on_circle(fp_circle c, int i)
{
	float a = 2.0f * 3.14159265f * (float)i / CIRCLE_SEGMENTS;
	return (vec2s){{c.center.x + c.radius * cosf(a), c.center.y + c.radius * sinf(a)}};
}

static void fill_circle(SDL_Renderer *r, fp_circle c, SDL_Color col)
{
	for (int i = 0; i < CIRCLE_SEGMENTS; ++i)
		fill_tri(r, (fp_tri){{c.center, on_circle(c, i), on_circle(c, i + 1)}}, col);
}

static void outline_circle(SDL_Renderer *r, fp_circle c)
{
	SDL_FPoint p[CIRCLE_SEGMENTS + 1];
	for (int i = 0; i <= CIRCLE_SEGMENTS; ++i)
		p[i] = lab_world_to_view(on_circle(c, i));
	set_color(r, outline_color);
	SDL_RenderDrawLinesF(r, p, CIRCLE_SEGMENTS + 1);
}

static void square(SDL_Renderer *r, vec2s p, float half, SDL_Color c, bool filled)
{
	SDL_FPoint q = lab_world_to_view(p);
	SDL_FRect rect = {q.x - half, q.y - half, 2 * half + 1, 2 * half + 1};
	set_color(r, c);
	if (filled)
		SDL_RenderFillRectF(r, &rect);
	else
		SDL_RenderDrawRectF(r, &rect);
}

static void draw_point(SDL_Renderer *r, vec2s p, SDL_Color c)
{
	square(r, p, POINT_HALF, c, true);
	square(r, p, POINT_HALF, (SDL_Color){20, 20, 24, 255}, false);
}

/* A line as a thin quad so it has pixels a test can find. */
static void thick_line(SDL_Renderer *r, vec2s a, vec2s b, SDL_Color c)
{
	vec2s d = glms_vec2_sub(b, a);
	float len = glms_vec2_norm(d);
	if (len == 0)
		return;
	vec2s n = glms_vec2_scale((vec2s){{-d.y, d.x}}, LINE_HALF / len);
	vec2s p0 = glms_vec2_add(a, n), p1 = glms_vec2_sub(a, n);
	vec2s p2 = glms_vec2_sub(b, n), p3 = glms_vec2_add(b, n);
	fill_tri(r, (fp_tri){{p0, p1, p2}}, c);
	fill_tri(r, (fp_tri){{p0, p2, p3}}, c);
}

static void draw_aabb(SDL_Renderer *r, fp_aabb b, SDL_Color fill)
{
	SDL_FPoint lo = lab_world_to_view(b.min), hi = lab_world_to_view(b.max);
	SDL_FRect rect = {lo.x, hi.y, hi.x - lo.x, lo.y - hi.y};
	if (rect.w >= 0 && rect.h >= 0) {
		set_color(r, fill);
		SDL_RenderFillRectF(r, &rect);
	}
	set_color(r, outline_color);
	SDL_RenderDrawRectF(r, &rect);
}

static void draw_item(SDL_Renderer *r, const lab_draw_item *it)
{
	SDL_Color c = paint_color(it->paint);
	switch (it->kind) {
	case LAB_DRAW_FILL_TRI: fill_tri(r, it->tri, c); return;
	case LAB_DRAW_OUTLINE_TRI: outline_tri(r, it->tri); return;
	case LAB_DRAW_FILL_CIRCLE: fill_circle(r, it->circle, c); return;
	case LAB_DRAW_OUTLINE_CIRCLE: outline_circle(r, it->circle); return;
	case LAB_DRAW_POINT: draw_point(r, it->point, c); return;
	case LAB_DRAW_LINE: thick_line(r, it->line[0], it->line[1], c); return;
	case LAB_DRAW_AABB: draw_aabb(r, it->aabb, c); return;
	}
}

/* The current scene's shapes, as its drawing lists them. */
static void scene_shapes(SDL_Renderer *r, const lab_state *s, const lab_verdicts *v)
{
	const lab_scene *sc = lab_scene_get(s->scene);
	if (!sc)
		return;
	lab_drawing d = {0};
	sc->draw(lab_state_shapes_const(s, s->scene), v, &d);
	for (int i = 0; i < d.count; ++i)
		draw_item(r, &d.item[i]);
}

static void grid(SDL_Renderer *r)
{
	SDL_SetRenderDrawColor(r, 46, 50, 60, 255);
	for (float x = 0; x <= LAB_CANVAS; x += LAB_GRID) {
		SDL_RenderDrawLineF(r, x, 0, x, LAB_CANVAS);
		SDL_RenderDrawLineF(r, 0, x, LAB_CANVAS, x);
	}
}

static void handles(SDL_Renderer *r, const lab_state *s)
{
	lab_state copy = *s;
	lab_handle h[LAB_HANDLES_MAX];
	int n = lab_state_handles(&copy, h);
	for (int i = 0; i < n; ++i) {
		vec2s p = lab_handle_pos(h[i]);
		bool point = h[i].kind == LAB_HANDLE_POINT;
		SDL_Color c = point ? outline_color : (SDL_Color){110, 230, 230, 255};
		square(r, p, HANDLE_HALF + 2, c, false);
		if (i == s->selected)
			square(r, p, HANDLE_HALF + 4, point_color, false);
	}
}

static SDL_Color mark_color(lab_mark m)
{
	switch (m) {
	case LAB_MARK_HEADING:
		return (SDL_Color){240, 200, 90, 255};
	case LAB_MARK_EXACT:
		return (SDL_Color){255, 255, 255, 255};
	case LAB_MARK_AGREE:
		return (SDL_Color){150, 205, 150, 255};
	case LAB_MARK_DISAGREE:
		return (SDL_Color){255, 120, 90, 255};
	case LAB_MARK_DECIDES:
		return (SDL_Color){120, 220, 255, 255};
	case LAB_MARK_INFO:
		break;
	}
	return (SDL_Color){150, 150, 165, 255};
}

/* The keys, in the panel's last lines (lab_input's tables). */
static void keys(text *t, float x, float lh)
{
	enum { LINES = 4 };
	char lines[LINES][LAB_HINT_LEN];
	int n = lab_input_hints(lines, LINES, 56);
	SDL_Color c = mark_color(LAB_MARK_INFO);
	for (int i = 0; i < n; i++)
		text_draw(t, x, LAB_VIEW_H - lh * (float)(n - i) - 6, c, "%s", lines[i]);
}

static void panel(SDL_Renderer *r, text *t, const lab_state *s, const lab_verdicts *v,
	const char *status)
{
	SDL_Rect bg = {LAB_PANEL_X, 0, LAB_VIEW_W - LAB_PANEL_X, LAB_VIEW_H};
	SDL_SetRenderDrawColor(r, 18, 20, 26, 255);
	SDL_RenderFillRect(r, &bg);
	float x = LAB_PANEL_X + 14, y = 12;
	float lh = (float)text_line_height(t) + 4;
	text_draw(t, x, y, mark_color(LAB_MARK_INFO), "snap %s   disagreements %d",
		s->snap ? "on" : "off", v->disagreements);
	y += lh * 1.5f;
	for (int i = 0; i < v->count; ++i, y += lh) {
		const lab_row *row = &v->row[i];
		if (row->mark == LAB_MARK_HEADING)
			y += lh * 0.4f;
		if (row->mark == LAB_MARK_DISAGREE) {
			SDL_FRect hl = {x - 6, y - 2, LAB_VIEW_W - x - 8, lh};
			SDL_SetRenderDrawColor(r, 96, 24, 24, 255);
			SDL_RenderFillRectF(r, &hl);
		}
		text_draw(t, x, y, mark_color(row->mark), "%s", row->label);
		text_draw(t, x + VALUE_COLUMN, y, mark_color(row->mark), "%s", row->value);
	}
	y = LAB_VIEW_H - lh * 4.5f;
	if (status && status[0])
		text_draw(t, x, y, (SDL_Color){240, 200, 90, 255}, "%s", status);
	keys(t, x, lh);
}

void lab_render(SDL_Renderer *r, text *t, const lab_state *s, const lab_verdicts *v,
	const char *status)
{
	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
	SDL_SetRenderDrawColor(r, 28, 30, 38, 255);
	SDL_RenderClear(r);
	if (s->snap)
		grid(r);
	scene_shapes(r, s, v);
	handles(r, s);
	panel(r, t, s, v, status);
}
