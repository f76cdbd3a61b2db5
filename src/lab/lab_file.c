/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "lab_file.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "atomic_file.h"
#include "lab_scenes.h"

/* Every shape is a run of floats inside its scene's shapes, so each
 * scene's table of field names, offsets and counts reads and writes them. */
_Static_assert(sizeof(fp_tri) == 6 * sizeof(float), "fp_tri is 6 floats");
_Static_assert(sizeof(fp_circle) == 3 * sizeof(float), "fp_circle is 3 floats");
_Static_assert(sizeof(fp_box) == 5 * sizeof(float), "fp_box is 5 floats");
_Static_assert(sizeof(fp_aabb) == 4 * sizeof(float), "fp_aabb is 4 floats");

#define LINE_MAX_CHARS 512

static __attribute__((format(printf, 3, 4)))
bool fail(char *err, size_t size, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(err, size, fmt, ap);
	va_end(ap);
	return false;
}

/* The numbers after a field name; false with the reason in why. */
static bool parse_numbers(char *rest, float *out, int count, unsigned nonneg,
	char *why, size_t why_size)
{
	int found = 0;
	for (char *tok = strtok(rest, " \t\r\n"); tok; tok = strtok(NULL, " \t\r\n")) {
		if (found == count)
			return fail(why, why_size, "expected %d numbers, found more", count);
		char *end;
		errno = 0;
		float x = strtof(tok, &end);
		if (end == tok || *end != '\0')
			return fail(why, why_size, "'%s' is not a number", tok);
		if (!isfinite(x))
			return fail(why, why_size, "'%s' is not a finite float", tok);
		if ((nonneg >> found & 1u) && x < 0)
			return fail(why, why_size, "number %d (%s) must be >= 0", found + 1, tok);
		out[found++] = x;
	}
	if (found < count)
		return fail(why, why_size, "expected %d numbers, found %d", count, found);
	return true;
}

static bool parse_int(char *rest, int lo, int hi, int *out, char *why, size_t why_size)
{
	float x;
	if (!parse_numbers(rest, &x, 1, 0, why, why_size))
		return false;
	if (x != floorf(x) || x < (float)lo || x > (float)hi)
		return fail(why, why_size, "expected a whole number %d..%d", lo, hi);
	*out = (int)x;
	return true;
}

/* Bit i: number i of the shape must be >= 0 (a radius, a half extent). */
static unsigned nonneg(lab_shape shape)
{
	if (shape == LAB_SHAPE_CIRCLE)
		return 1u << 2;
	if (shape == LAB_SHAPE_BOX)
		return (1u << 2) | (1u << 3);
	return 0;
}

/* A scene's field: its numbers go into that scene's shapes. */
static bool parse_field(const char *key, char *rest, lab_state *s, char *why, size_t why_size)
{
	int scene;
	const lab_field *f = lab_field_find(key, &scene);
	if (!f)
		return fail(why, why_size, "unknown field (known: scene, snap, s1.point, s1.tri, ...)");
	float x[LAB_FIELD_NUMBERS_MAX];
	if (!parse_numbers(rest, x, f->count, nonneg(f->shape), why, why_size))
		return false;
	memcpy((char *)lab_state_shapes(s, scene) + f->offset, x, (size_t)f->count * sizeof x[0]);
	return true;
}

static bool parse_line(char *line, lab_state *s, char *name, size_t name_size,
	char *why, size_t why_size)
{
	char *key = line + strspn(line, " \t");
	size_t len = strcspn(key, " \t\r\n");
	char *rest = key + len;
	if (*rest != '\0')
		*rest++ = '\0';
	snprintf(name, name_size, "%s", key);
	int n;
	if (strcmp(key, "scene") == 0) {
		if (!parse_int(rest, 1, lab_scene_count, &n, why, why_size))
			return false;
		s->scene = n;
		return true;
	}
	if (strcmp(key, "snap") == 0) {
		if (!parse_int(rest, 0, 1, &n, why, why_size))
			return false;
		s->snap = n == 1;
		return true;
	}
	return parse_field(key, rest, s, why, why_size);
}

static bool blank_or_comment(const char *line)
{
	line += strspn(line, " \t\r\n");
	return *line == '\0' || *line == '#';
}

static bool read_lines(FILE *f, const char *path, lab_state *s, char *err, size_t err_size)
{
	char line[LINE_MAX_CHARS];
	for (int no = 1; fgets(line, sizeof line, f); ++no) {
		if (!strchr(line, '\n') && !feof(f))
			return fail(err, err_size, "%s:%d: line longer than %d characters", path, no,
				LINE_MAX_CHARS - 2);
		if (blank_or_comment(line))
			continue;
		char name[64], why[160];
		if (!parse_line(line, s, name, sizeof name, why, sizeof why))
			return fail(err, err_size, "%s:%d: field '%s': %s", path, no, name, why);
	}
	if (ferror(f))
		return fail(err, err_size, "%s: read error: %s", path, strerror(errno));
	return true;
}

bool lab_file_read(const char *path, lab_state *s, char *err, size_t err_size)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return fail(err, err_size, "%s: cannot open: %s", path, strerror(errno));
	lab_state next = *s;
	bool ok = read_lines(f, path, &next, err, err_size);
	fclose(f);
	if (!ok)
		return false;
	next.selected = 0;
	next.dragging = false;
	*s = next;
	return true;
}

/* Scene n's fields, one a line. */
static void write_scene(FILE *f, const lab_state *s, int n)
{
	const lab_scene *sc = lab_scenes[n - 1];
	const char *shapes = lab_state_shapes_const(s, n);
	for (int i = 0; i < sc->field_count; ++i) {
		const lab_field *fd = &sc->fields[i];
		fprintf(f, "%s", fd->name);
		for (int k = 0; k < fd->count; ++k) {
			float x;
			memcpy(&x, shapes + fd->offset + (size_t)k * sizeof x, sizeof x);
			fprintf(f, " %.9g", (double)x);
		}
		fputc('\n', f);
	}
}

static bool write_fields(FILE *f, const lab_state *s)
{
	fprintf(f, "# footprints lab state: one field a line (see docs/playing.md, The lab)\n");
	fprintf(f, "scene %d\nsnap %d\n", s->scene, s->snap ? 1 : 0);
	for (int n = 1; n <= lab_scene_count; ++n)
		write_scene(f, s, n);
	return !ferror(f);
}

bool lab_file_write(const char *path, const lab_state *s, char *err, size_t err_size)
{
	atomic_file af;
	FILE *f = atomic_file_open(&af, path, err, err_size);
	if (!f)
		return false;
	return atomic_file_commit(&af, write_fields(f, s), err, err_size);
}
