#include "actions.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "screen.h"

/* Each entry: its name, inputs and help line; then what it does. The order
 * here is the order of the help overlay, the README's key table, --help and
 * the messages that list names. Overlays draw fills first, then boxes, pair
 * lines and edge arrows on top; panels over the HUD. */
static const action_def table[] = {
	{.name = "forward", .keys = {{.key = SDLK_w}, {.key = SDLK_UP}}, .help = "drive forward",
	 .drive = {.throttle = 1.0f}},
	{.name = "back", .keys = {{.key = SDLK_s}, {.key = SDLK_DOWN}}, .help = "drive back",
	 .drive = {.throttle = -1.0f}},
	{.name = "left", .keys = {{.key = SDLK_a}, {.key = SDLK_LEFT}}, .help = "turn left",
	 .drive = {.turn = -1.0f}},
	{.name = "right", .keys = {{.key = SDLK_d}, {.key = SDLK_RIGHT}}, .help = "turn right",
	 .drive = {.turn = 1.0f}},
	{.name = "pause", .keys = {{.key = SDLK_p}, {.key = SDLK_ESCAPE}}, .pad = ACTION_PAD(START),
	 .help = "pause menu, and resume", .trigger = session_toggle_pause},
	{.name = "restart", .keys = {{.key = SDLK_r}}, .help = "restart the level",
	 .trigger = session_restart},
	{.name = "next", .keys = {{.key = SDLK_n}}, .help = "next level",
	 .trigger = session_next_level},
	{.name = "quit", .keys = {{.key = SDLK_q}}, .on_close = true, .help = "quit",
	 .trigger = session_quit},
	{.name = "menu-up",
	 .keys = {{.key = SDLK_UP, .when = WHEN_MENU}, {.key = SDLK_w, .when = WHEN_MENU}},
	 .pad = ACTION_PAD(DPAD_UP), .help = "menu: previous item", .trigger = session_menu_up},
	{.name = "menu-down",
	 .keys = {{.key = SDLK_DOWN, .when = WHEN_MENU}, {.key = SDLK_s, .when = WHEN_MENU}},
	 .pad = ACTION_PAD(DPAD_DOWN), .help = "menu: next item", .trigger = session_menu_down},
	{.name = "menu-select",
	 .keys = {{.key = SDLK_RETURN, .when = WHEN_MENU}, {.key = SDLK_KP_ENTER, .when = WHEN_MENU},
	          {.key = SDLK_SPACE, .when = WHEN_MENU}},
	 .pad = ACTION_PAD(A), .help = "menu: choose the item (or click it)",
	 .trigger = session_menu_select},
	{.name = "menu-back",
	 .keys = {{.key = SDLK_ESCAPE, .when = WHEN_MENU}, {.key = SDLK_BACKSPACE, .when = WHEN_MENU}},
	 .pad = ACTION_PAD(B), .help = "menu: back (resume, when paused)",
	 .trigger = session_menu_back},
	{.name = "mute", .keys = {{.key = SDLK_m}}, .help = "sound off and on",
	 .trigger = session_toggle_mute},
	{.name = "fullscreen", .keys = {{.key = SDLK_F11}, {.key = SDLK_RETURN, .mods = KMOD_ALT}},
	 .help = "full screen on and off", .trigger = session_toggle_fullscreen},
	{.name = "view", .keys = {{.key = SDLK_v}}, .help = "top-down or 3D view",
	 .trigger = session_next_view},
	{.name = "camera", .keys = {{.key = SDLK_c}}, .help = "3D camera: chase or overview",
	 .trigger = session_toggle_camera},
	{.name = "zoom-in", .keys = {{.key = SDLK_PLUS}, {.key = SDLK_EQUALS}, {.key = SDLK_KP_PLUS}},
	 .wheel = 1, .help = "zoom in", .trigger = session_zoom_in},
	{.name = "zoom-out", .keys = {{.key = SDLK_MINUS}, {.key = SDLK_KP_MINUS}}, .wheel = -1,
	 .help = "zoom out", .trigger = session_zoom_out},
	{.name = "zoom-fit", .keys = {{.key = SDLK_HOME}}, .help = "the whole level",
	 .trigger = session_zoom_home},
	{.name = "overlay-triangles", .keys = {{.key = SDLK_t}}, .help = "triangles overlay",
	 .overlay = {.option = "triangles", .draw = overlay_triangles, .z = 10}},
	{.name = "overlay-edges", .keys = {{.key = SDLK_e}},
	 .help = "edges overlay (arrows show winding)",
	 .overlay = {.option = "edges", .draw = overlay_edges, .z = 40}},
	{.name = "overlay-bounds", .keys = {{.key = SDLK_b}}, .help = "bounding boxes overlay",
	 .overlay = {.option = "bounds", .draw = overlay_bounds, .z = 20}},
	{.name = "overlay-pairs", .keys = {{.key = SDLK_p, .mods = KMOD_SHIFT}},
	 .help = "pairs tested overlay (red: hits)",
	 .overlay = {.option = "pairs", .draw = overlay_pairs, .z = 30, .pairs = true}},
	{.name = "overlay-stats", .keys = {{.key = SDLK_F3}}, .help = "stats panel",
	 .overlay = {.option = "stats", .draw = overlay_stats, .z = 60}},
	{.name = "help", .keys = {{.key = SDLK_F1}}, .help = "this help",
	 .overlay = {.option = "help", .draw = overlay_help, .z = 70}},
};

