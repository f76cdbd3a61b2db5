/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* level_template.h: Tiled object templates applied to a map's tree before it
 * is read (internal), in either format: a template is a .tx (XML) or .tj
 * (JSON) file, its path relative to the map.
 *
 * As Tiled 1.8 applies them: an instance keeps its own id and position; its
 * name and type when not empty, its size when both width and height are
 * positive, and its rotation, gid, visibility and shape when it has them
 * override the template's; its properties override the template's of the
 * same name, and the template's others are added. */
#ifndef GAME_LEVEL_TEMPLATE_H
#define GAME_LEVEL_TEMPLATE_H

#include <stdbool.h>

#include <cjson/cJSON.h>

#include "level_types.h"
#include "level_json.h"

/* Replaces every template instance among root's objects (group layers
 * included) by the object it stands for. Returns false after one message
 * naming the object and the template's path when a template cannot be read,
 * is not a template, or a cap is passed. */
bool level_templates_apply(level_ctx *c, cJSON *root, const level_files *files);

#endif
