/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* lab_scene: what a lab scene is, as one table of its data and functions.
 *
 * SDL-free. Each scene is one file (lab_scene_*.c) that declares the struct
 * of its shapes and defines its table; lab_scenes.c lists the tables in the
 * order of their keys (lab_scenes.h). A scene's shapes live in its slot of
 * lab_state.shapes, which every function of the table receives as
 * `shapes`: the scene's own struct, made of floats only (points,
 * triangles, circles, boxes), as the state file reads and writes them.
 */
#ifndef LAB_SCENE_H
#define LAB_SCENE_H

#include <stddef.h>

#include "lab_drawing.h"
#include "lab_handle.h"
#include "lab_verdicts.h"

/* Keys 1..9 pick a scene. */
#define LAB_SCENES_MAX 9
/* Room for one scene's shapes, in floats. */
#define LAB_SCENE_FLOATS 32

/* The most numbers one state-file field holds (a triangle's six). */
#define LAB_FIELD_NUMBERS_MAX 6

/* One line of the state file: a name, the shape it holds (a run of
 * floats in the scene's shapes struct), and its default numbers. Every
 * shape of a scene is a field, so the defaults are its starting shapes. */
typedef struct lab_field {
	const char *name;   /* "sN.what": N is the scene's key */
	size_t offset;      /* in the scene's shapes struct */
	lab_shape shape;    /* which numbers must be >= 0; its handles */
	int count;          /* floats, 1..LAB_FIELD_NUMBERS_MAX */
	float defaults[LAB_FIELD_NUMBERS_MAX];
} lab_field;

/* The field for member of a scene's shapes struct type, then its default
 * numbers as the state file writes them (on the grid, so snapping does not
 * jump them). Its kind of shape follows from the member's type. */
#define LAB_FIELD(type, member, name, ...) \
	{(name), offsetof(type, member), LAB_SHAPE_OF(((type *)0)->member), \
		LAB_FIELD_FLOATS(type, member, __VA_ARGS__), {__VA_ARGS__}}

/* The member's floats. An array of negative size stops the build unless
 * the defaults give as many numbers, the member lies within a scene's slot
 * of lab_state.shapes, and the struct needs no more than a float's
 * alignment. (The member may be an array of points, hence the bracketed
 * sizeof.) */
#define LAB_FIELD_FLOATS(type, member, ...) \
	(int)(sizeof(((type *)0)->member) / (sizeof(float)) + 0 * sizeof(char[ \
		sizeof(((type *)0)->member) == sizeof((float[]){__VA_ARGS__}) \
		&& offsetof(type, member) + sizeof(((type *)0)->member) \
			<= LAB_SCENE_FLOATS * sizeof(float) \
		&& _Alignof(type) <= _Alignof(float) ? 1 : -1]))

typedef struct lab_scene {
	/* The panel's heading, after the scene's key. */
	const char *title;
	/* The state-file fields, in the order they are written. */
	const lab_field *fields;
	int field_count;
	/* The fields whose handles come first, then second, ...: field_count
	 * indices into fields; NULL for the fields' order. Handle 0 is a point,
	 * the one W/A/S/D move; Q/E resize the circle of the first rim
	 * handle, if there is one. */
	const int *handle_order;
	/* W/A/S/D move handles 0..2 together, a triangle, instead of handle 0. */
	bool moves_triangle;
	/* Adds the rows of every method the library has for the scene, and
	 * sets touch[] (each scene says what its entries mean). */
	void (*verdicts)(const void *shapes, lab_verdicts *v);
	/* Appends the canvas's shapes, filled as the verdicts' touch[] says. */
	void (*draw)(const void *shapes, const lab_verdicts *v, lab_drawing *out);
} lab_scene;

#endif
