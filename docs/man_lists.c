/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* man_lists TEMPLATE: the manual page's lists filled in from the tables,
 * written to standard output: {{ACTIONS}} (the input scripts' action
 * names), {{OVERLAYS}} (--overlay's names), {{BEHAVIOURS}}, {{KEYS}} (each
 * action's keys and help line), {{LAB_SCENES}} and {{LAB_KEYS}}. Run by the
 * build, so a new entry of a table reaches the page without an edit. */
#include <stdio.h>
#include <string.h>

#include "actions.h"
#include "behaviour.h"
#include "keymap.h"
#include "lab_input.h"
#include "lab_scenes.h"
#include "overlays.h"

/* s with scdoc's markup characters escaped. */
static void put_plain(const char *s)
{
	for (; *s != '\0'; s++) {
		if (*s == '*' || *s == '_' || *s == '\\')
			putchar('\\');
		putchar(*s);
	}
}

/* "*a*, *b* and *c*". */
static void put_names(const char *const *names, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		fputs(i == 0 ? "" : i + 1 == n ? " and " : ", ", stdout);
		putchar('*');
		put_plain(names[i]);
		putchar('*');
	}
}

static void actions(void)
{
	const char *names[ACTIONS_MAX];
	for (size_t i = 0; i < actions_count(); i++)
		names[i] = actions_at(i)->name;
	put_names(names, actions_count());
}

static void overlays(void)
{
	const char *names[64];
	for (size_t i = 0; i < overlays_count(); i++)
		names[i] = overlays_name(i);
	put_names(names, overlays_count());
}

static void behaviours(void)
{
	const char *names[BEHAVIOUR_COUNT];
	for (size_t i = 0; i < BEHAVIOUR_COUNT; i++)
		names[i] = behaviour_table[i]->name;
	put_names(names, BEHAVIOUR_COUNT);
}

/* Each action with a key, button or wheel turn: its keys in bold, then its
 * help line indented, as scdoc's definition lists go. */
static void keys(void)
{
	bool first = true;
	for (size_t i = 0; i < actions_count(); i++) {
		char label[128];
		keymap_label(actions_at(i)->name, label, sizeof label);
		if (label[0] == '\0')
			continue;
		fputs(first ? "*" : "\n*", stdout);
		put_plain(label);
		fputs("*\n\t", stdout);
		put_plain(actions_at(i)->help);
		fputs(".\n", stdout);
		first = false;
	}
}

static void lab_scene_titles(void)
{
	for (int n = 1; n <= lab_scene_count; n++) {
		printf("%s*%d* ", n == 1 ? "" : n == lab_scene_count ? " and " : ", ", n);
		put_plain(lab_scene_get(n)->title);
	}
}

static void lab_keys(void)
{
	enum { MAX = 32 };
	char lines[MAX][LAB_HINT_LEN];
	int n = lab_input_hints(lines, MAX, 0);
	for (int i = 0; i < n; i++) {
		fputs(i == 0 ? "" : "; ", stdout);
		put_plain(lines[i]);
	}
}

static const struct {
	const char *mark;
	void (*fill)(void);
} fills[] = {
	{"{{ACTIONS}}", actions},     {"{{OVERLAYS}}", overlays},     {"{{BEHAVIOURS}}", behaviours},
	{"{{KEYS}}", keys},           {"{{LAB_SCENES}}", lab_scene_titles}, {"{{LAB_KEYS}}", lab_keys},
};

/* The line with each mark replaced by its list. */
static void fill_line(const char *line)
{
	while (*line != '\0') {
		const char *at = NULL;
		size_t which = 0;
		for (size_t f = 0; f < sizeof fills / sizeof fills[0]; f++) {
			const char *p = strstr(line, fills[f].mark);
			if (p != NULL && (at == NULL || p < at)) {
				at = p;
				which = f;
			}
		}
		if (at == NULL) {
			fputs(line, stdout);
			return;
		}
		fwrite(line, 1, (size_t)(at - line), stdout);
		fills[which].fill();
		line = at + strlen(fills[which].mark);
	}
}

int main(int argc, char **argv)
{
	FILE *f = argc == 2 ? fopen(argv[1], "r") : NULL;
	if (f == NULL) {
		fprintf(stderr, "usage: man_lists TEMPLATE (a readable file)\n");
		return 2;
	}
	char line[4096];
	while (fgets(line, sizeof line, f) != NULL)
		fill_line(line);
	fclose(f);
	return ferror(stdout) ? 1 : 0;
}
