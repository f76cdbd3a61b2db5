/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* level_xml.h: a Tiled XML file, a .tmx map or a .tx template, read into the
 * tree Tiled's JSON format holds for the same map or template (internal), so
 * every rule of the loader applies to both formats alike.
 *
 * Maps are untrusted: a DOCTYPE (and with it any entity declaration, DTD or
 * external resource) is refused, so no entity is ever expanded or loaded. */
#ifndef GAME_LEVEL_XML_H
#define GAME_LEVEL_XML_H

#include <stdbool.h>
#include <stddef.h>

#include <cjson/cJSON.h>

#include "level_json.h"

/* True when text looks like XML (its first byte after a UTF-8 byte order
 * mark and blanks is '<'); JSON never starts so. */
bool level_xml_is_xml(const char *text, size_t len);

/* Parses len bytes of XML whose root element must be `root` ("map" or
 * "template"). Returns the tree (a map as Tiled's JSON map; a template as
 * {"type": "template", "object": {...}, "tileset": {...}}), or NULL after
 * one message "FILE: line N: what is wrong" through level_fail. */
cJSON *level_xml_parse(level_ctx *c, const char *text, size_t len, const char *root);

#endif
