/* behaviour.h: how each kind of actor moves in one step.
 *
 * Every moving actor stays inside the world: its footprint's bounds are kept
 * in [0, width] x [0, height] (static actors are left where the level put
 * them). Turning rates come from actor.spin in degrees a second; for patrol
 * and wander it is the most they turn a second (0: they turn at once). */
#ifndef GAME_BEHAVIOUR_H
#define GAME_BEHAVIOUR_H

#include "world.h"

/* The player: turns by cmd.turn * spin, then drives cmd.throttle * speed along
 * its heading (both commands clamped to [-1, 1]; NaN counts as 0). */
void behaviour_player(actor *a, const world *w, commands cmd, float dt);

/* Any other actor: static stays; spin turns in place at spin deg/s; patrol
 * walks its polyline back and forth at speed, turning to face its way;
 * wander drives forward at speed with random steering drawn from w->rand and
 * turns back from the walls. */
void behaviour_npc(actor *a, world *w, float dt);

/* Points a new patrol at the path point nearest to it. */
void behaviour_patrol_start(actor *a, const level_path *p);

/* Moves a's centre the least that puts its bounds inside the world, kept a
 * hair (BEHAVIOUR_INSET plus a few float steps of the world's size) from the
 * edges so rounding in the corners cannot cross them. */
void behaviour_keep_inside(actor *a, float width, float height);

#define BEHAVIOUR_INSET 0.01f

/* An angle in radians brought into [0, 2 pi). */
float behaviour_wrap(float angle);

#endif
