/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "camera.h"

#include <math.h>

#include "config.h"

/* The chase camera, in map pixels at distance 1: how far behind the player
 * the eye is, how high, and how far ahead of the player it looks. */
#define CHASE_BACK 220.0f
#define CHASE_UP 190.0f
#define CHASE_AHEAD 80.0f
/* The overview looks from the south, this far above the horizon. */
#define OVERVIEW_PITCH_DEG 60.0f
/* Share of the picture the overview fills, each way. */
#define OVERVIEW_FILL 0.94f
#define PI_F 3.14159265358979323846f

void camera_init(camera *c)
{
	*c = (camera){.fit = true, .scale = 1.0f, .distance = 1.0f};
}

static bool view_known(const camera *c)
{
	return c->view_w > 0.0f && c->view_h > 0.0f;
}

static const actor *player_of(const world *w)
{
	return &w->actors[w->player];
}

float camera_fit_scale(const camera *c, const world *w)
{
	if (!view_known(c) || !(w->width > 0.0f) || !(w->height > 0.0f))
		return 1.0f;
	return fminf(c->view_w / w->width, c->view_h / w->height);
}

static void place(camera *c, const world *w)
{
	const actor *p = player_of(w);
	c->center = p->box.center;
	c->yaw = p->box.angle;
	c->blend = c->overview ? CAMERA_BLEND_TICKS : 0;
	c->looking = false;
	c->look_blend = 0;
	c->fit = camera_fit_scale(c, w) >= CAMERA_FIT_MIN;
	c->scale = 1.0f;
	c->placed = true;
}

void camera_view(camera *c, const world *w, float view_w, float view_h)
{
	if (view_w > 0.0f && view_h > 0.0f) {
		c->view_w = view_w;
		c->view_h = view_h;
	}
	if (!c->placed && view_known(c))
		place(c, w);
}

void camera_reset(camera *c)
{
	c->placed = false;
}

/* a - b as an angle in [-pi, pi]. */
static float angle_diff(float a, float b)
{
	float d = fmodf(a - b, 2.0f * PI_F);
	if (d > PI_F)
		d -= 2.0f * PI_F;
	else if (d < -PI_F)
		d += 2.0f * PI_F;
	return d;
}

/* The point looked at until the player moves, then back to the player. */
static void step_look(camera *c, const actor *p)
{
	if (c->looking && (p->box.center.x != c->look_player.x ||
	                   p->box.center.y != c->look_player.y || p->box.angle != c->look_heading))
		c->looking = false;
	if (c->looking && c->look_blend < CAMERA_LOOK_TICKS)
		c->look_blend++;
	else if (!c->looking && c->look_blend > 0)
		c->look_blend--;
}

void camera_step(camera *c, const world *w)
{
	if (!c->placed) {
		if (!view_known(c))
			return;
		place(c, w);
	}
	const actor *p = player_of(w);
	step_look(c, p);
	c->center.x += (p->box.center.x - c->center.x) * CAMERA_FOLLOW;
	c->center.y += (p->box.center.y - c->center.y) * CAMERA_FOLLOW;
	c->yaw += angle_diff(p->box.angle, c->yaw) * CAMERA_TURN;
	c->yaw = angle_diff(c->yaw, 0.0f);
	if (c->overview && c->blend < CAMERA_BLEND_TICKS)
		c->blend++;
	else if (!c->overview && c->blend > 0)
		c->blend--;
}

void camera_zoom_top(camera *c, const world *w, int steps)
{
	float fit = camera_fit_scale(c, w);
	float s = (c->fit ? fit : c->scale) * powf(CAMERA_ZOOM_STEP, (float)steps);
	s = fminf(s, fmaxf(CAMERA_SCALE_MAX, fit));
	/* Zoomed out to the whole level (or further): fitted, which also
	 * follows the window's size. */
	c->fit = s <= fit * 1.0001f;
	c->scale = c->fit ? 1.0f : s;
}

void camera_home_top(camera *c, const world *w)
{
	(void)w;
	c->fit = true;
	c->scale = 1.0f;
}

#if FOOTPRINTS_VIEW_3D
void camera_zoom_3d(camera *c, const world *w, int steps)
{
	(void)w;
	float d = c->distance * powf(CAMERA_ZOOM_STEP, (float)-steps);
	c->distance = fminf(CAMERA_DISTANCE_MAX, fmaxf(CAMERA_DISTANCE_MIN, d));
}

void camera_home_3d(camera *c, const world *w)
{
	(void)w;
	c->distance = 1.0f;
	c->overview = true;
}
#endif

