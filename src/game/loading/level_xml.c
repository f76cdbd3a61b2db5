/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "level_xml.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <expat.h>

/* What an element becomes. Elements the loader has no use for (tile data,
 * images, editor settings, ...) are skipped with everything inside them. */
typedef enum xml_kind {
	XK_MAP,
	XK_TEMPLATE,
	XK_GROUP,       /* <group>: holds layers */
	XK_OBJECTGROUP, /* <objectgroup>: holds objects */
	XK_LAYER,       /* <layer>, <imagelayer>: only attributes and properties */
	XK_TILESET,
	XK_OBJECT,
	XK_PROPERTIES,
	XK_PROPERTY,
	XK_TEXT,
	XK_LEAF,        /* <ellipse/>, <point/>, <polyline/>, <polygon/> */
} xml_kind;

typedef struct xml_frame {
	xml_kind kind;
	cJSON *node; /* the object (or, for <properties>, the array) it fills */
} xml_frame;

typedef struct xml_reader {
	level_ctx *c;
	XML_Parser parser;
	const char *root_name;
	cJSON *root;
	xml_frame stack[LEVEL_XML_DEPTH_MAX];
	int depth;
	unsigned long skip;  /* > 0: inside a skipped element, this deep */
	char *text;          /* character data of the open <property> or <text> */
	size_t text_len, text_cap;
	long objects;
	long points;
	bool failed;
} xml_reader;

typedef enum attr_kind { ATTR_STRING, ATTR_NUMBER, ATTR_BOOL } attr_kind;

typedef struct attr_rule {
	const char *name;
	attr_kind kind;
} attr_rule;

/* The attributes the loader reads (Tiled's JSON uses the same names); the
 * rest are ignored, as the JSON loader ignores unknown keys. */
static const attr_rule map_attrs[] = {
	{"orientation", ATTR_STRING}, {"width", ATTR_NUMBER}, {"height", ATTR_NUMBER},
	{"tilewidth", ATTR_NUMBER}, {"tileheight", ATTR_NUMBER}, {"infinite", ATTR_BOOL},
	{NULL, ATTR_STRING},
};
static const attr_rule layer_attrs[] = {
	{"id", ATTR_NUMBER}, {"name", ATTR_STRING}, {"offsetx", ATTR_NUMBER},
	{"offsety", ATTR_NUMBER}, {"visible", ATTR_BOOL}, {NULL, ATTR_STRING},
};
static const attr_rule object_attrs[] = {
	{"id", ATTR_NUMBER}, {"name", ATTR_STRING}, {"type", ATTR_STRING},
	{"class", ATTR_STRING}, {"x", ATTR_NUMBER}, {"y", ATTR_NUMBER},
	{"width", ATTR_NUMBER}, {"height", ATTR_NUMBER}, {"rotation", ATTR_NUMBER},
	{"gid", ATTR_NUMBER}, {"visible", ATTR_BOOL}, {"template", ATTR_STRING},
	{NULL, ATTR_STRING},
};
static const attr_rule tileset_attrs[] = {
	{"firstgid", ATTR_NUMBER}, {"source", ATTR_STRING}, {"name", ATTR_STRING},
	{NULL, ATTR_STRING},
};
static const attr_rule property_attrs[] = {
	{"name", ATTR_STRING}, {"type", ATTR_STRING}, {"propertytype", ATTR_STRING},
	{NULL, ATTR_STRING},
};

__attribute__((format(printf, 2, 3)))
static void fail(xml_reader *r, const char *fmt, ...)
{
	char what[400];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(what, sizeof what, fmt, ap);
	va_end(ap);
	if (!r->failed)
		level_fail(r->c, "line %lu: %s", (unsigned long)XML_GetCurrentLineNumber(r->parser),
		           what);
	r->failed = true;
	XML_StopParser(r->parser, XML_FALSE);
}

