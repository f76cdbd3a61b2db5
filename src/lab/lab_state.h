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

#define LAB_SCENES 5
#define LAB_CANVAS 800.0f
#define LAB_GRID 40.0f
#define LAB_HANDLES_MAX 12
/* The turn handle sits this far beyond a box's right edge. */
#define LAB_TURN_REACH 30.0f

typedef enum lab_scene {
	LAB_SCENE_POINT_TRI = 1,  /* seeds 000, 002, 003, 004: point in triangle */
	LAB_SCENE_TRI_TRI = 2,    /* seed 000: RosettaCode triangle vs triangle */
	LAB_SCENE_CIRCLE_TRI = 3, /* seed 001: circle vs triangle in three stages */
	LAB_SCENE_BOXES = 4,      /* seed 000's footprints: box vs box, circle vs box */
	LAB_SCENE_POINTS = 5      /* seed 004: point vs point, AABB, circle, line */
} lab_scene;

typedef struct lab_state {
	lab_scene scene;
	bool snap;
	int selected;   /* a handle of the current scene, or -1 */
	bool dragging;

	vec2s s1_point;
	fp_tri s1_tri;

	fp_tri s2_tri[2];

	fp_circle s3_circle;
	fp_tri s3_tri;

	fp_box s4_box[2];
	fp_circle s4_circle;

	vec2s s5_point;
	vec2s s5_other;
	fp_aabb s5_aabb;
	fp_circle s5_circle;
	vec2s s5_line[2];
} lab_state;

typedef enum lab_handle_kind {
	LAB_HANDLE_POINT,      /* a vertex, a centre or a point: moves itself */
	LAB_HANDLE_RIM,        /* a circle's radius: a rim point level with the centre */
	LAB_HANDLE_BOX_CORNER, /* a box's half extents: its corner at (+hx, +hy) */
	LAB_HANDLE_BOX_TURN    /* a box's angle: a point beyond its right edge */
} lab_handle_kind;

/* One draggable thing: where it points into the state. */
typedef struct lab_handle {
	lab_handle_kind kind;
	vec2s *point;
	fp_circle *circle;
	fp_box *box;
} lab_handle;

/* The state every scene starts in, scene 1, snapping off, handle 0 selected. */
void lab_state_init(lab_state *s);

/* Switches to scene 1..LAB_SCENES keeping every scene's shapes; other
 * numbers are ignored. Selects handle 0 (the moving thing). */
void lab_state_set_scene(lab_state *s, int scene);

/* The current scene's handles, moving thing first; returns how many. */
int lab_state_handles(lab_state *s, lab_handle out[LAB_HANDLES_MAX]);

/* Where the handle is drawn and grabbed. */
vec2s lab_handle_pos(lab_handle h);

/* Moves the handle to p (already snapped if snapping is wanted). A rim or a
 * corner never gives a negative radius or half extent. */
void lab_handle_place(lab_handle h, vec2s p);

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

/* The step W/A/S/D, arrows and Q/E move by. */
float lab_state_step(const lab_state *s);

#endif
