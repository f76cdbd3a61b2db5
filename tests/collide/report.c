/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "report.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

#include <cmocka.h>

static int failures;

/* Generated runs print only this many failures in full, then a count: a
 * broken predicate fails thousands of generated cases alike. */
enum { REPORT_PRINT_MAX = 400 };
static int print_max = REPORT_PRINT_MAX;

void report_print_all(void)
{
	print_max = 0x7fffffff;
}

/* Returns whether the failure was printed (the caller may add detail). */
static bool report_vfail(const char *fmt, va_list ap) __attribute__((format(printf, 1, 0)));

static bool report_vfail(const char *fmt, va_list ap)
{
	failures++;
	if (failures > print_max)
		return false;
	fprintf(stderr, "FAIL: ");
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	return true;
}

void report_fail(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	report_vfail(fmt, ap);
	va_end(ap);
}

bool report_bool(bool got, bool want, const char *fmt, ...)
{
	if (got == want)
		return true;
	va_list ap;
	va_start(ap, fmt);
	bool printed = report_vfail(fmt, ap);
	va_end(ap);
	if (printed)
		fprintf(stderr, "      got %s, want %s\n", got ? "true" : "false", want ? "true" : "false");
	return false;
}

void report_done(const char *what)
{
	int n = failures;
	failures = 0;
	if (n > print_max)
		fprintf(stderr, "(%d more failures not printed)\n", n - print_max);
	if (n != 0)
		fail_msg("%s: %d case(s) failed, listed above", what, n);
}

const char *report_vec(char buf[64], vec2s p)
{
	snprintf(buf, 64, "(%a, %a)", (double)p.x, (double)p.y);
	return buf;
}

const char *report_tri(char buf[200], fp_tri t)
{
	snprintf(buf, 200, "[(%a, %a), (%a, %a), (%a, %a)]",
		(double)t.v[0].x, (double)t.v[0].y, (double)t.v[1].x,
		(double)t.v[1].y, (double)t.v[2].x, (double)t.v[2].y);
	return buf;
}
