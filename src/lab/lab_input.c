/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "lab_input.h"

#include <stdio.h>
#include <string.h>

#include "lab_view.h"
#include "lab_scenes.h"

/* Handles are grabbed within this many pixels. */
#define GRAB_REACH 12.0f

/* One action of the lab: what it does to the state (with its two numbers)
 * and what it gives back to the loop; its hint in the panel. */
typedef struct lab_command {
	const char *hint;
	void (*run)(lab_state *s, int a, int b);
	int a, b;
	lab_action result;
	int scene; /* the scene it picks (its hint only up to the last), or 0 */
} lab_command;

static void move(lab_state *s, int dx, int dy) { lab_state_move(s, dx, dy); }
static void grow(lab_state *s, int sign, int unused) { (void)unused; lab_state_grow(s, sign); }
static void step(lab_state *s, int dx, int dy) { lab_state_step_selected(s, dx, dy); }
static void nudge(lab_state *s, int dx, int dy) { lab_state_nudge(s, dx, dy); }
static void scene(lab_state *s, int n, int unused) { (void)unused; lab_state_set_scene(s, n); }

static void snap(lab_state *s, int a, int b)
{
	(void)a, (void)b;
	s->snap = !s->snap;
}

static void next_handle(lab_state *s, int a, int b)
{
	(void)a, (void)b;
	lab_state_select_next(s);
}

#define KEY(k) {.key = SDLK_##k}
#define SCENE(n) {.action = "scene-" #n, .keys = {KEY(n)}}
#define ARROW(name, k, m) {.action = name, .keys = {{.key = SDLK_##k, .mods = (m)}}}
/* The arrows, up, down, left, right, with modifiers m. */
#define ARROWS(prefix, m) \
	ARROW(prefix "up", UP, m), ARROW(prefix "down", DOWN, m), ARROW(prefix "left", LEFT, m), \
	ARROW(prefix "right", RIGHT, m)

/* The keys, in the order of commands below, which is the hints' order. */
static const binding keys[] = {
	SCENE(1), SCENE(2), SCENE(3), SCENE(4), SCENE(5), SCENE(6), SCENE(7), SCENE(8), SCENE(9),
	{.action = "drag"},
	{.action = "next-handle", .keys = {KEY(TAB)}},
	{.action = "snap", .keys = {KEY(g)}},
	ARROWS("step-", 0),
	ARROWS("nudge-", KMOD_SHIFT),
	{.action = "move-up", .keys = {KEY(w)}}, {.action = "move-left", .keys = {KEY(a)}},
	{.action = "move-down", .keys = {KEY(s)}}, {.action = "move-right", .keys = {KEY(d)}},
	{.action = "shrink", .keys = {KEY(q)}},
	{.action = "grow", .keys = {KEY(e)}},
	{.action = "save", .keys = {KEY(F5), {.key = SDLK_s, .mods = KMOD_CTRL}}},
	{.action = "quit", .keys = {KEY(ESCAPE)}, .on_close = true},
};

#define PICK(n) {"scene", scene, n, 0, LAB_ACTION_NONE, n}

static const lab_command commands[] = {
	PICK(1), PICK(2), PICK(3), PICK(4), PICK(5), PICK(6), PICK(7), PICK(8), PICK(9),
	/* The mouse's: pressing, dragging and releasing are its own events. */
	{"drag handles", NULL, 0, 0, LAB_ACTION_NONE, 0},
	{"next handle", next_handle, 0, 0, LAB_ACTION_NONE, 0},
	{"snap", snap, 0, 0, LAB_ACTION_NONE, 0},
	{"step", step, 0, 1, LAB_ACTION_NONE, 0},
	{"step", step, 0, -1, LAB_ACTION_NONE, 0},
	{"step", step, -1, 0, LAB_ACTION_NONE, 0},
	{"step", step, 1, 0, LAB_ACTION_NONE, 0},
	{"one float step", nudge, 0, 1, LAB_ACTION_NONE, 0},
	{"one float step", nudge, 0, -1, LAB_ACTION_NONE, 0},
	{"one float step", nudge, -1, 0, LAB_ACTION_NONE, 0},
	{"one float step", nudge, 1, 0, LAB_ACTION_NONE, 0},
	{"move", move, 0, 1, LAB_ACTION_NONE, 0},
	{"move", move, -1, 0, LAB_ACTION_NONE, 0},
	{"move", move, 0, -1, LAB_ACTION_NONE, 0},
	{"move", move, 1, 0, LAB_ACTION_NONE, 0},
	{"radius", grow, -1, 0, LAB_ACTION_NONE, 0},
	{"radius", grow, 1, 0, LAB_ACTION_NONE, 0},
	{"save", NULL, 0, 0, LAB_ACTION_SAVE, 0},
	{"quit", NULL, 0, 0, LAB_ACTION_QUIT, 0},
};

