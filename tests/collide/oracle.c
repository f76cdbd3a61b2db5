/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The exact oracle: every line of tests/data/public_cases.txt, run as
 * /work/shared/oracle/README.md specifies (format: `op args... expected`,
 * floats in C99 hex). Every failing line is printed with its number, its
 * text and what the library answered; the test ends by printing how many
 * cases of each op it ran, and fails on any failure or a wrong total.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <footprint/collide.h>

#include "box_check.h"
#include "report.h"

/* The number of cases in public_cases.txt (its README says 30,770). */
enum { ORACLE_TOTAL = 30770 };
enum { MAX_TOKENS = 24, WHY_LEN = 512 };

typedef struct oracle_case {
	char *tok[MAX_TOKENS];
	int ntok;
	float f[16];
} oracle_case;

/* Each op checks one parsed case; on failure it writes what went wrong
 * (the library's answer against the expected one) into why. */
typedef bool oracle_run(const oracle_case *c, char *why);

typedef struct oracle_op {
	const char *name;
	int nfloats;      /* float arguments right after the op name */
	int nextra;       /* further arguments (tri_collide: eps and two flags) */
	oracle_run *run;
	int count;
} oracle_op;

static void why_set(char *why, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void why_set(char *why, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(why, WHY_LEN, fmt, ap);
	va_end(ap);
}

static const char *expected(const oracle_case *c)
{
	return c->tok[c->ntok - 1];
}

static vec2s v2(float x, float y)
{
	return (vec2s){ .x = x, .y = y };
}

static fp_tri tri_at(const float *f)
{
	return (fp_tri){ .v = { v2(f[0], f[1]), v2(f[2], f[3]), v2(f[4], f[5]) } };
}

/* Parses an expected "1"/"0" into *want; false (and why) if it is neither. */
static bool want_bool(const oracle_case *c, bool *want, char *why)
{
	const char *w = expected(c);
	if (strcmp(w, "1") == 0 || strcmp(w, "0") == 0) {
		*want = w[0] == '1';
		return true;
	}
	why_set(why, "malformed expected value '%s' (want 1 or 0)", w);
	return false;
}

/* got == want, else false with both in why. */
static bool check_int(const char *what, int got, int want, char *why)
{
	if (got == want)
		return true;
	why_set(why, "%s%sgot %d, want %d", what, *what ? " " : "", got, want);
	return false;
}

static bool check_bool(const oracle_case *c, bool got, char *why)
{
	bool want;
	return want_bool(c, &want, why) && check_int("", got, want, why);
}

static bool run_orient(const oracle_case *c, char *why)
{
	const float *f = c->f;
	const char *w = expected(c);
	int want;
	if (strcmp(w, "1") == 0)
		want = 1;
	else if (strcmp(w, "-1") == 0)
		want = -1;
	else if (strcmp(w, "0") == 0)
		want = 0;
	else {
		why_set(why, "malformed expected value '%s' (want 1, -1 or 0)", w);
		return false;
	}
	return check_int("fp_orient", fp_orient(v2(f[0], f[1]), v2(f[2], f[3]), v2(f[4], f[5])), want, why);
}

static bool run_point_in_aabb(const oracle_case *c, char *why)
{
	const float *f = c->f;
	fp_aabb box = { .min = v2(f[2], f[3]), .max = v2(f[4], f[5]) };
	return check_bool(c, fp_point_in_aabb(v2(f[0], f[1]), box), why);
}

static bool run_point_in_circle(const oracle_case *c, char *why)
{
	const float *f = c->f;
	fp_circle circle = { .center = v2(f[2], f[3]), .radius = f[4] };
	return check_bool(c, fp_point_in_circle(v2(f[0], f[1]), circle), why);
}

static bool run_point_in_tri(const oracle_case *c, char *why)
{
	const float *f = c->f;
	return check_bool(c, fp_point_in_tri(v2(f[0], f[1]), tri_at(f + 2)), why);
}

static bool run_tri_overlap(const oracle_case *c, char *why)
{
	return check_bool(c, fp_tri_overlap(tri_at(c->f), tri_at(c->f + 6)), why);
}

static bool run_tri_overlap_interior(const oracle_case *c, char *why)
{
	return check_bool(c, fp_tri_overlap_interior(tri_at(c->f), tri_at(c->f + 6)), why);
}

static bool run_circle_circle(const oracle_case *c, char *why)
{
	const float *f = c->f;
	fp_circle a = { .center = v2(f[0], f[1]), .radius = f[2] };
	fp_circle b = { .center = v2(f[3], f[4]), .radius = f[5] };
	return check_bool(c, fp_circle_circle(a, b), why);
}

static bool run_circle_tri(const oracle_case *c, char *why)
{
	const float *f = c->f;
	fp_circle circle = { .center = v2(f[0], f[1]), .radius = f[2] };
	return check_bool(c, fp_circle_tri(circle, tri_at(f + 3)), why);
}

static const char *status_name(fp_status s)
{
	switch (s) {
	case FP_OK: return "FP_OK";
	case FP_ERR_WINDING: return "FP_ERR_WINDING";
	case FP_ERR_INPUT: return "FP_ERR_INPUT";
	}
	return "(not an fp_status)";
}

/* Parses a 0/1 flag token; false if it is neither. */
static bool parse_flag(const char *tok, bool *out)
{
	if (strcmp(tok, "0") != 0 && strcmp(tok, "1") != 0)
		return false;
	*out = tok[0] == '1';
	return true;
}

static bool run_tri_collide(const oracle_case *c, char *why)
{
	fp_tri_opts opts;
	char *end;
	opts.eps = strtod(c->tok[13], &end);
	if (end == c->tok[13] || *end != '\0') {
		why_set(why, "malformed eps '%s'", c->tok[13]);
		return false;
	}
	if (!parse_flag(c->tok[14], &opts.allow_reversed) || !parse_flag(c->tok[15], &opts.on_boundary)) {
		why_set(why, "malformed allow_reversed/on_boundary '%s' '%s'", c->tok[14], c->tok[15]);
		return false;
	}
	const char *w = expected(c);
	fp_status want_status = FP_OK;
	bool want_hit = false;
	if (strcmp(w, "hit") == 0)
		want_hit = true;
	else if (strcmp(w, "winding_error") == 0)
		want_status = FP_ERR_WINDING;
	else if (strcmp(w, "input_error") == 0)
		want_status = FP_ERR_INPUT;
	else if (strcmp(w, "miss") != 0) {
		why_set(why, "malformed expected value '%s'", w);
		return false;
	}
	fp_tri a = tri_at(c->f), b = tri_at(c->f + 6);
	/* Run from both starting values of *hit so "untouched" is observable. */
	for (int start = 0; start < 2; start++) {
		bool hit = start == 1;
		fp_status got = fp_tri_collide(a, b, opts, &hit);
		if (got != want_status) {
			why_set(why, "status %s, want %s (hit started %d)", status_name(got), status_name(want_status), start);
			return false;
		}
		if (got == FP_OK && hit != want_hit) {
			why_set(why, "FP_OK with hit %d, want %d", hit, want_hit);
			return false;
		}
		if (got == FP_ERR_WINDING && hit != (start == 1)) {
			why_set(why, "FP_ERR_WINDING but *hit changed from %d to %d", start, hit);
			return false;
		}
	}
	return true;
}

static fp_box box_at(const float *f)
{
	return (fp_box){ .center = v2(f[0], f[1]), .half = v2(f[2], f[3]), .angle = f[4] };
}

static bool box_checks_corners(fp_box b, const char *name, char *why)
{
	char sub[WHY_LEN];
	if (box_corners_ok(b, sub, sizeof sub))
		return true;
	why_set(why, "%s: %s", name, sub);
	return false;
}

static bool tris_or(const fp_tri a[2], const fp_tri b[2])
{
	bool any = false;
	for (int i = 0; i < 2; i++)
		for (int j = 0; j < 2; j++)
			any = any || fp_tri_overlap(a[i], b[j]);
	return any;
}

static bool box_checks_good(fp_box b1, fp_box b2, fp_circle circle, char *why)
{
	if (!box_checks_corners(b1, "box 1", why) || !box_checks_corners(b2, "box 2", why))
		return false;
	fp_tri t1[2], t2[2];
	fp_box_tris(b1, t1);
	fp_box_tris(b2, t2);
	bool or12 = tris_or(t1, t2), or21 = tris_or(t2, t1);
	bool o12 = fp_box_overlap(b1, b2), o21 = fp_box_overlap(b2, b1);
	if (o12 != or12 || o21 != or21) {
		why_set(why, "fp_box_overlap(b1,b2)=%d (tri OR %d), (b2,b1)=%d (tri OR %d)", o12, or12, o21, or21);
		return false;
	}
	bool cor = fp_circle_tri(circle, t1[0]) || fp_circle_tri(circle, t1[1]);
	bool cb = fp_circle_box(circle, b1);
	if (cb != cor) {
		why_set(why, "fp_circle_box=%d but the OR of fp_circle_tri over its triangles is %d", cb, cor);
		return false;
	}
	fp_footprint fa = fp_footprint_of(b1), fb = fp_footprint_of(b2);
	bool fab = fp_footprint_overlap(&fa, &fb), fba = fp_footprint_overlap(&fb, &fa);
	if (fab != o12 || fba != o12) {
		why_set(why, "fp_footprint_overlap(fa,fb)=%d, (fb,fa)=%d, fp_box_overlap=%d", fab, fba, o12);
		return false;
	}
	bool cf = fp_circle_footprint(circle, &fa);
	if (cf != cb) {
		why_set(why, "fp_circle_footprint=%d, fp_circle_box=%d", cf, cb);
		return false;
	}
	return true;
}

/* The `0` form: box 1 (or both box 2 and the circle) is bad input, so every
 * box and footprint test must say false. */
static bool box_checks_bad(fp_box b1, fp_box b2, fp_circle circle, char *why)
{
	fp_footprint fa = fp_footprint_of(b1), fb = fp_footprint_of(b2);
	bool got[5] = {
		fp_box_overlap(b1, b2), fp_circle_box(circle, b1), fp_footprint_overlap(&fa, &fb),
		fp_footprint_overlap(&fb, &fa), fp_circle_footprint(circle, &fa),
	};
	static const char *names[5] = {
		"fp_box_overlap(b1,b2)", "fp_circle_box(c,b1)", "fp_footprint_overlap(fa,fb)",
		"fp_footprint_overlap(fb,fa)", "fp_circle_footprint(c,fa)",
	};
	for (int i = 0; i < 5; i++) {
		if (got[i]) {
			why_set(why, "bad input but %s is true", names[i]);
			return false;
		}
	}
	return true;
}

static bool run_box_consistency(const oracle_case *c, char *why)
{
	const float *f = c->f;
	fp_box b1 = box_at(f), b2 = box_at(f + 5);
	fp_circle circle = { .center = v2(f[10], f[11]), .radius = f[12] };
	const char *w = expected(c);
	if (strcmp(w, "-") == 0)
		return box_checks_good(b1, b2, circle, why);
	if (strcmp(w, "0") == 0)
		return box_checks_bad(b1, b2, circle, why);
	why_set(why, "malformed expected value '%s' (want - or 0)", w);
	return false;
}

static oracle_op ops[] = {
	{ "orient", 6, 0, run_orient, 0 },
	{ "point_in_aabb", 6, 0, run_point_in_aabb, 0 },
	{ "point_in_circle", 5, 0, run_point_in_circle, 0 },
	{ "point_in_tri", 8, 0, run_point_in_tri, 0 },
	{ "tri_overlap", 12, 0, run_tri_overlap, 0 },
	{ "tri_overlap_interior", 12, 0, run_tri_overlap_interior, 0 },
	{ "tri_collide", 12, 3, run_tri_collide, 0 },
	{ "circle_circle", 6, 0, run_circle_circle, 0 },
	{ "circle_tri", 9, 0, run_circle_tri, 0 },
	{ "box_consistency", 13, 0, run_box_consistency, 0 },
};
enum { NOPS = sizeof ops / sizeof ops[0] };

/* Splits line (modified in place) at single spaces. */
static int split(char *line, char *tok[MAX_TOKENS])
{
	int n = 0;
	for (char *s = strtok(line, " "); s != NULL; s = strtok(NULL, " ")) {
		if (n == MAX_TOKENS)
			return MAX_TOKENS + 1;
		tok[n++] = s;
	}
	return n;
}

/* Reads one float token exactly; false unless the whole token is a float. */
static bool parse_float(const char *tok, float *out)
{
	char *end;
	*out = strtof(tok, &end);
	return end != tok && *end == '\0';
}

/* Parses and runs one line. Returns whether it passed; why says otherwise. */
static bool run_line(oracle_case *c, char *line, char *why)
{
	c->ntok = split(line, c->tok);
	if (c->ntok == 0) {
		why_set(why, "empty line");
		return false;
	}
	oracle_op *op = NULL;
	for (int i = 0; i < NOPS; i++)
		if (strcmp(c->tok[0], ops[i].name) == 0)
			op = &ops[i];
	if (op == NULL) {
		why_set(why, "unknown op '%s'", c->tok[0]);
		return false;
	}
	int want_tokens = 1 + op->nfloats + op->nextra + 1;
	if (c->ntok != want_tokens) {
		why_set(why, "%s wants %d fields, line has %d", op->name, want_tokens, c->ntok);
		return false;
	}
	for (int i = 0; i < op->nfloats; i++) {
		if (!parse_float(c->tok[1 + i], &c->f[i])) {
			why_set(why, "argument %d '%s' is not a float", i + 1, c->tok[1 + i]);
			return false;
		}
	}
	op->count++;
	return op->run(c, why);
}

/* *state is the path of the oracle file. */
static void test_oracle(void **state)
{
	const char *cases_path = *state;
	report_print_all();
	FILE *in = fopen(cases_path, "r");
	if (in == NULL)
		fail_msg("cannot open oracle file %s", cases_path);
	char line[1024], text[1024], why[WHY_LEN];
	int lineno = 0;
	while (fgets(line, sizeof line, in) != NULL) {
		lineno++;
		size_t len = strlen(line);
		if (len > 0 && line[len - 1] == '\n')
			line[--len] = '\0';
		else if (!feof(in)) {
			report_fail("%s:%d: line longer than %zu characters", cases_path, lineno, sizeof line - 2);
			int ch;
			while ((ch = fgetc(in)) != EOF && ch != '\n')
				;
			continue;
		}
		memcpy(text, line, len + 1);
		oracle_case c = { .ntok = 0 };
		why[0] = '\0';
		if (!run_line(&c, line, why))
			report_fail("%s:%d: %s\n      line: %s", cases_path, lineno, why, text);
	}
	fclose(in);
	int total = 0;
	for (int i = 0; i < NOPS; i++) {
		printf("oracle: %-21s %6d cases\n", ops[i].name, ops[i].count);
		total += ops[i].count;
	}
	printf("oracle: %-21s %6d cases (%d lines read, %d expected)\n", "total", total, lineno, ORACLE_TOTAL);
	if (total != ORACLE_TOTAL)
		report_fail("%s: ran %d cases, the oracle has %d", cases_path, total, ORACLE_TOTAL);
	report_done("oracle");
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: %s public_cases.txt\n", argv[0]);
		return 2;
	}
	const struct CMUnitTest tests[] = { cmocka_unit_test_prestate(test_oracle, argv[1]) };
	return cmocka_run_group_tests_name("oracle", tests, NULL, NULL);
}
