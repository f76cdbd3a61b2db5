/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Sharma, Wu and Dalal, "The CIEDE2000 color-difference formula:
 * implementation notes, supplementary test data, and mathematical
 * observations" (2005), equations 1-22, with sRGB to XYZ by IEC 61966-2-1. */
#include "ciede2000.h"

#include <math.h>

#define PI 3.14159265358979323846

static double linear(uint8_t c)
{
	double u = c / 255.0;
	return u <= 0.04045 ? u / 12.92 : pow((u + 0.055) / 1.055, 2.4);
}

static double lab_f(double t)
{
	return t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16.0) / 116.0;
}

static void to_lab(const uint8_t c[3], double lab[3])
{
	double r = linear(c[0]), g = linear(c[1]), b = linear(c[2]);
	double x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
	double y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
	double z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883;
	double fx = lab_f(x), fy = lab_f(y), fz = lab_f(z);
	lab[0] = 116.0 * fy - 16.0;
	lab[1] = 500.0 * (fx - fy);
	lab[2] = 200.0 * (fy - fz);
}

static double deg(double rad)
{
	return rad * 180.0 / PI;
}

static double rad(double d)
{
	return d * PI / 180.0;
}

/* The hue angle of (a, b), degrees in [0, 360). */
static double hue(double a, double b)
{
	if (a == 0.0 && b == 0.0)
		return 0.0;
	double h = deg(atan2(b, a));
	return h < 0.0 ? h + 360.0 : h;
}

static double pow7_ratio(double c)
{
	double c7 = pow(c, 7.0);
	return sqrt(c7 / (c7 + pow(25.0, 7.0)));
}

double ciede2000(const uint8_t ca[3], const uint8_t cb[3])
{
	double l1[3], l2[3];
	to_lab(ca, l1);
	to_lab(cb, l2);
	return ciede2000_lab(l1, l2);
}

double ciede2000_lab(const double l1[3], const double l2[3])
{
	double cbar = (hypot(l1[1], l1[2]) + hypot(l2[1], l2[2])) / 2.0;
	double g = 0.5 * (1.0 - pow7_ratio(cbar));
	double a1 = (1.0 + g) * l1[1], a2 = (1.0 + g) * l2[1];
	double c1 = hypot(a1, l1[2]), c2 = hypot(a2, l2[2]);
	double h1 = hue(a1, l1[2]), h2 = hue(a2, l2[2]);
	double dl = l2[0] - l1[0], dc = c2 - c1, dh = 0.0;
	if (c1 * c2 != 0.0) {
		dh = h2 - h1;
		dh = dh > 180.0 ? dh - 360.0 : dh < -180.0 ? dh + 360.0 : dh;
	}
	double dhh = 2.0 * sqrt(c1 * c2) * sin(rad(dh / 2.0));
	double lbar = (l1[0] + l2[0]) / 2.0, cbarp = (c1 + c2) / 2.0, hbar = h1 + h2;
	if (c1 * c2 != 0.0) {
		if (fabs(h1 - h2) <= 180.0)
			hbar = (h1 + h2) / 2.0;
		else
			hbar = h1 + h2 < 360.0 ? (h1 + h2 + 360.0) / 2.0 : (h1 + h2 - 360.0) / 2.0;
	}
	double t = 1.0 - 0.17 * cos(rad(hbar - 30.0)) + 0.24 * cos(rad(2.0 * hbar)) +
	           0.32 * cos(rad(3.0 * hbar + 6.0)) - 0.20 * cos(rad(4.0 * hbar - 63.0));
	double dtheta = 30.0 * exp(-pow((hbar - 275.0) / 25.0, 2.0));
	double rc = 2.0 * pow7_ratio(cbarp);
	double sl = 1.0 + 0.015 * pow(lbar - 50.0, 2.0) / sqrt(20.0 + pow(lbar - 50.0, 2.0));
	double sc = 1.0 + 0.045 * cbarp, sh = 1.0 + 0.015 * cbarp * t;
	double rt = -sin(rad(2.0 * dtheta)) * rc;
	double x = dl / sl, y = dc / sc, z = dhh / sh;
	return sqrt(x * x + y * y + z * z + rt * y * z);
}
