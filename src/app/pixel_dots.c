/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "pixel_dots.h"

#include <math.h>
#include <string.h>

#include "grow.h"

bool pixel_dots_begin(pixel_dots *d, float x, float y, float wd, float ht)
{
	d->x0 = (int)floorf(x);
	d->y0 = (int)floorf(y);
	d->w = (int)ceilf(x + wd) - d->x0;
	d->h = (int)ceilf(y + ht) - d->y0;
	if (d->w <= 0 || d->h <= 0) {
		d->w = d->h = 0;
		return true;
	}
	void *p = d->shade;
	size_t n = (size_t)d->w * (size_t)d->h;
	if (!grow(&p, &d->cap, n, 1, 4096)) {
		d->w = d->h = 0;
		return false;
	}
	d->shade = p;
	memset(d->shade, 0, n);
	return true;
}

bool pixel_dots_put(pixel_dots *d, vec2s p, uint8_t shade)
{
	float fx = floorf(p.x) - (float)d->x0, fy = floorf(p.y) - (float)d->y0;
	if (!(fx >= 0.0f && fx < (float)d->w && fy >= 0.0f && fy < (float)d->h))
		return false;
	uint8_t *s = &d->shade[(size_t)fy * (size_t)d->w + (size_t)fx];
	*s = shade > *s ? shade : *s;
	return true;
}

bool pixel_dots_polygon(pixel_dots *d, int w, int h, const vec2s *p, int n, uint8_t shade,
                        uint8_t keep)
{
	pixel_canvas_marks m = {d->shade, d->x0, d->y0, d->w, d->h};
	return pixel_canvas_mark(w, h, p, n, &m, shade, keep);
}

void pixel_dots_draw(const pixel_dots *d, batch *b, const rgba8 *colour)
{
	for (int y = 0; y < d->h; y++) {
		const uint8_t *row = &d->shade[(size_t)y * (size_t)d->w];
		for (int x = 0; x < d->w;) {
			int end = x + 1;
			while (end < d->w && row[end] == row[x])
				end++;
			if (row[x] != 0)
				batch_rect(b, (vec2s){{(float)(d->x0 + x), (float)(d->y0 + y)}},
				           (vec2s){{(float)(d->x0 + end), (float)(d->y0 + y + 1)}},
				           colour[row[x]]);
			x = end;
		}
	}
}

pixel_canvas_picture pixel_dots_picture(const pixel_dots *d, const rgba8 *colour, int colours,
                                        bool blend)
{
	pixel_canvas_picture p = {d->shade, d->x0, d->y0, d->w, d->h, {{0}}, blend};
	for (int k = 0; k < colours && k < PIXEL_CANVAS_SHADES; k++)
		p.colour[k] = colour[k];
	return p;
}
