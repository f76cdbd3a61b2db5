/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "level_json.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

bool level_fail(level_ctx *c, const char *fmt, ...)
{
	if (!c->err || c->errlen == 0)
		return false;
	int n;
	if (c->obj_id > 0)
		n = snprintf(c->err, c->errlen, "%s: object %d '%s': ", c->file, c->obj_id, c->obj_name);
	else
		n = snprintf(c->err, c->errlen, "%s: ", c->file);
	if (n < 0 || (size_t)n >= c->errlen)
		return false;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(c->err + n, c->errlen - (size_t)n, fmt, ap);
	va_end(ap);
	return false;
}

/* Names go into one-line messages: control bytes become '?' and long names
 * are cut with "...". */
void level_ctx_object(level_ctx *c, int id, const char *name)
{
	size_t cap = sizeof c->obj_name - 4, i = 0;
	c->obj_id = id;
	for (; name && name[i] && i < cap; i++) {
		unsigned char ch = (unsigned char)name[i];
		c->obj_name[i] = (ch < 0x20 || ch == 0x7f || ch == '\'') ? '?' : (char)ch;
	}
	c->obj_name[i] = '\0';
	if (name && name[i])
		strcpy(c->obj_name + i, "...");
}

cJSON *level_json_parse(level_ctx *c, const char *text, size_t len)
{
	const char *end = NULL;
	cJSON *root = cJSON_ParseWithLengthOpts(text, len, &end, false);
	if (!root) {
		size_t at = end && end >= text ? (size_t)(end - text) : 0;
		size_t line = 1;
		for (size_t i = 0; i < at && i < len; i++)
			line += text[i] == '\n';
		level_fail(c, "not valid JSON (the error is near byte %zu, line %zu)", at, line);
	}
	return root;
}

static const char *json_kind(const cJSON *v)
{
	if (cJSON_IsNumber(v))
		return "a number";
	if (cJSON_IsString(v))
		return "a string";
	if (cJSON_IsBool(v))
		return "a boolean";
	if (cJSON_IsNull(v))
		return "null";
	if (cJSON_IsArray(v))
		return "an array";
	return "an object";
}

/* cJSON turns any number it cannot hold (1e999) into inf: refused too. */
static bool number_ok(level_ctx *c, const char *what, double v)
{
	if (!isfinite(v))
		return level_fail(c, "%s is not a finite number", what);
	if (fabs(v) > (double)LEVEL_COORD_MAX)
		return level_fail(c, "%s is %g, beyond the limit of %g", what, v,
		                  (double)LEVEL_COORD_MAX);
	return true;
}

bool level_json_number(level_ctx *c, const cJSON *parent, const char *key, bool optional,
                       double def, double *out)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(parent, key);
	if (!v) {
		*out = def;
		return optional ? true : level_fail(c, "'%s' is missing", key);
	}
	if (!cJSON_IsNumber(v))
		return level_fail(c, "'%s' must be a number, not %s", key, json_kind(v));
	char what[64];
	snprintf(what, sizeof what, "'%s'", key);
	*out = v->valuedouble;
	return number_ok(c, what, *out);
}

static bool string_ok(level_ctx *c, const char *what, const char *s, size_t max)
{
	size_t n = strlen(s);
	if (n > max)
		return level_fail(c, "%s is %zu bytes long, the most is %zu", what, n, max);
	return true;
}

bool level_json_string(level_ctx *c, const cJSON *parent, const char *key, const char **out)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(parent, key);
	*out = "";
	if (!v)
		return true;
	if (!cJSON_IsString(v))
		return level_fail(c, "'%s' must be a string, not %s", key, json_kind(v));
	char what[64];
	snprintf(what, sizeof what, "'%s'", key);
	*out = v->valuestring;
	return string_ok(c, what, *out, LEVEL_STRING_MAX);
}

bool level_json_bool(level_ctx *c, const cJSON *parent, const char *key, bool *out)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(parent, key);
	*out = false;
	if (!v)
		return true;
	if (!cJSON_IsBool(v))
		return level_fail(c, "'%s' must be true or false, not %s", key, json_kind(v));
	*out = cJSON_IsTrue(v);
	return true;
}