#define COUNT (sizeof table / sizeof table[0])
_Static_assert(COUNT <= ACTIONS_MAX, "a session's bit sets hold ACTIONS_MAX actions");

size_t actions_count(void)
{
	return COUNT;
}

const action_def *actions_at(size_t i)
{
	return i < COUNT ? &table[i] : NULL;
}

static bool same(const char *name, const char *s, size_t len)
{
	return name != NULL && strlen(name) == len && memcmp(name, s, len) == 0;
}

bool actions_menu_only(const action_def *a)
{
	bool any = false;
	for (int k = 0; k < ACTION_KEYS; k++) {
		if (a->keys[k].key == SDLK_UNKNOWN)
			continue;
		if ((a->keys[k].when & WHEN_MENU) == 0)
			return false;
		any = true;
	}
	return any;
}

bool actions_find(const char *name, size_t len, size_t *i)
{
	for (*i = 0; *i < COUNT; ++*i)
		if (same(table[*i].name, name, len))
			return true;
	return false;
}

bool actions_find_overlay(const char *name, size_t len, size_t *i)
{
	for (*i = 0; *i < COUNT; ++*i)
		if (table[*i].overlay.draw != NULL && same(table[*i].overlay.option, name, len))
			return true;
	return false;
}

static const char *script_name(size_t i)
{
	return table[i].name;
}

const script_vocab *actions_vocab(void)
{
	static const script_vocab vocab = {COUNT, script_name};
	return &vocab;
}

/* The modifier groups a key may ask for, in the order labels name them. */
static const struct {
	Uint16 mod;
	const char *name;
} mod_groups[] = {{KMOD_CTRL, "Ctrl"}, {KMOD_ALT, "Alt"}, {KMOD_SHIFT, "Shift"}, {KMOD_GUI, "GUI"}};

#define MOD_GROUPS (sizeof mod_groups / sizeof mod_groups[0])

/* The conditions, as labels name them. */
static const struct {
	unsigned when;
	const char *name;
} conditions[] = {{WHEN_MENU, "menu"}};

#define CONDITIONS (sizeof conditions / sizeof conditions[0])

unsigned actions_now(const session *s)
{
	return screens_at(s->screen)->menu ? WHEN_MENU : 0u;
}

/* How much a key asks for: -1 when it does not match, else its modifier
 * groups and conditions, a modifier counting more than any conditions: a
 * chord held is meant (Shift+P beats P, Alt+Enter in a menu is full
 * screen). */
static int match(const action_key *k, SDL_Keycode key, Uint16 mods, unsigned now)
{
	if (k->key == SDLK_UNKNOWN || k->key != key || (k->when & now) != k->when)
		return -1;
	int asks = 0;
	for (size_t c = 0; c < CONDITIONS; c++)
		asks += (k->when & conditions[c].when) != 0;
	for (size_t g = 0; g < MOD_GROUPS; g++) {
		if ((k->mods & mod_groups[g].mod) == 0)
			continue;
		if ((mods & mod_groups[g].mod) == 0)
			return -1;
		asks += 1 + (int)CONDITIONS;
	}
	return asks;
}

