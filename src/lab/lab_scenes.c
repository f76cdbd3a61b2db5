/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The registry of the lab's scenes: one line a scene, in the order of
 * their keys 1..9, as src/lab/meson.build lists them.
 *
 * An explicit list, as SDL_video.c lists its video drivers in bootstrap[],
 * rather than each scene registering itself before main as Box2D's samples
 * do (RegisterSample, run by a C++ static initialiser): standard C runs no
 * code before main; __attribute__((constructor)) is a compiler extension
 * whose order across files is unspecified, so the keys would depend on the
 * link; and lab_core is a static library, from which the linker drops any
 * scene's object file that nothing names. Here the order is plain to read,
 * and it is part of the state file: scene N's fields are named sN.*, so a
 * new scene goes at the end.
 */
#include "lab_scenes.h"

#include <string.h>

#include "lab_scene_list.h"

/* The scenes, from src/lab/meson.build's list; each table is defined in
 * its file. */
#define SCENES(X) LAB_SCENE_LIST(X)

#define DECLARE(table) extern const lab_scene table;
SCENES(DECLARE)

#define ADDRESS(table) &table,
const lab_scene *const lab_scenes[] = {SCENES(ADDRESS)};

const int lab_scene_count = (int)(sizeof lab_scenes / sizeof lab_scenes[0]);

_Static_assert(sizeof lab_scenes / sizeof lab_scenes[0] <= LAB_SCENES_MAX,
	"keys 1..9 pick a scene");

const lab_scene *lab_scene_get(int n)
{
	if (n < 1 || n > lab_scene_count)
		return NULL;
	return lab_scenes[n - 1];
}

const lab_field *lab_field_find(const char *name, int *scene)
{
	for (int n = 1; n <= lab_scene_count; ++n) {
		const lab_scene *sc = lab_scenes[n - 1];
		for (int i = 0; i < sc->field_count; ++i) {
			if (strcmp(sc->fields[i].name, name) != 0)
				continue;
			*scene = n;
			return &sc->fields[i];
		}
	}
	return NULL;
}