bool level_xml_is_xml(const char *text, size_t len)
{
	size_t i = 0;
	if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
		i = 3;
	while (i < len && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n'))
		i++;
	return i < len && text[i] == '<';
}

/* A decimal number as Tiled writes one ([-]digits[.digits][e[-]digits]);
 * no hex, no inf or nan, no blanks. */
static bool parse_number(const char *s, double *out)
{
	static const char digits[] = "0123456789";
	const char *p = s + (*s == '-' || *s == '+');
	size_t n = strspn(p, digits);
	p += n;
	if (*p == '.') {
		size_t f = strspn(p + 1, digits);
		n += f;
		p += 1 + f;
	}
	if (n == 0)
		return false;
	if (*p == 'e' || *p == 'E') {
		p += 1 + (p[1] == '-' || p[1] == '+');
		size_t e = strspn(p, digits);
		if (e == 0)
			return false;
		p += e;
	}
	if (*p != '\0')
		return false;
	*out = strtod(s, NULL);
	return true;
}

static void add(xml_reader *r, cJSON *parent, const char *key, cJSON *item)
{
	if (!item) {
		fail(r, "out of memory");
		return;
	}
	cJSON_DeleteItemFromObjectCaseSensitive(parent, key);
	cJSON_AddItemToObject(parent, key, item);
}

static void read_attrs(xml_reader *r, const char *elem, const attr_rule *rules, const char **atts,
                       cJSON *node)
{
	for (size_t i = 0; atts[i] && !r->failed; i += 2) {
		const attr_rule *a = rules;
		while (a->name && strcmp(a->name, atts[i]) != 0)
			a++;
		double v;
		if (!a->name)
			continue;
		if (a->kind == ATTR_STRING) {
			add(r, node, a->name, cJSON_CreateString(atts[i + 1]));
		} else if (a->kind == ATTR_BOOL) {
			bool one = strcmp(atts[i + 1], "1") == 0;
			if (!one && strcmp(atts[i + 1], "0") != 0)
				fail(r, "<%s> attribute '%s' is '%.64s', not 0 or 1", elem, a->name,
				     atts[i + 1]);
			else
				add(r, node, a->name, cJSON_CreateBool(one));
		} else if (!parse_number(atts[i + 1], &v)) {
			fail(r, "<%s> attribute '%s' is '%.64s', not a number", elem, a->name, atts[i + 1]);
		} else {
			add(r, node, a->name, cJSON_CreateNumber(v));
		}
	}
}

static const char *attr(const char **atts, const char *name)
{
	for (size_t i = 0; atts[i]; i += 2)
		if (strcmp(atts[i], name) == 0)
			return atts[i + 1];
	return NULL;
}

/* The array under key in parent, made on first use. */
static cJSON *list(xml_reader *r, cJSON *parent, const char *key)
{
	cJSON *a = cJSON_GetObjectItemCaseSensitive(parent, key);
	if (cJSON_IsArray(a))
		return a;
	a = cJSON_CreateArray();
	add(r, parent, key, a);
	return r->failed ? NULL : a;
}

static cJSON *append_object(xml_reader *r, cJSON *array)
{
	cJSON *o = cJSON_CreateObject();
	if (!o || !array) {
		cJSON_Delete(o);
		fail(r, "out of memory");
		return NULL;
	}
	cJSON_AddItemToArray(array, o);
	return o;
}

/* "x,y x,y ...": Tiled's points, relative to the object. */
static void read_points(xml_reader *r, const char *elem, const char **atts, cJSON *obj)
{
	const char *s = attr(atts, "points");
	cJSON *pts = cJSON_CreateArray();
	add(r, obj, elem, pts);
	for (size_t n = 0; s && *s && !r->failed;) {
		size_t len = strcspn(s, " \t\r\n");
		char buf[80];
		const char *comma = memchr(s, ',', len);
		double x, y;
		if (len == 0) {
			s++;
			continue;
		}
		if (++n > LEVEL_PATH_POINTS_MAX) {
			fail(r, "a <%s> has more than %d points, the most is %d", elem,
			     LEVEL_PATH_POINTS_MAX, LEVEL_PATH_POINTS_MAX);
			return;
		}
		if (++r->points > LEVEL_XML_POINTS_MAX) {
			fail(r, "more than %d polyline and polygon points in the map, the most a level "
			        "may hold", LEVEL_XML_POINTS_MAX);
			return;
		}
		snprintf(buf, sizeof buf, "%.*s", (int)len, s);
		if (len >= sizeof buf || !comma)
			buf[0] = '\0';
		else
			buf[comma - s] = '\0';
		if (!comma || !parse_number(buf, &x) || !parse_number(buf + (comma - s) + 1, &y)) {
			fail(r, "<%s> point '%.*s' is not x,y", elem, (int)(len < 64 ? len : 64), s);
			return;
		}
		cJSON *p = append_object(r, pts);
		if (p) {
			add(r, p, "x", cJSON_CreateNumber(x));
			add(r, p, "y", cJSON_CreateNumber(y));
		}
		s += len;
	}
}

static const char *layer_type(const char *name)
{
	static const char *const names[][2] = {
		{"layer", "tilelayer"}, {"objectgroup", "objectgroup"},
		{"imagelayer", "imagelayer"}, {"group", "group"},
	};
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (strcmp(name, names[i][0]) == 0)
			return names[i][1];
	return NULL;
}

static bool open_layer(xml_reader *r, cJSON *parent, const char *name, const char **atts,
                       xml_frame *f)
{
	const char *type = layer_type(name);
	if (!type)
		return false;
	f->node = append_object(r, list(r, parent, "layers"));
	if (!f->node)
		return true;
	add(r, f->node, "type", cJSON_CreateString(type));
	read_attrs(r, name, layer_attrs, atts, f->node);
	f->kind = strcmp(name, "group") == 0         ? XK_GROUP
	          : strcmp(name, "objectgroup") == 0 ? XK_OBJECTGROUP
	                                              : XK_LAYER;
	return true;
}

static bool open_object(xml_reader *r, cJSON *node, const char **atts, xml_frame *f)
{
	if (++r->objects > LEVEL_OBJECTS_MAX) {
		level_fail(r->c, "more than %d objects, the most a level may hold", LEVEL_OBJECTS_MAX);
		r->failed = true;
		XML_StopParser(r->parser, XML_FALSE);
		return true;
	}
	f->kind = XK_OBJECT;
	f->node = node;
	if (node)
		read_attrs(r, "object", object_attrs, atts, node);
	return true;
}

/* An object's shape and text. */
static bool open_object_child(xml_reader *r, cJSON *obj, const char *name, const char **atts,
                              xml_frame *f)
{
	f->node = obj;
	if (strcmp(name, "ellipse") == 0 || strcmp(name, "point") == 0)
		add(r, obj, name, cJSON_CreateTrue());
	else if (strcmp(name, "polyline") == 0 || strcmp(name, "polygon") == 0)
		read_points(r, name, atts, obj);
	else if (strcmp(name, "text") == 0)
		f->kind = XK_TEXT;
	else
		return false;
	if (f->kind != XK_TEXT)
		f->kind = XK_LEAF;
	return true;
}

static bool open_tileset(xml_reader *r, cJSON *node, const char **atts, xml_frame *f)
{
	f->kind = XK_TILESET;
	f->node = node;
	if (node)
		read_attrs(r, "tileset", tileset_attrs, atts, node);
	return true;
}

static bool open_properties(xml_reader *r, cJSON *owner, xml_frame *f)
{
	f->kind = XK_PROPERTIES;
	f->node = list(r, owner, "properties");
	return true;
}

/* Makes frame f for element name inside parent; false: skip the element. */
static bool open_element(xml_reader *r, const xml_frame *parent, const char *name,
                         const char **atts, xml_frame *f)
{
	*f = (xml_frame){.kind = XK_LEAF};
	cJSON *pn = parent->node;
	bool props = strcmp(name, "properties") == 0;
	switch (parent->kind) {
	case XK_MAP:
		if (strcmp(name, "tileset") == 0)
			return open_tileset(r, append_object(r, list(r, pn, "tilesets")), atts, f);
		/* fall through */
	case XK_GROUP:
		return props ? open_properties(r, pn, f) : open_layer(r, pn, name, atts, f);
	case XK_TEMPLATE:
		if (strcmp(name, "tileset") == 0 || strcmp(name, "object") == 0) {
			cJSON *o = cJSON_CreateObject();
			add(r, pn, name, o);
			return name[0] == 't' ? open_tileset(r, o, atts, f) : open_object(r, o, atts, f);
		}
		return false;
	case XK_OBJECTGROUP:
		if (strcmp(name, "object") == 0)
			return open_object(r, append_object(r, list(r, pn, "objects")), atts, f);
		/* fall through */
	case XK_LAYER:
	case XK_TILESET:
		return props && open_properties(r, pn, f);
	case XK_OBJECT:
		return props ? open_properties(r, pn, f) : open_object_child(r, pn, name, atts, f);
	case XK_PROPERTIES:
		if (strcmp(name, "property") != 0)
			return false;
		f->kind = XK_PROPERTY;
		f->node = append_object(r, pn);
		if (f->node) {
			read_attrs(r, name, property_attrs, atts, f->node);
			const char *v = attr(atts, "value");
			if (v)
				add(r, f->node, "value", cJSON_CreateString(v));
		}
		return true;
	case XK_PROPERTY:
		/* a class-typed property: its members as nested properties */
		return props && open_properties(r, pn, f);
	case XK_TEXT:
	case XK_LEAF:
		break;
	}
	return false;
}

static void open_root(xml_reader *r, const char *name, const char **atts)
{
	if (strcmp(name, r->root_name) != 0) {
		fail(r, "the root element is <%.64s>: a Tiled %s starts with <%s>", name,
		     r->root_name[0] == 'm' ? "map" : "template", r->root_name);
		return;
	}
	r->root = cJSON_CreateObject();
	if (!r->root) {
		fail(r, "out of memory");
		return;
	}
	xml_frame *f = &r->stack[r->depth++];
	f->node = r->root;
	if (name[0] == 'm') {
		f->kind = XK_MAP;
		read_attrs(r, name, map_attrs, atts, r->root);
	} else {
		f->kind = XK_TEMPLATE;
		add(r, r->root, "type", cJSON_CreateString("template"));
	}
}

static void XMLCALL on_start(void *ud, const XML_Char *name, const XML_Char **atts)
{
	xml_reader *r = ud;
	if (r->failed)
		return;
	if (r->skip > 0) {
		r->skip++;
		return;
	}
	if (r->depth == 0) {
		open_root(r, name, atts);
		return;
	}
	if (r->depth == LEVEL_XML_DEPTH_MAX) {
		fail(r, "elements nest deeper than %d", LEVEL_XML_DEPTH_MAX);
		return;
	}
	xml_frame f;
	if (!open_element(r, &r->stack[r->depth - 1], name, atts, &f)) {
		r->skip = 1;
		return;
	}
	r->stack[r->depth++] = f;
	r->text_len = 0;
	if (r->text)
		r->text[0] = '\0';
}

static void XMLCALL on_text(void *ud, const XML_Char *s, int len)
{
	xml_reader *r = ud;
	if (r->failed || r->skip > 0 || r->depth == 0)
		return;
	xml_kind k = r->stack[r->depth - 1].kind;
	if (k != XK_PROPERTY && k != XK_TEXT)
		return;
	if (r->text_len + (size_t)len + 1 > r->text_cap) {
		size_t cap = (r->text_len + (size_t)len + 1) * 2;
		char *grown = realloc(r->text, cap);
		if (!grown) {
			fail(r, "out of memory");
			return;
		}
		r->text = grown;
		r->text_cap = cap;
	}
	memcpy(r->text + r->text_len, s, (size_t)len);
	r->text_len += (size_t)len;
	r->text[r->text_len] = '\0';
}

/* A class-typed property's members become its value: {"name": value}. */
static cJSON *class_value(cJSON *prop)
{
	cJSON *members = cJSON_DetachItemFromObjectCaseSensitive(prop, "properties");
	cJSON *value = cJSON_CreateObject(), *m;
	cJSON_ArrayForEach(m, members) {
		cJSON *v = cJSON_DetachItemFromObjectCaseSensitive(m, "value");
		const char *n = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(m, "name"));
		if (v && n && value)
			cJSON_AddItemToObject(value, n, v);
		else
			cJSON_Delete(v);
	}
	cJSON_Delete(members);
	return value;
}

