/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "reward.h"

#include <math.h>

reward reward_of(float seconds, float par_time, float energy, float energy_max)
{
	reward r = {.seconds = seconds};
	r.in_par = par_time <= 0.0f || seconds <= par_time;
	r.unhurt = energy >= energy_max;
	r.stars = 1 + r.in_par + r.unhurt;
	r.energy_points = energy > 0.0f ? (int)floorf(energy) : 0;
	if (par_time > seconds)
		r.par_points = REWARD_SECOND_POINTS * (int)floorf(par_time - seconds);
	return r;
}
