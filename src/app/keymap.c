/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "keymap.h"

/* The order is the action table's; an action may have no binding. */
static const binding table[] = {
	{.action = "forward", .keys = {{.key = SDLK_w}, {.key = SDLK_UP}}},
	{.action = "back", .keys = {{.key = SDLK_s}, {.key = SDLK_DOWN}}},
	{.action = "left", .keys = {{.key = SDLK_a}, {.key = SDLK_LEFT}}},
	{.action = "right", .keys = {{.key = SDLK_d}, {.key = SDLK_RIGHT}}},
	{.action = "pause", .keys = {{.key = SDLK_p}, {.key = SDLK_ESCAPE}}, .pad = BINDING_PAD(START)},
	{.action = "restart", .keys = {{.key = SDLK_r}}},
	{.action = "next", .keys = {{.key = SDLK_n}}},
	{.action = "quit", .keys = {{.key = SDLK_q}}, .on_close = true},
	{.action = "menu-up", .keys = {{.key = SDLK_UP, .when = WHEN_MENU}, {.key = SDLK_w, .when = WHEN_MENU}},
	 .pad = BINDING_PAD(DPAD_UP)},
	{.action = "menu-down", .keys = {{.key = SDLK_DOWN, .when = WHEN_MENU}, {.key = SDLK_s, .when = WHEN_MENU}},
	 .pad = BINDING_PAD(DPAD_DOWN)},
	{"menu-select",
	 {{.key = SDLK_RETURN, .when = WHEN_MENU}, {.key = SDLK_KP_ENTER, .when = WHEN_MENU},
	  {.key = SDLK_SPACE, .when = WHEN_MENU}},
	 .pad = BINDING_PAD(A)},
	{"menu-back",
	 {{.key = SDLK_ESCAPE, .when = WHEN_MENU}, {.key = SDLK_BACKSPACE, .when = WHEN_MENU}},
	 .pad = BINDING_PAD(B)},
	{.action = "mute", .keys = {{.key = SDLK_m}}},
	{.action = "fullscreen", .keys = {{.key = SDLK_F11}, {.key = SDLK_RETURN, .mods = KMOD_ALT}}},
	{.action = "view", .keys = {{.key = SDLK_v}}},
	{.action = "camera", .keys = {{.key = SDLK_c}}},
	{.action = "zoom-in", .keys = {{.key = SDLK_PLUS}, {.key = SDLK_EQUALS}, {.key = SDLK_KP_PLUS}}, .wheel = 1},
	{.action = "zoom-out", .keys = {{.key = SDLK_MINUS}, {.key = SDLK_KP_MINUS}}, .wheel = -1},
	{.action = "zoom-fit", .keys = {{.key = SDLK_HOME}}},
	{.action = "overlay-triangles", .keys = {{.key = SDLK_t}}},
	{.action = "overlay-edges", .keys = {{.key = SDLK_e}}},
	{.action = "overlay-bounds", .keys = {{.key = SDLK_b}}},
	{.action = "overlay-pairs", .keys = {{.key = SDLK_p, .mods = KMOD_SHIFT}}},
	{.action = "overlay-stats", .keys = {{.key = SDLK_F3}}},
	{.action = "minimap", .keys = {{.key = SDLK_TAB}}},
	{.action = "help", .keys = {{.key = SDLK_F1}}},
};

static const binding_condition conditions[] = {{WHEN_MENU, "menu"}};

const bindings *keymap(void)
{
	static const bindings b = {table, sizeof table / sizeof table[0], conditions,
	                           sizeof conditions / sizeof conditions[0]};
	return &b;
}

void keymap_label(const char *action, char *buf, size_t len)
{
	bindings_label(keymap(), bindings_of(keymap(), action), buf, len);
}
