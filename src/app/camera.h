/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* camera.h: where both views look from, one object. It moves once a tick,
 * from the world and the player's inputs only (never from wall time), so
 * the same level, seed and input give the same pictures.
 *
 * Top-down: the map scaled by `scale` window pixels a map pixel and
 * scrolled to follow the player smoothly; the view stays inside the map
 * (a map narrower than the view is centred) and the player's footprint
 * inside the view (unless a point is looked at). Fitted, the whole level
 * shows (Home); a level that fits the view at CAMERA_FIT_MIN or more
 * starts fitted, a bigger one at one window pixel a map pixel. 3D: a chase camera behind and above the
 * player, turning with its heading smoothly, or an overview of the whole
 * level (C), blended over CAMERA_BLEND_TICKS ticks. Either view can look
 * at a point of the map instead of the player (picked on the minimap)
 * until the player moves, blended over CAMERA_LOOK_TICKS ticks there and
 * back. No SDL: tests and the session use it alike. */
#ifndef APP_CAMERA_H
#define APP_CAMERA_H

#include <stdbool.h>

#include <cglm/struct.h>

#include "world.h"

#define CAMERA_FIT_MIN 0.5f       /* fitted start when the level fits at this scale */
#define CAMERA_ZOOM_STEP 1.25f    /* one zoom step, either way */
#define CAMERA_SCALE_MAX 8.0f     /* window pixels a map pixel at most */
#define CAMERA_FOLLOW 0.12f       /* share of the way to the player a tick */
#define CAMERA_MARGIN 48.0f       /* window pixels kept between the player and
                                     the view's edge, where the view has room */
#define CAMERA_TURN 0.1f          /* share of the chase camera's turn to the
                                     player's heading a tick */
#define CAMERA_BLEND_TICKS 40     /* ticks from chase to overview and back */
#define CAMERA_LOOK_TICKS 20      /* ticks from the player to a point looked
                                     at, and back */
#define CAMERA_DISTANCE_MIN 0.25f /* 3D zoom: the eye's distance, as a factor */
#define CAMERA_DISTANCE_MAX 4.0f
#define CAMERA_FOVY 50.0f         /* 3D: vertical field of view, degrees */

typedef struct camera {
	float view_w, view_h; /* the picture, window pixels (0: not known yet) */
	bool placed;          /* placed on the player of the world it follows */
	/* Top-down. */
	bool fit;             /* the whole level; else scale */
	float scale;          /* window pixels a map pixel, when not fit */
	vec2s center;         /* map pixels; eased towards the player each tick */
	/* 3D. */
	bool overview;        /* the goal: overview (true) or chase */
	int blend;            /* ticks from chase (0) to overview
	                         (CAMERA_BLEND_TICKS), moving towards the goal */
	float yaw;            /* the chase camera's heading, radians as box.angle */
	float distance;       /* the eye's distance, as a factor of the usual */
	vec2s shake;          /* both views: the picture moved by this many
	                         window pixels (a camera shake; 0 normally),
	                         whole ones in the game (effects_shake) */
	/* Both views: a point looked at instead of the player. */
	bool looking;         /* the goal: the point (true) or the player */
	int look_blend;       /* ticks from the player (0) to the point
	                         (CAMERA_LOOK_TICKS), moving towards the goal */
	vec2s look;           /* the point, map pixels */
	vec2s look_player;    /* the player's centre and heading when it was */
	float look_heading;   /* asked: once either changes, the player moved */
} camera;

/* What a top-down picture is: screen = map * scale + offset. */
typedef struct camera_flat {
	float scale;
	vec2s offset;
} camera_flat;

/* A camera not placed yet, with no view size; the overview off. */
void camera_init(camera *c);

/* Sets the picture's size in window pixels (both positive; others are
 * ignored) and places the camera on w's player if it is not placed yet. */
void camera_view(camera *c, const world *w, float view_w, float view_h);

/* Places the camera on a new world's player at the next camera_view or
 * camera_step: top-down fitted or not as that level starts; the 3D camera's
 * distance and overview choice are kept. */
void camera_reset(camera *c);

/* One tick: follow the player's footprint and heading, move the blend. */
void camera_step(camera *c, const world *w);

/* Top-down zoom by steps of CAMERA_ZOOM_STEP (positive: nearer); zooming
 * out as far as the whole level fits makes the camera fitted. */
void camera_zoom_top(camera *c, const world *w, int steps);

/* Top-down: fit the whole level. */
void camera_home_top(camera *c, const world *w);

/* The 3D view's zoom and home, where it is built (FOOTPRINTS_VIEW_3D). */

/* 3D zoom: the eye nearer (positive steps) or farther, within
 * CAMERA_DISTANCE_MIN..MAX. */
void camera_zoom_3d(camera *c, const world *w, int steps);

/* 3D: the overview of the whole level at the usual distance. */
void camera_home_3d(camera *c, const world *w);

/* Switches the 3D camera between chase and overview. */
void camera_toggle_overview(camera *c);

/* Both views look at the point at of w's map (kept inside the map) instead
 * of the player, from the next steps on, until the player moves. */
void camera_look(camera *c, const world *w, vec2s at);

/* How far the views are from the player to the point looked at: 0 on the
 * player, 1 on the point, eased between. */
float camera_look_share(const camera *c);

/* The scale that shows the whole of w in the view (1 before a view size
 * is known). */
float camera_fit_scale(const camera *c, const world *w);

/* The top-down picture now: the scale, and the offset that keeps the view
 * in the map and the player in the view. */
camera_flat camera_top(const camera *c, const world *w);

/* The 3D eye and what it looks at, in map pixels with z up (height). */
typedef struct camera_eye {
	vec3s eye, target;
} camera_eye;

camera_eye camera_eye_3d(const camera *c, const world *w);

/* The 3D picture now: the clip coordinates of the point (x, y) of the map
 * at height z are clip * (x, y, z, 1). The map's y points down and z up, a
 * mirror of the right-handed frame glm_lookat expects, which clip folds in:
 * a face wound counter-clockwise seen from outside in map coordinates shows
 * clockwise on screen. near and far bound the depth range. */
void camera_clip_3d(const camera *c, const world *w, mat4s *clip, float *near, float *far);

/* camera_clip_3d as if the camera were not shaken, and still (such a
 * clip) moved by c's shake: the two make camera_clip_3d. */
void camera_clip_3d_still(const camera *c, const world *w, mat4s *clip, float *near, float *far);
mat4s camera_shaken(const camera *c, mat4s still);

#endif
