/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The library's version at run time: the one meson built it as. */
#include <footprint/footprint.h>

const char *fp_version(void)
{
	return FP_VERSION_STRING;
}
