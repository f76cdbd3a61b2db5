/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* reward.h: what finishing a level earns. Three stars: one for finishing,
 * one for finishing within the level's par time (a level without one gives
 * it with the first), one for finishing without losing any energy. The
 * score adds to the pickups' points the energy left, in whole points, and
 * REWARD_SECOND_POINTS for every whole second under par. */
#ifndef GAME_REWARD_H
#define GAME_REWARD_H

#include <stdbool.h>

#define REWARD_SECOND_POINTS 5
#define REWARD_STARS_MAX 3

typedef struct reward {
	float seconds;     /* the time played to the win */
	bool in_par;       /* the par star */
	bool unhurt;       /* the energy star: nothing lost */
	int stars;         /* 1 to REWARD_STARS_MAX */
	int energy_points; /* the energy left, whole points */
	int par_points;    /* REWARD_SECOND_POINTS per whole second under par */
} reward;

/* The reward of a win after seconds played, with energy of energy_max left,
 * on a level of that par time (0: none). */
reward reward_of(float seconds, float par_time, float energy, float energy_max);

#endif