static const char *const prop_type_name[] = {
	[LEVEL_PROP_STRING] = "string",
	[LEVEL_PROP_TEXT] = "string",
	[LEVEL_PROP_FLOAT] = "float",
	[LEVEL_PROP_COLOR] = "color",
	[LEVEL_PROP_OBJECT] = "object",
	[LEVEL_PROP_BOOL] = "bool",
};

static bool prop_type_matches(const char *type, level_prop_type t)
{
	if (t == LEVEL_PROP_FLOAT && strcmp(type, "int") == 0)
		return true;
	return strcmp(type, prop_type_name[t]) == 0;
}

/* "property" of an object, "map property" of the map. */
static const char *prop_word(const level_ctx *c)
{
	return c->obj_id > 0 ? "property" : "map property";
}

/* The value of a property whose declared type already matched. */
static bool prop_value_ok(level_ctx *c, const char *name, const cJSON *v, level_prop_type t)
{
	char what[LEVEL_STRING_MAX + 32];
	snprintf(what, sizeof what, "%s '%.64s'", prop_word(c), name);
	if (t == LEVEL_PROP_STRING || t == LEVEL_PROP_TEXT || t == LEVEL_PROP_COLOR) {
		if (!cJSON_IsString(v))
			return level_fail(c, "%s value must be a string, not %s", what, json_kind(v));
		return string_ok(c, what, v->valuestring,
		                 t == LEVEL_PROP_TEXT ? LEVEL_TEXT_MAX : LEVEL_STRING_MAX);
	}
	if (t == LEVEL_PROP_BOOL) {
		if (!cJSON_IsBool(v))
			return level_fail(c, "%s value must be true or false, not %s", what, json_kind(v));
		return true;
	}
	if (!cJSON_IsNumber(v))
		return level_fail(c, "%s value must be a number, not %s", what, json_kind(v));
	if (!number_ok(c, what, v->valuedouble))
		return false;
	if (t == LEVEL_PROP_OBJECT && (v->valuedouble < 0 || v->valuedouble != floor(v->valuedouble)))
		return level_fail(c, "%s is %g, not an object id", what, v->valuedouble);
	return true;
}

/* One entry of a properties array: {"name", "type", "value"}. */
static bool prop_entry_ok(level_ctx *c, const cJSON *p, const char **name, const char **type)
{
	if (!cJSON_IsObject(p))
		return level_fail(c, "a property must be an object, not %s", json_kind(p));
	if (!level_json_string(c, p, "name", name) || !level_json_string(c, p, "type", type))
		return false;
	if (!cJSON_GetObjectItemCaseSensitive(p, "value"))
		return level_fail(c, "%s '%.64s' has no value", prop_word(c), *name);
	return true;
}

const cJSON *level_json_property(level_ctx *c, const cJSON *parent, const char *name,
                                 level_prop_type t, bool *ok)
{
	const cJSON *props = cJSON_GetObjectItemCaseSensitive(parent, "properties");
	*ok = true;
	if (!props)
		return NULL;
	if (!cJSON_IsArray(props)) {
		*ok = level_fail(c, "'properties' must be an array, not %s", json_kind(props));
		return NULL;
	}
	const cJSON *p;
	cJSON_ArrayForEach(p, props) {
		const char *pname, *ptype;
		if (!prop_entry_ok(c, p, &pname, &ptype)) {
			*ok = false;
			return NULL;
		}
		if (strcmp(pname, name) != 0)
			continue;
		if (!prop_type_matches(ptype, t)) {
			*ok = level_fail(c, "%s '%s' must be of type %s, not '%.64s'", prop_word(c),
			                 name, prop_type_name[t], ptype);
			return NULL;
		}
		const cJSON *v = cJSON_GetObjectItemCaseSensitive(p, "value");
		*ok = prop_value_ok(c, name, v, t);
		return *ok ? v : NULL;
	}
	return NULL;
}

static int hex_digit(char ch)
{
	if (ch >= '0' && ch <= '9')
		return ch - '0';
	if (ch >= 'a' && ch <= 'f')
		return ch - 'a' + 10;
	if (ch >= 'A' && ch <= 'F')
		return ch - 'A' + 10;
	return -1;
}

