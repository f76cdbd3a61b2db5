/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* lab_state: the collision lab's shapes and what the person does to them.
 *
 * SDL-free so it can be tested and saved. World units, y up (the library's
 * counter-clockwise is the screen's counter-clockwise); the canvas spans
 * 0..LAB_CANVAS on both axes.
 */
#ifndef LAB_STATE_H
#define LAB_STATE_H

#include <stdbool.h>

#include <footprint/collide.h>

#include "lab_handle.h"
#include "lab_scene.h"

#define LAB_GRID 40.0f

typedef struct lab_state {
	int scene;      /* 1..lab_scene_count: its place in the registry (lab_scenes.h) */
	bool snap;
	int selected;   /* a handle of the current scene, or -1 */
	bool dragging;
	/* Each scene's shapes, in a struct its own file declares (see
	 * lab_scene.h). They live here, not behind pointers, so the whole state
	 * is one plain value: copied, compared and read from a file at once. */
	float shapes[LAB_SCENES_MAX][LAB_SCENE_FLOATS];
} lab_state;

/* The state every scene starts in, scene 1, snapping off, handle 0 selected. */
void lab_state_init(lab_state *s);

/* Switches to scene 1..lab_scene_count keeping every scene's shapes; other
 * numbers are ignored. Selects handle 0 (the moving thing). */
void lab_state_set_scene(lab_state *s, int scene);

/* Scene n's shapes (the struct its file declares), or NULL when there is no
 * scene n. */
void *lab_state_shapes(lab_state *s, int n);
const void *lab_state_shapes_const(const lab_state *s, int n);

/* The shape that the state-file field name (s1.point, s4.box.a, ...) holds,
 * inside s, or NULL for a name no scene has. */
void *lab_state_field(lab_state *s, const char *name);

/* The current scene's handles, moving thing first; returns how many. */
int lab_state_handles(lab_state *s, lab_handle out[LAB_HANDLES_MAX]);

/* p rounded to the nearest grid point (LAB_GRID apart). */
vec2s lab_snap(vec2s p);

/* The current scene's handle nearest p within reach, or -1. */
int lab_state_hit(lab_state *s, vec2s p, float reach);

/* Mouse button down at p: selects the handle under it and starts dragging. */
void lab_state_press(lab_state *s, vec2s p, float reach);

/* Mouse moved to p: the dragged handle follows (to the grid when snapping;
 * a box's angle then snaps to 15 degrees). */
void lab_state_drag(lab_state *s, vec2s p);

/* Mouse button up: dragging ends, the selection stays. */
void lab_state_release(lab_state *s);

/* Selects the next handle of the scene, wrapping. */
void lab_state_select_next(lab_state *s);

/* Moves the selected handle by exactly one float step (nextafterf) per
 * axis: dx, dy in {-1, 0, +1}. A rim nudges the radius, a corner the half
 * extents, a turn handle the angle (dx or dy, right/up = more). */
void lab_state_nudge(lab_state *s, int dx, int dy);

/* Moves the selected handle by one step (a grid cell when snapping). */
void lab_state_step_selected(lab_state *s, int dx, int dy);

/* W/A/S/D: moves the scene's moving thing (the point, triangle b, the circle)
 * by one step (a grid cell when snapping). */
void lab_state_move(lab_state *s, int dx, int dy);

/* Q/E: shrinks or grows the scene's circle by one step, never below 0. */
void lab_state_grow(lab_state *s, int sign);

#endif