bool actions_for_key(SDL_Keycode key, Uint16 mods, unsigned now, size_t *i)
{
	int best = -1;
	for (size_t a = 0; a < COUNT; a++) {
		for (int k = 0; k < ACTION_KEYS; k++) {
			int m = match(&table[a].keys[k], key, mods, now);
			if (m > best) {
				best = m;
				*i = a;
			}
		}
	}
	return best >= 0;
}

bool actions_for_button(int button, size_t *i)
{
	for (*i = 0; *i < COUNT; ++*i)
		if (table[*i].pad != 0 && table[*i].pad - 1 == button)
			return true;
	return false;
}

bool actions_for_wheel(int dir, size_t *i)
{
	for (*i = 0; *i < COUNT; ++*i)
		if (dir != 0 && table[*i].wheel == (dir > 0 ? 1 : -1))
			return true;
	return false;
}

bool actions_for_close(size_t *i)
{
	for (*i = 0; *i < COUNT; ++*i)
		if (table[*i].on_close)
			return true;
	return false;
}

/* Appends s to buf (of len), cut to fit; *at may pass len once cut. */
static void put(char *buf, size_t len, size_t *at, const char *s)
{
	if (*at < len)
		snprintf(buf + *at, len - *at, "%s", s);
	*at += strlen(s);
}

/* Short names where SDL's are long. */
static const char *key_name(SDL_Keycode key)
{
	return key == SDLK_ESCAPE ? "Esc" : key == SDLK_RETURN ? "Enter" : SDL_GetKeyName(key);
}

/* A button's name as the help shows it: SDL's, capitalised, and the
 * direction pad spelt out. */
static void button_name(int button, char *buf, size_t len)
{
	const char *name = SDL_GameControllerGetStringForButton(button);
	if (name != NULL && strncmp(name, "dp", 2) == 0)
		snprintf(buf, len, "D-pad %s", name + 2);
	else
		snprintf(buf, len, "%s", name != NULL ? name : "?");
	buf[0] = (char)toupper((unsigned char)buf[0]);
}

static void put_key(char *buf, size_t len, size_t *at, const action_key *k)
{
	for (size_t g = 0; g < MOD_GROUPS; g++) {
		if ((k->mods & mod_groups[g].mod) != 0) {
			put(buf, len, at, mod_groups[g].name);
			put(buf, len, at, "+");
		}
	}
	put(buf, len, at, key_name(k->key));
	for (size_t c = 0; c < CONDITIONS; c++) {
		if ((k->when & conditions[c].when) != 0) {
			put(buf, len, at, " (");
			put(buf, len, at, conditions[c].name);
			put(buf, len, at, ")");
		}
	}
}

void actions_label(const action_def *a, char *buf, size_t len)
{
	size_t at = 0;
	if (len > 0)
		buf[0] = '\0';
	for (int k = 0; k < ACTION_KEYS; k++) {
		if (a->keys[k].key == SDLK_UNKNOWN)
			continue;
		put(buf, len, &at, at > 0 ? " / " : "");
		put_key(buf, len, &at, &a->keys[k]);
	}
	if (a->wheel != 0) {
		put(buf, len, &at, at > 0 ? " / " : "");
		put(buf, len, &at, a->wheel > 0 ? "wheel up" : "wheel down");
	}
	if (a->pad == 0)
		return;
	char button[32];
	button_name(a->pad - 1, button, sizeof button);
	put(buf, len, &at, at > 0 ? " / pad " : "pad ");
	put(buf, len, &at, button);
}

size_t actions_overlay_order(size_t *order)
{
	size_t n = 0;
	for (size_t i = 0; i < COUNT; i++) {
		if (table[i].overlay.draw == NULL)
			continue;
		/* Insertion by z; equal z keeps table order. */
		size_t at = n++;
		for (; at > 0 && table[order[at - 1]].overlay.z > table[i].overlay.z; at--)
			order[at] = order[at - 1];
		order[at] = i;
	}
	return n;
}

void actions_overlay_names(const char *sep, char *buf, size_t len)
{
	size_t at = 0;
	if (len > 0)
		buf[0] = '\0';
	for (size_t i = 0; i < COUNT; i++) {
		if (table[i].overlay.draw == NULL)
			continue;
		put(buf, len, &at, at > 0 ? sep : "");
		put(buf, len, &at, table[i].overlay.option);
	}
}
