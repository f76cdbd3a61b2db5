/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* lab_scenes: the registry of the lab's scenes (lab_scenes.c), one line a
 * scene, in the order of their keys; what a scene is: lab_scene.h. */
#ifndef LAB_SCENES_H
#define LAB_SCENES_H

#include "lab_scene.h"

/* The registry (lab_scenes.c): scene n, its key, is lab_scenes[n - 1]. */
extern const lab_scene *const lab_scenes[];
extern const int lab_scene_count;

/* Scene n, or NULL when there is no scene n. */
const lab_scene *lab_scene_get(int n);

/* The field named name and, in *scene, the key of the scene it belongs to;
 * NULL for a name no scene has. */
const lab_field *lab_field_find(const char *name, int *scene);

#endif