/* The value as JSON holds it: TMX writes every value as text (in the
 * attribute, or as the element's content when it has line breaks). */
static void close_property(xml_reader *r, cJSON *prop)
{
	const char *type = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(prop, "type"));
	const char *name = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(prop, "name"));
	cJSON *v = cJSON_GetObjectItemCaseSensitive(prop, "value");
	const char *raw = v ? v->valuestring : r->text ? r->text : "";
	double d;
	if (!type)
		add(r, prop, "type", cJSON_CreateString(type = "string"));
	if (strcmp(type, "class") == 0) {
		add(r, prop, "value", class_value(prop));
	} else if (strcmp(type, "int") == 0 || strcmp(type, "float") == 0 ||
	           strcmp(type, "object") == 0) {
		if (!parse_number(raw, &d))
			fail(r, "property '%.64s' of type %s is '%.64s', not a number", name ? name : "",
			     type, raw);
		else
			add(r, prop, "value", cJSON_CreateNumber(d));
	} else if (strcmp(type, "bool") == 0) {
		if (strcmp(raw, "true") != 0 && strcmp(raw, "false") != 0)
			fail(r, "property '%.64s' of type bool is '%.64s', not true or false",
			     name ? name : "", raw);
		else
			add(r, prop, "value", cJSON_CreateBool(raw[0] == 't'));
	} else if (!v) {
		add(r, prop, "value", cJSON_CreateString(raw));
	}
}

