/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* view_top.h: the top-down view, the map from above as the collision step
 * saw it (render.h), scrolled and zoomed by the camera: an entry of
 * view.c's table. */
#ifndef APP_VIEW_TOP_H
#define APP_VIEW_TOP_H

#include "view_def.h"

view_draw_fn view_top_draw;

#endif
