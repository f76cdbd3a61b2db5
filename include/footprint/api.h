/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* footprint/api.h: FP_API marks what the shared library exports.
 *
 * The library is built with hidden symbol visibility, so only the functions
 * declared FP_API in these public headers are visible to programs linking
 * it; everything else stays internal (and is called without the PLT).
 */
#ifndef FOOTPRINT_API_H
#define FOOTPRINT_API_H

#include <footprint/version.h>

#if defined(__GNUC__)
#define FP_API __attribute__((visibility("default")))
#else
#define FP_API
#endif

/* FP_CONST marks a function whose result depends on its arguments' values
 * alone and whose call changes no memory the caller can see: the caller need
 * not read its own data again after the call. */
#if defined(__GNUC__)
#define FP_CONST __attribute__((const))
#else
#define FP_CONST
#endif

#endif
