/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "themes.h"

#include <math.h>
#include <string.h>

extern const theme_def theme_slate, theme_asphalt, theme_grass, theme_tiles, theme_sand,
	theme_night;

/* The default first. */
static const theme_def *const table[] = {
	&theme_slate, &theme_asphalt, &theme_grass, &theme_tiles, &theme_sand, &theme_night,
};

#define THEMES (sizeof table / sizeof table[0])

/* The theme called name, or NULL. */
static const theme_def *themes_named(const char *name)
{
	const theme_def *const *t = table;
	while (t < table + THEMES && strcmp((*t)->name, name) != 0)
		t++;
	return t < table + THEMES ? *t : NULL;
}

const theme_def *themes_of(const char *name)
{
	const theme_def *t = themes_named(name);
	return t != NULL ? t : table[0];
}

void themes_paint(const theme_def *t, float width, float height, const projection *pr,
                  floor_part_fn *part, void *view)
{
	floor_pen f = {width, height, part, view};
	floor_rect(&f, 0.0f, 0.0f, width, height, t->ground);
	if (t->paint == NULL)
		return;
	for (float y = 0.0f; y < height; y += THEMES_BLOCK)
		for (float x = 0.0f; x < width; x += THEMES_BLOCK) {
			fp_aabb b = {{{x, y}}, {{fminf(x + THEMES_BLOCK, width), fminf(y + THEMES_BLOCK, height)}}};
			fp_aabb reach = {{{b.min.x - THEMES_REACH, b.min.y - THEMES_REACH}},
			                 {{b.max.x + THEMES_REACH, b.max.y + THEMES_REACH}}};
			if (pr == NULL || projection_sees(pr, reach, 0.0f))
				t->paint(&f, b);
		}
}

bool themes_warn(const level *lv, const char *path, FILE *to)
{
	if (lv->theme[0] == '\0' || themes_named(lv->theme) != NULL)
		return false;
	fprintf(to, "footprints: %s: map property 'theme' is '%s', none of", path, lv->theme);
	for (size_t k = 0; k < THEMES; k++)
		fprintf(to, "%s %s", k ? "," : "", table[k]->name);
	fprintf(to, ": drawn as %s\n", table[0]->name);
	return true;
}
