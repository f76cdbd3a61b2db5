/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* theme_slate.c: the default floor: plain slate, the 3D view's grid on it. */
#include "theme_def.h"

const theme_def theme_slate = {"slate", {38, 44, 56, 255}, {50, 58, 74, 255}, NULL};
