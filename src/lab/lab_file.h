/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* lab_file: the lab's state as a small text file.
 *
 * One entry a line: a field name, then its numbers separated by spaces.
 * Numbers are written with %.9g, which reads back to the same float; hex
 * floats (0x1.9p+7) are read too. '#' starts a comment line. A field left
 * out keeps its default (lab_state_init), so a file may hold one scene only.
 *
 *   scene 2                 1..5
 *   snap 1                  0 or 1
 *   s1.point x y            s1.tri ax ay bx by cx cy
 *   s2.tri.a ...6           s2.tri.b ...6
 *   s3.circle cx cy r       s3.tri ...6
 *   s4.box.a cx cy hx hy angle   s4.box.b ...5   s4.circle cx cy r
 *   s5.point x y   s5.other x y   s5.aabb minx miny maxx maxy
 *   s5.circle cx cy r   s5.line ax ay bx by
 */
#ifndef LAB_FILE_H
#define LAB_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "lab_state.h"

/* Reads path into *s. False with a message "PATH:LINE: field 'NAME': ..."
 * in err when the file cannot be read or a line is bad; *s is then left as
 * it was. A radius or half extent must be >= 0 and every number finite. */
bool lab_file_read(const char *path, lab_state *s, char *err, size_t err_size);

/* Writes every scene's shapes to path atomically (a temporary file beside
 * it, then rename), so a failed save leaves the old file whole. False with
 * a message naming the file when it cannot. */
bool lab_file_write(const char *path, const lab_state *s, char *err, size_t err_size);

#endif
