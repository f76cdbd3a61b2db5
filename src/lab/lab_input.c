/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "lab_input.h"

#include "lab_render.h"

/* Handles are grabbed within this many pixels. */
#define GRAB_REACH 12.0f

static lab_action key(lab_state *s, const SDL_KeyboardEvent *k)
{
	bool shift = (k->keysym.mod & KMOD_SHIFT) != 0;
	bool ctrl = (k->keysym.mod & KMOD_CTRL) != 0;
	int dx = 0, dy = 0;
	switch (k->keysym.sym) {
	case SDLK_ESCAPE:
		return LAB_ACTION_QUIT;
	case SDLK_F5:
		return LAB_ACTION_SAVE;
	case SDLK_s:
		if (ctrl)
			return LAB_ACTION_SAVE;
		lab_state_move(s, 0, -1);
		return LAB_ACTION_NONE;
	case SDLK_w:
		lab_state_move(s, 0, 1);
		return LAB_ACTION_NONE;
	case SDLK_a:
		lab_state_move(s, -1, 0);
		return LAB_ACTION_NONE;
	case SDLK_d:
		lab_state_move(s, 1, 0);
		return LAB_ACTION_NONE;
	case SDLK_q:
		lab_state_grow(s, -1);
		return LAB_ACTION_NONE;
	case SDLK_e:
		lab_state_grow(s, 1);
		return LAB_ACTION_NONE;
	case SDLK_g:
		s->snap = !s->snap;
		return LAB_ACTION_NONE;
	case SDLK_TAB:
		lab_state_select_next(s);
		return LAB_ACTION_NONE;
	case SDLK_LEFT: dx = -1; break;
	case SDLK_RIGHT: dx = 1; break;
	case SDLK_UP: dy = 1; break;
	case SDLK_DOWN: dy = -1; break;
	default:
		/* A key past the last scene is ignored by lab_state_set_scene. */
		if (k->keysym.sym >= SDLK_1 && k->keysym.sym <= SDLK_9)
			lab_state_set_scene(s, k->keysym.sym - SDLK_0);
		return LAB_ACTION_NONE;
	}
	if (shift)
		lab_state_nudge(s, dx, dy);
	else
		lab_state_step_selected(s, dx, dy);
	return LAB_ACTION_NONE;
}

lab_action lab_input_event(lab_state *s, const SDL_Event *e)
{
	switch (e->type) {
	case SDL_QUIT:
		return LAB_ACTION_QUIT;
	case SDL_KEYDOWN:
		return key(s, &e->key);
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
