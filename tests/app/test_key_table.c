/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The action table and the key map: every action does one thing, names
 * and keys are not shared, every binding names an action, every key
 * reaches its own binding, and the README's key table shows the tables
 * row for row up to the overlays' actions (the last; the manual page's
 * lists are made from the tables by the build). */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "test_main.h"

#include "actions.h"
#include "keymap.h"
#include "overlays.h"

static const char *const readme = README_PATH;

static void one_kind_each(void **state)
{
	(void)state;
	for (size_t i = 0; i < actions_count(); i++) {
		const action_def *a = actions_at(i);
		int kinds = actions_drives(a) + (a->trigger != NULL) + (a->overlay != 0) +
		            (a->menu != MENU_NONE);
		if (kinds != 1 || a->name == NULL || a->help == NULL || a->help[0] == '\0')
			fail_msg("action %zu '%s': %d kinds (drive, trigger, menu, overlay), help '%s'", i,
			         a->name ? a->name : "(no name)", kinds, a->help ? a->help : "(none)");
		if (a->overlay != 0 && overlays_at(a->overlay - 1)->z == OVERLAY_Z_HUD)
			fail_msg("overlay '%s': z at the HUD's", a->name);
	}
	assert_null(actions_at(actions_count()));
	for (size_t i = 0; i < keymap()->count; i++) {
		size_t a;
		const char *name = keymap()->at[i].action;
		if (!actions_find(name, strlen(name), &a))
			fail_msg("binding %zu names no action: '%s'", i, name);
	}
}

static bool shares_key(const binding *a, const binding *b)
{
	for (int i = 0; i < BINDING_KEYS; i++) {
		const binding_key *k = &a->keys[i];
		for (int j = 0; j < BINDING_KEYS; j++)
			if (k->key != SDLK_UNKNOWN && k->key == b->keys[j].key &&
			    k->mods == b->keys[j].mods && k->when == b->keys[j].when)
				return true;
	}
	return false;
}

/* No two actions share a name; no two overlays a drawing place; no two
 * bindings an action, a key, a button or a turn of the wheel. */
static void nothing_shared(void **state)
{
	(void)state;
	for (size_t i = 0; i < actions_count(); i++)
		for (size_t j = i + 1; j < actions_count(); j++)
			if (strcmp(actions_at(i)->name, actions_at(j)->name) == 0)
				fail_msg("two actions named '%s'", actions_at(i)->name);
	for (size_t i = 0; i < overlays_count(); i++)
		for (size_t j = i + 1; j < overlays_count(); j++)
			if (overlays_at(i)->z == overlays_at(j)->z)
				fail_msg("overlays '%s' and '%s' share a z", overlays_name(i), overlays_name(j));
	const bindings *m = keymap();
	for (size_t i = 0; i < m->count; i++) {
		for (size_t j = i + 1; j < m->count; j++) {
			const binding *a = &m->at[i], *b = &m->at[j];
			if (strcmp(a->action, b->action) == 0 || (a->pad != 0 && a->pad == b->pad) ||
			    (a->wheel != 0 && a->wheel == b->wheel))
				fail_msg("'%s' and '%s' share an action, a button or the wheel", a->action,
				         b->action);
			if (shares_key(a, b))
				fail_msg("'%s' and '%s' share a key", a->action, b->action);
		}
	}
}

/* Each key, pressed with exactly its modifiers and when it applies, does
 * its own binding: no other binding hides it. */
static void every_key_reaches_its_action(void **state)
{
	(void)state;
	const bindings *m = keymap();
	for (size_t i = 0; i < m->count; i++) {
		const binding *a = &m->at[i];
		for (int k = 0; k < BINDING_KEYS; k++) {
			const binding_key *key = &a->keys[k];
			size_t got = SIZE_MAX;
			if (key->key == SDLK_UNKNOWN)
				continue;
			if (!bindings_for_key(m, key->key, key->mods, key->when, &got) || got != i)
				fail_msg("key %d of '%s' (%s) does '%s'", k, a->action, SDL_GetKeyName(key->key),
				         got < m->count ? m->at[got].action : "nothing");
		}
		size_t got = SIZE_MAX;
		if (a->pad != 0 && (!bindings_for_button(m, a->pad - 1, &got) || got != i))
			fail_msg("the button of '%s' does another action", a->action);
		if (a->wheel != 0 && (!bindings_for_wheel(m, a->wheel * 3, &got) || got != i))
			fail_msg("the wheel of '%s' does another action", a->action);
	}
}