void camera_toggle_overview(camera *c)
{
	c->overview = !c->overview;
}

void camera_look(camera *c, const world *w, vec2s at)
{
	const actor *p = player_of(w);
	c->look.x = fminf(fmaxf(at.x, 0.0f), w->width);
	c->look.y = fminf(fmaxf(at.y, 0.0f), w->height);
	c->look_player = p->box.center;
	c->look_heading = p->box.angle;
	c->looking = true;
}

/* 3t^2 - 2t^3: eases in and out. */
static float smooth(float t)
{
	return t * t * (3.0f - 2.0f * t);
}

float camera_look_share(const camera *c)
{
	return smooth((float)c->look_blend / (float)CAMERA_LOOK_TICKS);
}

/* p moved towards the point looked at by the look's share. */
static vec2s towards_look(const camera *c, vec2s p)
{
	float t = camera_look_share(c);
	return (vec2s){{p.x + (c->look.x - p.x) * t, p.y + (c->look.y - p.y) * t}};
}

/* The centre along one axis that keeps [lo, hi] at least margin inside a
 * view span wide (as far as the view has room). */
static float keep_inside(float centre, float lo, float hi, float span, float margin)
{
	float room = span - (hi - lo);
	if (!(room > 0.0f))
		return 0.5f * (lo + hi);
	float m = fminf(margin, 0.5f * room);
	float least = hi + m - 0.5f * span, most = lo - m + 0.5f * span;
	return fminf(most, fmaxf(least, centre));
}

/* The centre along one axis that keeps a view span wide inside a map
 * extent wide, or the map centred when the view is wider. */
static float keep_in_map(float centre, float extent, float span)
{
	if (span >= extent)
		return 0.5f * extent;
	return fminf(extent - 0.5f * span, fmaxf(0.5f * span, centre));
}

camera_flat camera_top(const camera *c, const world *w)
{
	if (!view_known(c))
		return (camera_flat){1.0f, {{0.0f, 0.0f}}};
	float s = c->fit ? camera_fit_scale(c, w) : c->scale;
	fp_aabb b = player_of(w)->fp->bounds;
	float sx = c->view_w / s, sy = c->view_h / s, m = CAMERA_MARGIN / s;
	vec2s follow = {{keep_inside(c->center.x, b.min.x, b.max.x, sx, m),
	                 keep_inside(c->center.y, b.min.y, b.max.y, sy, m)}};
	/* A point looked at takes the view away from the player for a while. */
	vec2s at = towards_look(c, follow);
	float cx = at.x, cy = at.y;
	/* The map wins: the player is inside it, so it stays in view (unless
	 * a point is looked at). */
	cx = keep_in_map(cx, w->width, sx);
	cy = keep_in_map(cy, w->height, sy);
	/* The offset is computed once, so a level that exactly fits the view
	 * is drawn at map * 1 + 0: its own pixels. */
	return (camera_flat){s, {{0.5f * c->view_w - cx * s + c->shake.x,
	                          0.5f * c->view_h - cy * s + c->shake.y}}};
}

static float tallest(const world *w)
{
	float h = 0.0f;
	for (size_t i = 0; i < w->actor_count; i++)
		h = fmaxf(h, w->actors[i].height);
	return h;
}

/* The map's 3D frame as glm_lookat takes it: y up the map, z up. */
static vec3s mirror(vec3s p)
{
	return (vec3s){{p.x, -p.y, p.z}};
}

static mat4s clip_of(vec3s eye, vec3s target, float aspect, float near, float far)
{
	mat4s view = glms_lookat(mirror(eye), mirror(target), (vec3s){{0.0f, 0.0f, 1.0f}});
	mat4s proj = glms_perspective(glm_rad(CAMERA_FOVY), aspect, near, far);
	mat4s flip = glms_scale_make((vec3s){{1.0f, -1.0f, 1.0f}});
	return glms_mat4_mul(proj, glms_mat4_mul(view, flip));
}

static float aspect_of(const camera *c)
{
	return view_known(c) ? c->view_w / c->view_h : 16.0f / 9.0f;
}

static camera_eye chase_eye(const camera *c, const world *w)
{
	vec2s p = towards_look(c, player_of(w)->box.center);
	float dx = cosf(c->yaw), dy = sinf(c->yaw), d = c->distance;
	return (camera_eye){
		.eye = {{p.x - dx * CHASE_BACK * d, p.y - dy * CHASE_BACK * d, CHASE_UP * d}},
		.target = {{p.x + dx * CHASE_AHEAD, p.y + dy * CHASE_AHEAD, 0.0f}},
	};
}

