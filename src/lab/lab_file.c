#include "lab_file.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "atomic_file.h"

/* Every shape is a run of floats inside lab_state, so one table of names,
 * offsets and counts reads and writes them all. */
_Static_assert(sizeof(fp_tri) == 6 * sizeof(float), "fp_tri is 6 floats");
_Static_assert(sizeof(fp_circle) == 3 * sizeof(float), "fp_circle is 3 floats");
_Static_assert(sizeof(fp_box) == 5 * sizeof(float), "fp_box is 5 floats");
_Static_assert(sizeof(fp_aabb) == 4 * sizeof(float), "fp_aabb is 4 floats");

#define FIELD_NUMBERS_MAX 6
#define LINE_MAX_CHARS 512

typedef struct lab_field {
	const char *name;
	size_t offset;
	int count;
	unsigned nonneg;   /* bit i: number i must be >= 0 (radius, half extent) */
} lab_field;

#define CIRCLE_NONNEG (1u << 2)
#define BOX_NONNEG ((1u << 2) | (1u << 3))

static const lab_field fields[] = {
	{"s1.point", offsetof(lab_state, s1_point), 2, 0},
	{"s1.tri", offsetof(lab_state, s1_tri), 6, 0},
	{"s2.tri.a", offsetof(lab_state, s2_tri[0]), 6, 0},
	{"s2.tri.b", offsetof(lab_state, s2_tri[1]), 6, 0},
	{"s3.circle", offsetof(lab_state, s3_circle), 3, CIRCLE_NONNEG},
	{"s3.tri", offsetof(lab_state, s3_tri), 6, 0},
	{"s4.box.a", offsetof(lab_state, s4_box[0]), 5, BOX_NONNEG},
	{"s4.box.b", offsetof(lab_state, s4_box[1]), 5, BOX_NONNEG},
	{"s4.circle", offsetof(lab_state, s4_circle), 3, CIRCLE_NONNEG},
	{"s5.point", offsetof(lab_state, s5_point), 2, 0},
	{"s5.other", offsetof(lab_state, s5_other), 2, 0},
	{"s5.aabb", offsetof(lab_state, s5_aabb), 4, 0},
	{"s5.circle", offsetof(lab_state, s5_circle), 3, CIRCLE_NONNEG},
	{"s5.line", offsetof(lab_state, s5_line), 4, 0},
};

#define FIELD_COUNT (sizeof fields / sizeof fields[0])

static float *field_floats(lab_state *s, const lab_field *f)
{
	return (float *)(void *)((char *)s + f->offset);
}

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
		if (!parse_int(rest, 1, LAB_SCENES, &n, why, why_size))
			return false;
		s->scene = (lab_scene)n;
		return true;
	}
	if (strcmp(key, "snap") == 0) {
		if (!parse_int(rest, 0, 1, &n, why, why_size))
			return false;
		s->snap = n == 1;
		return true;
	}
	for (size_t i = 0; i < FIELD_COUNT; ++i) {
		const lab_field *f = &fields[i];
		if (strcmp(key, f->name) != 0)
			continue;
		float x[FIELD_NUMBERS_MAX];
		if (!parse_numbers(rest, x, f->count, f->nonneg, why, why_size))
			return false;
		memcpy(field_floats(s, f), x, (size_t)f->count * sizeof(float));
		return true;
	}
	return fail(why, why_size, "unknown field (known: scene, snap, s1.point, s1.tri, ...)");
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

static bool write_fields(FILE *f, const lab_state *s)
{
	lab_state copy = *s;
	fprintf(f, "# footprints lab state: one field a line (see README, The lab)\n");
	fprintf(f, "scene %d\nsnap %d\n", (int)s->scene, s->snap ? 1 : 0);
	for (size_t i = 0; i < FIELD_COUNT; ++i) {
		const float *x = field_floats(&copy, &fields[i]);
		fprintf(f, "%s", fields[i].name);
		for (int k = 0; k < fields[i].count; ++k)
			fprintf(f, " %.9g", (double)x[k]);
		fputc('\n', f);
	}
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