/* The cells of a Markdown table row, trimmed, '|' removed, into cells (each
 * of len); returns how many. */
static int row_cells(const char *line, char cells[][128], int max)
{
	int n = 0;
	const char *p = strchr(line, '|');
	while (p != NULL && n < max) {
		const char *end = strchr(p + 1, '|');
		if (end == NULL)
			break;
		const char *a = p + 1, *b = end;
		while (a < b && *a == ' ')
			a++;
		while (b > a && b[-1] == ' ')
			b--;
		snprintf(cells[n++], 128, "%.*s", (int)(b - a), a);
		p = end;
	}
	return n;
}

/* Row i of the table as the README writes it. */
static void expected_cells(size_t i, char cells[3][128])
{
	const action_def *a = actions_at(i);
	char label[128];
	keymap_label(a->name, label, sizeof label);
	snprintf(cells[0], 128, "`%s`", a->name);
	snprintf(cells[1], 128, label[0] ? "`%s`" : "%s", label);
	snprintf(cells[2], 128, "%s", a->help);
}

/* How many actions come before the overlays' (the README's rows). */
static size_t played_actions(void)
{
	size_t n = 0;
	while (n < actions_count() && actions_at(n)->overlay == 0)
		n++;
	for (size_t i = n; i < actions_count(); i++)
		if (actions_at(i)->overlay == 0)
			fail_msg("action '%s' comes after the overlays'", actions_at(i)->name);
	return n;
}

/* The README's rows after the marker naming the table: the header and the
 * rule skipped, up to the first line that is not a row. */
static char **readme_rows(size_t *count)
{
	FILE *f = fopen(readme, "r");
	if (f == NULL)
		fail_msg("cannot read %s", readme);
	char line[1024], **rows = calloc(ACTIONS_MAX + 8, sizeof *rows);
	bool in = false;
	int skipped = 0;
	*count = 0;
	while (fgets(line, sizeof line, f) != NULL && *count < ACTIONS_MAX + 8) {
		if (!in) {
			in = strstr(line, "<!-- the action table of src/app/actions.c") != NULL;
			continue;
		}
		if (line[0] != '|')
			break;
		if (skipped < 2) {
			skipped++;
			continue;
		}
		line[strcspn(line, "\n")] = '\0';
		rows[(*count)++] = strdup(line);
	}
	fclose(f);
	if (!in)
		fail_msg("%s: no line marking the action table", readme);
	return rows;
}

static void readme_shows_the_table(void **state)
{
	(void)state;
	size_t n = 0, want_rows = played_actions();
	char **rows = readme_rows(&n);
	for (size_t i = 0; i < n || i < want_rows; i++) {
		char want[3][128] = {{0}}, got[3][128] = {{0}};
		if (i >= want_rows)
			fail_msg("README row %zu is extra: '%s'", i + 1, rows[i]);
		expected_cells(i, want);
		if (i >= n)
			fail_msg("README has no row for '%s' (row %zu)", actions_at(i)->name, i + 1);
		int cells = row_cells(rows[i], got, 3);
		for (int c = 0; c < 3; c++)
			if (cells != 3 || strcmp(want[c], got[c]) != 0)
				fail_msg("README row %zu: '%s', wanted | %s | %s | %s |", i + 1, rows[i],
				         want[0], want[1], want[2]);
	}
	for (size_t i = 0; i < n; i++)
		free(rows[i]);
	free(rows);
}

TEST_MAIN("key table",
	cmocka_unit_test(one_kind_each), cmocka_unit_test(nothing_shared),
	cmocka_unit_test(every_key_reaches_its_action), cmocka_unit_test(readme_shows_the_table))
