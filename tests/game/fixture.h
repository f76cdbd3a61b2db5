/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* fixture.h: small levels written inline, and the brute-force checks the
 * game tests compare the world against. */
#ifndef TESTS_GAME_FIXTURE_H
#define TESTS_GAME_FIXTURE_H

#include <stdbool.h>
#include <stddef.h>

#include "level.h"
#include "world.h"

/* A 640x480 map (20x15 tiles of 32) holding the given objects (the inside of
 * a JSON array) and map energy; fails the test with the loader's message
 * when it is refused. */
void fixture_level(level *lv, const char *objects, double energy);

/* A world of that level, seed 1, no stress. */
void fixture_world(world *w, const char *objects, double energy);

/* The loaded level file, or the test fails. */
void fixture_load(level *lv, const char *path);

/* A world of the level file at path, built from seed with stress extra
 * actors, or the test fails. */
void fixture_world_file(world *w, const char *path, uint64_t seed, size_t stress);

/* Fails the test, naming tick and actors, unless every actor's tint equals
 * an all-pairs fp_box_overlap check of the boxes (two solids tint neither),
 * the figures agree, and every footprint holds exactly its box's corners. */
void fixture_check_tints(const world *w);

/* Fails the test, naming tick and actor, when the footprint bounds of an
 * actor whose behaviour moves it leave the map. */
void fixture_check_inside(const world *w);

/* Fails the test, naming tick and actors, unless the rule of solids holds
 * (wall_rule.h). */
void fixture_check_solids(const world *w);

/* The scripted commands tick t of the test drives: forward with slow turns
 * that change every two seconds. */
commands fixture_commands(uint64_t t);

#endif
