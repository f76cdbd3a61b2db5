/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* by_name.h: actions and overlays of the action table by the names scripts
 * and --overlay give them, for tests that mean one in particular. */
#ifndef TESTS_APP_BY_NAME_H
#define TESTS_APP_BY_NAME_H

#include <stddef.h>
#include <stdint.h>

/* The index of the action scripts call name; fails the test when none is. */
size_t action_named(const char *name);

/* The actions_bit set of a comma-separated list of --overlay names; fails
 * the test on a name no overlay has. */
uint64_t overlays_named(const char *list);

#endif
