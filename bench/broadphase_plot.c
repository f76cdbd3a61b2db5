/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* broadphase_plot.c: the broadphase figure, median ms per step against N. */
#define _POSIX_C_SOURCE 200809L /* popen */
#include <stdio.h>

#include "broadphase_bench.h"

/* A figure, or NaN (which gnuplot leaves out) for a missing peer. */
static void cell(FILE *f, double ms)
{
	if (ms > 0.0)
		fprintf(f, " %.6g", ms);
	else
		fprintf(f, " NaN");
}

void bench_plot(const char *path, const bench_plot_row *rows, size_t count)
{
	FILE *g = popen("gnuplot", "w");
	if (!g) {
		printf("plot: cannot run gnuplot: %s not written\n", path);
		return;
	}
	fprintf(g, "$data << EOD\n");
	for (size_t k = 0; k < count; k++) {
		fprintf(g, "%zu", rows[k].n);
		cell(g, rows[k].ours);
		cell(g, rows[k].ours_2w);
		cell(g, rows[k].box2d);
		cell(g, rows[k].chipmunk);
		fprintf(g, "\n");
	}
	fprintf(g, "EOD\n"
	           "set terminal svg size 760,480 font 'DejaVu Sans,13' background '#ffffff'\n"
	           "set output '%s'\n"
	           "set title 'All overlapping pairs of N moving boxes: one step'\n"
	           "set logscale xy\n"
	           "set xlabel 'boxes (N)'\n"
	           "set ylabel 'ms per step (median)'\n"
	           "set format x '%%.0s%%c'\n"
	           "set grid xtics ytics mxtics mytics lc '#dddddd'\n"
	           "set key top left\n"
	           "plot $data using 1:2 with linespoints lw 2 pt 7 title 'ours, 1 worker', \\\n"
	           "     $data using 1:3 with linespoints lw 2 pt 5 title 'ours, 2 workers', \\\n"
	           "     $data using 1:4 with linespoints lw 2 pt 9 title 'Box2D 2.4.1', \\\n"
	           "     $data using 1:5 with linespoints lw 2 pt 11 title 'Chipmunk 7'\n",
	        path);
	int status = pclose(g);
	if (status == 0)
		printf("plot: wrote %s\n", path);
	else
		printf("plot: gnuplot failed (status %d): %s not written\n", status, path);
}
