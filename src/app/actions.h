/* actions.h: everything the player can do, one entry each in actions.c: its
 * name in input scripts, its keys and controller button, its help line, and
 * what it does (a held control, a trigger handled by the session, or an
 * overlay with its --overlay name and draw function). The keyboard and the
 * controller, scripts, --overlay and --help, the help overlay and the
 * README's key table all read this one table, so a new action is one entry
 * there plus the code it runs. An action is known by its index in the
 * table. */
#ifndef APP_ACTIONS_H
#define APP_ACTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL2/SDL.h>

#include "overlay.h"
#include "script.h"
#include "session.h"
#include "world.h"

/* A session keeps held controls and overlays as bits of a uint64_t, one an
 * action, so the table holds at most this many. */
#define ACTIONS_MAX 64
/* Keys one action can have. */
#define ACTION_KEYS 4

/* The controller button of an action: .pad = ACTION_PAD(START). */
#define ACTION_PAD(button) (SDL_CONTROLLER_BUTTON_##button + 1)

/* Conditions a key can ask for, bits of a set (actions_now gives the set
 * that holds). */
typedef enum action_when {
	WHEN_MENU = 1 << 0, /* the screen showing has a menu (screen.h) */
} action_when;

typedef struct action_key {
	SDL_Keycode key; /* SDLK_UNKNOWN (0): no key */
	Uint16 mods;     /* KMOD_SHIFT, KMOD_CTRL, KMOD_ALT, KMOD_GUI that must be
	                    held (either side); others held are ignored */
	unsigned when;   /* WHEN_* conditions that must all hold; 0: always */
} action_key;

typedef struct action_overlay {
	const char *option;    /* its name in --overlay */
	overlay_draw_fn *draw;
	int z;                 /* drawing order, lowest first; the HUD is drawn
	                          at OVERLAY_Z_HUD */
	bool pairs;            /* it draws the broadphase's candidate pairs, which
	                          the world records only while it is shown */
} action_overlay;

typedef struct action_def {
	const char *name;             /* in input scripts: "forward", "overlay-edges" */
	action_key keys[ACTION_KEYS]; /* when two keys match, the one asking
	                                 more wins: modifiers first, then
	                                 conditions */
	int pad;                      /* ACTION_PAD(...), or 0 for no button */
	int wheel;                    /* the mouse wheel turned up (1) or down
	                                 (-1) does it; 0 neither */
	bool on_close;                /* closing the window does it */
	const char *help;             /* its line in the help overlay and README */
	/* What it does, exactly one of: */
	commands drive;               /* a held control: added to the commands
	                                 while held */
	void (*trigger)(session *s);  /* done on each press */
	action_overlay overlay;       /* each press shows or hides it */
} action_def;

/* How many actions there are. */
size_t actions_count(void);

/* Action i, or NULL when i >= actions_count(). */
const action_def *actions_at(size_t i);

/* The bit of action i in a session's held and overlay sets. */
static inline uint64_t actions_bit(size_t i)
{
	return (uint64_t)1 << i;
}

/* True when a is a held control (its drive is not zero). */
static inline bool actions_drives(const action_def *a)
{
	return a->drive.throttle != 0.0f || a->drive.turn != 0.0f;
}

/* True when every key of a asks for a menu (the menu-* actions): the help
 * overlay, shown while playing, leaves these out. */
bool actions_menu_only(const action_def *a);

/* The action named by the len bytes at name in scripts; false for none. */
bool actions_find(const char *name, size_t len, size_t *i);

/* The overlay named by the len bytes at name in --overlay; false for none. */
bool actions_find_overlay(const char *name, size_t len, size_t *i);

/* The names scripts use, for script_parse. */
const script_vocab *actions_vocab(void);

/* The WHEN_* conditions that hold in session s. */
unsigned actions_now(const session *s);

/* The action key does, with modifiers mods held and the WHEN_* conditions
 * now holding; false for none. */
bool actions_for_key(SDL_Keycode key, Uint16 mods, unsigned now, size_t *i);

/* The action of a controller button; false for none. */
bool actions_for_button(int button, size_t *i);

/* The action of the mouse wheel turned up (dir > 0) or down (dir < 0);
 * false for none. */
bool actions_for_wheel(int dir, size_t *i);

/* The action closing the window does; false for none. */
bool actions_for_close(size_t *i);

/* The action's keys, button and wheel as the help shows them ("W / Up",
 * "Shift+P", "Up (menu) / W (menu) / pad D-pad up", "P / Esc / pad Start",
 * "- / wheel down"),
 * cut to fit len; empty when it has none. */
void actions_label(const action_def *a, char *buf, size_t len);

/* Writes the overlays' indices to order (room for ACTIONS_MAX), in drawing
 * order; returns how many. */
size_t actions_overlay_order(size_t *order);

/* The --overlay names joined by sep ("triangles,edges,..."), cut to fit
 * len. */
void actions_overlay_names(const char *sep, char *buf, size_t len);

#endif