/* Tiled's JSON writes an object's x, y, width and height even when zero;
 * TMX leaves zeros out. A template instance takes what it leaves out from
 * its template instead. */
static void close_object(xml_reader *r, cJSON *obj)
{
	static const char *const keys[] = {"x", "y", "width", "height"};
	if (cJSON_GetObjectItemCaseSensitive(obj, "template"))
		return;
	for (size_t i = 0; i < 4 && !r->failed; i++)
		if (!cJSON_GetObjectItemCaseSensitive(obj, keys[i]))
			add(r, obj, keys[i], cJSON_CreateNumber(0));
}

static void XMLCALL on_end(void *ud, const XML_Char *name)
{
	xml_reader *r = ud;
	(void)name;
	if (r->failed)
		return;
	if (r->skip > 0) {
		r->skip--;
		return;
	}
	xml_frame *f = &r->stack[--r->depth];
	if (!f->node)
		return;
	if (f->kind == XK_PROPERTY)
		close_property(r, f->node);
	else if (f->kind == XK_OBJECT)
		close_object(r, f->node);
	else if (f->kind == XK_TEXT)
		add(r, f->node, "text", cJSON_CreateString(r->text ? r->text : ""));
	r->text_len = 0;
	if (r->text)
		r->text[0] = '\0';
}