/* The eye at distance d from the map's centre, from the south. */
static camera_eye overview_at(const world *w, float d)
{
	float pitch = glm_rad(OVERVIEW_PITCH_DEG);
	vec3s t = {{0.5f * w->width, 0.5f * w->height, 0.0f}};
	return (camera_eye){
		.eye = {{t.x, t.y + d * cosf(pitch), d * sinf(pitch)}},
		.target = t,
	};
}

/* Every corner of the map, on the ground and as high as the tallest actor,
 * inside the picture's middle OVERVIEW_FILL. */
static bool overview_fits(const world *w, float d, float aspect, float top)
{
	camera_eye e = overview_at(w, d);
	mat4s clip = clip_of(e.eye, e.target, aspect, 1.0f, 4.0f * d + 1.0f);
	for (int k = 0; k < 8; k++) {
		vec4s p = {{(k & 1) ? w->width : 0.0f, (k & 2) ? w->height : 0.0f,
		            (k & 4) ? top : 0.0f, 1.0f}};
		vec4s q = glms_mat4_mulv(clip, p);
		if (!(q.w > 0.0f) || fabsf(q.x) > OVERVIEW_FILL * q.w || fabsf(q.y) > OVERVIEW_FILL * q.w)
			return false;
	}
	return true;
}

/* The nearest distance at which the overview shows the whole level, found
 * by bisection (the picture of the map only shrinks as the eye backs off). */
static float overview_distance(const world *w, float aspect)
{
	float top = tallest(w);
	float lo = 0.0f, hi = 4.0f * (w->width + w->height + top) + 100.0f;
	for (int i = 0; i < 32; i++) {
		float mid = 0.5f * (lo + hi);
		if (overview_fits(w, mid, aspect, top))
			hi = mid;
		else
			lo = mid;
	}
	return hi;
}

static vec3s mix3(vec3s a, vec3s b, float t)
{
	return (vec3s){{a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, a.z + (b.z - a.z) * t}};
}

camera_eye camera_eye_3d(const camera *c, const world *w)
{
	camera_eye chase = chase_eye(c, w);
	if (c->blend <= 0)
		return chase;
	camera_eye over = overview_at(w, overview_distance(w, aspect_of(c)) * c->distance);
	float t = smooth((float)c->blend / (float)CAMERA_BLEND_TICKS);
	return (camera_eye){mix3(chase.eye, over.eye, t), mix3(chase.target, over.target, t)};
}

/* Distance from p to the box [0,W] x [0,H] x [0,top] (0 inside), and to its
 * farthest corner. */
static void box_distances(vec3s p, const world *w, float top, float *nearest, float *farthest)
{
	float hi[3] = {w->width, w->height, top}, v[3] = {p.x, p.y, p.z};
	float in = 0.0f, out = 0.0f;
	for (int a = 0; a < 3; a++) {
		float d = fmaxf(0.0f, fmaxf(-v[a], v[a] - hi[a]));
		float f = fmaxf(fabsf(v[a]), fabsf(v[a] - hi[a]));
		in += d * d;
		out += f * f;
	}
	*nearest = sqrtf(in);
	*farthest = sqrtf(out);
}

void camera_clip_3d_still(const camera *c, const world *w, mat4s *clip, float *near, float *far)
{
	camera_eye e = camera_eye_3d(c, w);
	float nearest, farthest;
	/* Pickups float a little above the ground: room for them too. */
	box_distances(e.eye, w, tallest(w) + 32.0f, &nearest, &farthest);
	/* Near as far out as the scene allows: depth precision grows with it. */
	*near = fmaxf(1.0f, 0.5f * nearest);
	*far = farthest * 1.01f + 1.0f;
	*clip = clip_of(e.eye, e.target, aspect_of(c), *near, *far);
}

mat4s camera_shaken(const camera *c, mat4s still)
{
	if (!view_known(c) || (c->shake.x == 0.0f && c->shake.y == 0.0f))
		return still;
	/* Moves the picture: x_ndc += dx is x_clip += dx * w_clip. */
	vec3s d = {{2.0f * c->shake.x / c->view_w, -2.0f * c->shake.y / c->view_h, 0.0f}};
	return glms_mat4_mul(glms_translate_make(d), still);
}

void camera_clip_3d(const camera *c, const world *w, mat4s *clip, float *near, float *far)
{
	camera_clip_3d_still(c, w, clip, near, far);
	*clip = camera_shaken(c, *clip);
}
