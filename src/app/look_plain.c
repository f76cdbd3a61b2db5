/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* look_plain.c: the footprint's box in the actor's colour, nothing on it:
 * what a test of the boxes themselves wants to see. */
#include "look_def.h"

static void draw(look_pen *p)
{
	look_pen_base(p, p->height, p->body);
}

const look_def look_plain = {"plain", draw};
