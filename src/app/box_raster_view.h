/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* box_raster_view.h: how box_raster sees the boxes it paints, a type of
 * its own so that its faces (box_raster_face.h) and its painting
 * (box_raster.h) both take it without one leaning on the other. */
#ifndef APP_BOX_RASTER_VIEW_H
#define APP_BOX_RASTER_VIEW_H

#include <stdbool.h>
#include <stdint.h>

#include <cglm/struct.h>

/* How the boxes are seen: gl3d's uniforms as plain numbers. */
typedef struct box_raster_view {
	mat4s clip;   /* map pixels (z up) to clip space */
	int w, h;     /* the picture's pixels */
	vec3s eye;
	bool lit;     /* faces lit (SCENE3D_SHADED) */
	/* Fog: from fog_near from the eye to fog_far, up to fog_most, towards
	 * fog_rgb (0..255); none when fog_far is not beyond fog_near. */
	float fog_near, fog_far, fog_most;
	uint8_t fog_rgb[3];
} box_raster_view;

#endif
