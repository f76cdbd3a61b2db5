/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* stats.h: the world's figures as one JSON object per tick, for --stats.
 *
 * Fields: tick, screen (what the program showed after the tick: title,
 * levels, playing, paused, won, lost, ending, options), actors (the player included), overlapping, pairs_tested, hits,
 * score, pickups_left, energy, x, y (the player's centre in map pixels),
 * angle (degrees clockwise, as Tiled), blocked (true when a solid cut the
 * player's motion short this tick), solids (solid actors in the level),
 * events (the step's events.h kinds as a list of names, such as ["pickup"])
 * (none when the world did not step that tick), on the tick the level is
 * won stars (1 to 3) and time (seconds played, pauses excluded; reward.h),
 * and collision_us. Numbers use fixed
 * formats, so two runs of the same level, seed and input print the same
 * lines except for collision_us, the one timing field. */
#ifndef GAME_STATS_H
#define GAME_STATS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "world.h"

/* The line for a tick of the program, with its '\n', into buf: the world
 * as it is (stepped: it stepped that tick, so its events are the tick's),
 * screen the screen's name. Returns what snprintf returns (the line is cut
 * when that is >= len). */
int stats_format(const world *w, const char *screen, bool stepped, char *buf, size_t len);

/* Writes that line to f; false on a write error. */
bool stats_write(FILE *f, const world *w, const char *screen, bool stepped);

/* Writes that line with "frame_ms" last: the time of the frame a window
 * presented before this step, ms, or null when frame_ms is NaN (none came
 * since the step before); false on a write error. */
bool stats_write_frame(FILE *f, const world *w, const char *screen, bool stepped,
                       double frame_ms);

#endif