static void XMLCALL on_doctype(void *ud, const XML_Char *name, const XML_Char *sysid,
                               const XML_Char *pubid, int has_internal_subset)
{
	(void)name, (void)sysid, (void)pubid, (void)has_internal_subset;
	fail(ud, "a DOCTYPE is not allowed (Tiled never writes one, and it could declare "
	         "entities or load files): remove it");
}

static XML_Parser make_parser(xml_reader *r)
{
	XML_Parser p = XML_ParserCreate(NULL);
	if (!p)
		return NULL;
	XML_SetUserData(p, r);
	XML_SetElementHandler(p, on_start, on_end);
	XML_SetCharacterDataHandler(p, on_text);
	/* Refusing the DOCTYPE refuses every entity declaration, internal or
	 * external, so nothing is ever expanded or fetched; the settings below
	 * hold even if that changed. */
	XML_SetStartDoctypeDeclHandler(p, on_doctype);
	XML_SetParamEntityParsing(p, XML_PARAM_ENTITY_PARSING_NEVER);
#ifdef XML_DTD
	XML_SetBillionLaughsAttackProtectionMaximumAmplification(p, 2.0f);
#endif
	return p;
}

cJSON *level_xml_parse(level_ctx *c, const char *text, size_t len, const char *root)
{
	xml_reader r = {.c = c, .root_name = root};
	r.parser = make_parser(&r);
	if (!r.parser) {
		level_fail(c, "out of memory");
		return NULL;
	}
	enum XML_Status st = XML_Parse(r.parser, text, (int)len, XML_TRUE);
	if (st != XML_STATUS_OK && !r.failed) {
		level_fail(c, "line %lu: not valid XML: %s",
		           (unsigned long)XML_GetCurrentLineNumber(r.parser),
		           XML_ErrorString(XML_GetErrorCode(r.parser)));
		r.failed = true;
	}
	XML_ParserFree(r.parser);
	free(r.text);
	if (r.failed) {
		cJSON_Delete(r.root);
		return NULL;
	}
	return r.root;
}