#define COUNT (sizeof commands / sizeof commands[0])

_Static_assert(sizeof keys / sizeof keys[0] == COUNT, "one binding a command");
_Static_assert(LAB_SCENES_MAX == 9, "a key for each scene");

const bindings *lab_input_bindings(void)
{
	static const bindings b = {keys, COUNT, NULL, 0};
	return &b;
}

static lab_action run(lab_state *s, size_t i)
{
	const lab_command *c = &commands[i];
	if (c->run != NULL)
		c->run(s, c->a, c->b);
	return c->result;
}

lab_action lab_input_event(lab_state *s, const SDL_Event *e)
{
	size_t i;
	switch (e->type) {
	case SDL_QUIT:
		return bindings_for_close(lab_input_bindings(), &i) ? run(s, i) : LAB_ACTION_NONE;
	case SDL_KEYDOWN:
		if (bindings_for_key(lab_input_bindings(), e->key.keysym.sym, e->key.keysym.mod, 0, &i))
			return run(s, i);
		return LAB_ACTION_NONE;
	case SDL_MOUSEBUTTONDOWN:
		if (e->button.button == SDL_BUTTON_LEFT)
			lab_state_press(s, lab_view_to_world((float)e->button.x, (float)e->button.y),
				GRAB_REACH);
		return LAB_ACTION_NONE;
	case SDL_MOUSEBUTTONUP:
		if (e->button.button == SDL_BUTTON_LEFT)
			lab_state_release(s);
		return LAB_ACTION_NONE;
	case SDL_MOUSEMOTION:
		lab_state_drag(s, lab_view_to_world((float)e->motion.x, (float)e->motion.y));
		return LAB_ACTION_NONE;
	default:
		return LAB_ACTION_NONE;
	}
}

/* Appends s to buf (of len), cut to fit. */
static void append(char *buf, size_t len, const char *s)
{
	size_t at = strlen(buf);
	while (*s != '\0' && at + 1 < len)
		buf[at++] = *s++;
	buf[at] = '\0';
}

/* Appends label to group, the modifiers of the group's first label said
 * once ("Shift+Up/Down"). */
static void join_label(char *group, size_t len, const char *label)
{
	size_t first = strcspn(group, "/"), prefix = 0;
	for (size_t k = 0; k < first; k++)
		if (group[k] == '+')
			prefix = k + 1;
	if (group[0] != '\0' && prefix > 0 && strncmp(group, label, prefix) == 0)
		label += prefix;
	if (group[0] != '\0')
		append(group, len, "/");
	append(group, len, label);
}

/* Puts piece on the last line, or starts a new one when it would pass
 * width; returns the lines used. */
static int place(char (*lines)[LAB_HINT_LEN], int n, int max, size_t width, const char *piece)
{
	const char *gap = "   ";
	if (n > 0 && strlen(lines[n - 1]) + strlen(gap) + strlen(piece) <= width) {
		append(lines[n - 1], LAB_HINT_LEN, gap);
		append(lines[n - 1], LAB_HINT_LEN, piece);
		return n;
	}
	if (n == max)
		return n;
	lines[n][0] = '\0';
	append(lines[n], LAB_HINT_LEN, piece);
	return n + 1;
}

int lab_input_hints(char (*lines)[LAB_HINT_LEN], int max, size_t width)
{
	int n = 0;
	for (size_t i = 0; i < COUNT;) {
		char group[LAB_HINT_LEN] = "", piece[LAB_HINT_LEN];
		size_t j = i;
		for (; j < COUNT && strcmp(commands[j].hint, commands[i].hint) == 0; j++) {
			char label[LAB_HINT_LEN];
			if (commands[j].scene > lab_scene_count)
				continue;
			bindings_label(lab_input_bindings(), &keys[j], label, sizeof label);
			if (label[0] != '\0')
				join_label(group, sizeof group, label);
		}
		snprintf(piece, sizeof piece, "%s", group);
		if (group[0] != '\0')
			append(piece, sizeof piece, " ");
		append(piece, sizeof piece, commands[i].hint);
		n = place(lines, n, max, width, piece);
		i = j;
	}
	return n;
}
