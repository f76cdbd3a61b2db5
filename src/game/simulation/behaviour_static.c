/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* static: stays exactly where the level put it (not even kept inside the
 * world: the level checked that it is). */
#include "behaviour_def.h"

const behaviour_def behaviour_static = {
	.name = "static",
	.defaults = {.speed = 0, .spin = 0, .height = 48},
};