/* Parses Tiled's "#AARRGGBB" or "#RRGGBB" ("" keeps *out). */
static bool level_json_color(level_ctx *c, const char *prop, const char *text, rgba8 *out)
{
	size_t n = strlen(text);
	if (n == 0)
		return true;
	uint8_t byte[4] = {255, 0, 0, 0};
	bool shape = text[0] == '#' && (n == 7 || n == 9);
	size_t first = n == 7 ? 1 : 0;
	for (size_t i = 0; shape && i < (n - 1) / 2; i++) {
		int hi = hex_digit(text[1 + 2 * i]), lo = hex_digit(text[2 + 2 * i]);
		shape = hi >= 0 && lo >= 0;
		byte[first + i] = (uint8_t)(hi * 16 + lo);
	}
	if (!shape)
		return level_fail(c, "%s '%s' is '%.64s', not a color #AARRGGBB or #RRGGBB",
		                  prop_word(c), prop, text);
	*out = (rgba8){byte[1], byte[2], byte[3], byte[0]};
	return true;
}

bool level_json_prop_read(level_ctx *c, const cJSON *parent, const char *name,
                          level_prop_type t, void *field, size_t size)
{
	bool ok;
	const cJSON *v = level_json_property(c, parent, name, t, &ok);
	if (!v)
		return ok;
	switch (t) {
	case LEVEL_PROP_STRING:
	case LEVEL_PROP_TEXT:
		snprintf(field, size, "%s", v->valuestring); /* length checked already */
		return true;
	case LEVEL_PROP_FLOAT:
		*(float *)field = (float)v->valuedouble;
		return true;
	case LEVEL_PROP_COLOR:
		return level_json_color(c, name, v->valuestring, field);
	case LEVEL_PROP_BOOL:
		*(bool *)field = cJSON_IsTrue(v);
		return true;
	case LEVEL_PROP_OBJECT:
		*(int *)field = (int)v->valuedouble;
		return true;
	}
	return level_fail(c, "%s '%s' has a type the game cannot keep", prop_word(c), name);
}

bool level_any(level_ctx *c, const char *name, void *value, const void *fallback,
               const level_actor *a)
{
	(void)c, (void)name, (void)value, (void)fallback, (void)a;
	return true;
}

bool level_positive(level_ctx *c, const char *name, void *value, const void *fallback,
                    const level_actor *a)
{
	(void)fallback, (void)a;
	float v = *(const float *)value;
	return v > 0 || level_fail(c, "%s '%s' is %g, must be positive", prop_word(c), name,
	                           (double)v);
}

bool level_par(level_ctx *c, const char *name, void *value, const void *fallback,
               const level_actor *a)
{
	(void)fallback, (void)a;
	float v = *(const float *)value;
	return (v >= 0 && v <= LEVEL_PAR_MAX) ||
	       level_fail(c, "%s '%s' is %g, must be 0 to %g seconds", prop_word(c), name,
	                  (double)v, (double)LEVEL_PAR_MAX);
}

bool level_music(level_ctx *c, const char *name, void *value, const void *fallback,
                 const level_actor *a)
{
	(void)fallback, (void)a;
	const char *m = value;
	return *m == '\0' || strcmp(m, "calm") == 0 || strcmp(m, "busy") == 0 ||
	       level_fail(c, "%s '%s' is '%.40s', must be 'calm' or 'busy'", prop_word(c), name, m);
}

bool level_not_negative(level_ctx *c, const char *name, void *value, const void *fallback,
                        const level_actor *a)
{
	(void)fallback, (void)a;
	float v = *(const float *)value;
	return !(v < 0) || level_fail(c, "%s '%s' is %g, must not be negative", prop_word(c),
	                              name, (double)v);
}

bool level_not_negative_or_unset(level_ctx *c, const char *name, void *value,
                                 const void *fallback, const level_actor *a)
{
	if (!level_not_negative(c, name, value, fallback, a))
		return false;
	if (*(const float *)value == 0)
		*(float *)value = *(const float *)fallback;
	return true;
}
