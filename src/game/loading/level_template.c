/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "level_template.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file_read.h"
#include "level_xml.h"

static char *read_disk(void *ctx, const char *path, size_t max, size_t *len, char *why,
                       size_t whylen)
{
	(void)ctx;
	return file_read(path, max, len, why, whylen);
}

const level_files level_files_disk = {.read = read_disk};

/* One template file, read once however many instances use it. */
typedef struct template_file {
	char path[1024];
	cJSON *doc;
	const cJSON *object;
	long values; /* JSON nodes in object: what each instance costs */
} template_file;

typedef struct template_set {
	level_ctx *c;
	const level_files *files;
	template_file items[LEVEL_TEMPLATES_MAX];
	size_t count;
	size_t bytes;
	long values;
} template_set;

static const cJSON *get(const cJSON *o, const char *key)
{
	return cJSON_GetObjectItemCaseSensitive(o, key);
}

static long count_values(const cJSON *v)
{
	long n = 1;
	for (const cJSON *k = v->child; k; k = k->next)
		n += count_values(k);
	return n;
}

/* Tiled writes the template's path relative to the map; it is read from
 * there, and only from a file. */
static bool template_path(template_set *s, const char *ref, char *out, size_t outlen)
{
	level_ctx *c = s->c;
	if (strstr(ref, "://") || strncmp(ref, "file:", 5) == 0 || ref[0] == ':' || ref[0] == '\0')
		return level_fail(c, "template '%.64s': templates are read only from files: give "
		                     "the .tx or .tj file's path relative to the map", ref);
	const char *slash = strrchr(c->file, '/');
	int dir = ref[0] == '/' || !slash ? 0 : (int)(slash - c->file + 1);
	int n = snprintf(out, outlen, "%.*s%s", dir, c->file, ref);
	if (n < 0 || (size_t)n >= outlen)
		return level_fail(c, "template '%.64s...': the path is too long", ref);
	return true;
}

/* The template file's tree, checked to hold one plain object. */
static cJSON *parse_template(level_ctx *t, const char *text, size_t len)
{
	bool xml = level_xml_is_xml(text, len);
	cJSON *doc = xml ? level_xml_parse(t, text, len, "template") : level_json_parse(t, text, len);
	const cJSON *obj = get(doc, "object");
	const char *type = cJSON_GetStringValue(get(doc, "type"));
	if (!doc)
		return NULL;
	if (!type || strcmp(type, "template") != 0)
		level_fail(t, "not a Tiled template: it has no \"type\": \"template\"");
	else if (!cJSON_IsObject(obj))
		level_fail(t, "not a Tiled template: it holds no object");
	else if (get(obj, "template"))
		level_fail(t, "its object is itself a template instance; a template holds a plain "
		              "object");
	else
		return doc;
	cJSON_Delete(doc);
	return NULL;
}

static template_file *load(template_set *s, const char *path)
{
	level_ctx *c = s->c;
	for (size_t i = 0; i < s->count; i++)
		if (strcmp(s->items[i].path, path) == 0)
			return &s->items[i];
	if (s->count == LEVEL_TEMPLATES_MAX) {
		level_fail(c, "template %s: more than %d different templates, the most a level may use",
		           path, LEVEL_TEMPLATES_MAX);
		return NULL;
	}
	/* Messages about the template name the map, the object and the file. */
	char prefix[1400], why[192];
	snprintf(prefix, sizeof prefix, "%s: object %d '%s': template %s", c->file, c->obj_id,
	         c->obj_name, path);
	level_ctx t = {.file = prefix, .err = c->err, .errlen = c->errlen};
	size_t len;
	char *text = s->files->read(s->files->ctx, path, LEVEL_TEMPLATE_BYTES_MAX - s->bytes, &len,
	                            why, sizeof why);
	if (!text) {
		level_fail(&t, "%s", why);
		return NULL;
	}
	s->bytes += len;
	cJSON *doc = parse_template(&t, text, len);
	free(text);
	if (!doc)
		return NULL;
	template_file *f = &s->items[s->count++];
	snprintf(f->path, sizeof f->path, "%s", path);
	f->doc = doc;
	f->object = get(doc, "object");
	f->values = count_values(f->object);
	return f;
}

/* Moves inst's key (when it has one) over m's. */
static void take(cJSON *m, cJSON *inst, const char *key)
{
	cJSON *v = cJSON_DetachItemFromObjectCaseSensitive(inst, key);
	if (!v)
		return;
	cJSON_DeleteItemFromObjectCaseSensitive(m, key);
	cJSON_AddItemToObject(m, key, v);
}

/* Tiled keeps the template's name and type when the instance's is empty. */
static void take_text(cJSON *m, cJSON *inst, const char *key)
{
	const cJSON *v = get(inst, key);
	if (v && !(cJSON_IsString(v) && v->valuestring[0] == '\0'))
		take(m, inst, key);
}

/* An empty size (width or height not positive) keeps the template's; a size
 * that is not a number is taken, for the loader to refuse. */
static void take_size(cJSON *m, cJSON *inst)
{
	const cJSON *w = get(inst, "width"), *h = get(inst, "height");
	if (!w && !h)
		return;
	bool numbers = (!w || cJSON_IsNumber(w)) && (!h || cJSON_IsNumber(h));
	bool empty = !w || !h || !(w->valuedouble > 0) || !(h->valuedouble > 0);
	if (numbers && empty)
		return;
	take(m, inst, "width");
	take(m, inst, "height");
}

static void take_shape(cJSON *m, cJSON *inst)
{
	static const char *const keys[] = {"ellipse", "point", "polygon", "polyline", "text"};
	bool has = cJSON_IsTrue(get(inst, "ellipse")) || cJSON_IsTrue(get(inst, "point")) ||
	           get(inst, "polygon") || get(inst, "polyline") || get(inst, "text");
	for (size_t i = 0; has && i < sizeof keys / sizeof keys[0]; i++) {
		cJSON_DeleteItemFromObjectCaseSensitive(m, keys[i]);
		take(m, inst, keys[i]);
	}
}

static void drop_property(cJSON *props, const char *name)
{
	for (cJSON *p = props->child, *next; p; p = next) {
		next = p->next;
		const char *n = cJSON_GetStringValue(get(p, "name"));
		if (n && strcmp(n, name) == 0)
			cJSON_Delete(cJSON_DetachItemViaPointer(props, p));
	}
}

static void take_properties(cJSON *m, cJSON *inst)
{
	cJSON *mine = cJSON_GetObjectItemCaseSensitive(inst, "properties");
	cJSON *base = cJSON_GetObjectItemCaseSensitive(m, "properties");
	if (!mine)
		return;
	if (!cJSON_IsArray(mine) || !cJSON_IsArray(base)) {
		take(m, inst, "properties"); /* nothing to merge; the loader checks it */
		return;
	}
	for (cJSON *p; (p = mine->child) != NULL;) {
		cJSON_DetachItemViaPointer(mine, p);
		const char *n = cJSON_GetStringValue(get(p, "name"));
		if (n)
			drop_property(base, n);
		cJSON_AddItemToArray(base, p);
	}
}

/* The object inst stands for: the template's, with what inst sets. */
static cJSON *instantiate(const cJSON *base, cJSON *inst)
{
	static const char *const own[] = {"id", "x", "y", "rotation", "gid", "visible"};
	cJSON *m = cJSON_Duplicate(base, true);
	if (!m)
		return NULL;
	for (size_t i = 0; i < sizeof own / sizeof own[0]; i++)
		take(m, inst, own[i]);
	take_text(m, inst, "name");
	take_text(m, inst, "type");
	take_text(m, inst, "class");
	take_size(m, inst);
	take_shape(m, inst);
	take_properties(m, inst);
	return m;
}

static bool apply_one(template_set *s, cJSON *objects, cJSON *inst)
{
	level_ctx *c = s->c;
	const cJSON *ref = get(inst, "template"), *id = get(inst, "id");
	level_ctx_object(c, cJSON_IsNumber(id) && id->valuedouble >= 1 && id->valuedouble <= 1e9
	                        ? (int)id->valuedouble : 0,
	                 cJSON_GetStringValue(get(inst, "name")));
	char path[1024];
	if (!cJSON_IsString(ref))
		return level_fail(c, "'template' must be a string, the template file's path");
	if (!template_path(s, ref->valuestring, path, sizeof path))
		return false;
	template_file *f = load(s, path);
	if (!f)
		return false;
	s->values += f->values;
	if (s->values > LEVEL_TEMPLATE_VALUES_MAX)
		return level_fail(c, "template %s: the map's templates add more than %ld values, the "
		                     "most a level may hold", path, LEVEL_TEMPLATE_VALUES_MAX);
	cJSON *m = instantiate(f->object, inst);
	if (!m)
		return level_fail(c, "out of memory");
	cJSON_ReplaceItemViaPointer(objects, inst, m);
	return true;
}

static bool apply_layers(template_set *s, const cJSON *layers, int depth)
{
	if (depth > LEVEL_LAYER_DEPTH_MAX)
		return level_fail(s->c, "group layers nest deeper than %d", LEVEL_LAYER_DEPTH_MAX);
	const cJSON *layer;
	cJSON_ArrayForEach(layer, layers) {
		cJSON *objects = cJSON_GetObjectItemCaseSensitive(layer, "objects");
		if (cJSON_IsArray(objects)) {
			for (cJSON *o = objects->child, *next; o; o = next) {
				next = o->next;
				if (get(o, "template") && !apply_one(s, objects, o))
					return false;
			}
		}
		const cJSON *sub = get(layer, "layers");
		if (cJSON_IsArray(sub) && !apply_layers(s, sub, depth + 1))
			return false;
	}
	return true;
}

bool level_templates_apply(level_ctx *c, cJSON *root, const level_files *files)
{
	template_set *s = calloc(1, sizeof *s);
	if (!s)
		return level_fail(c, "out of memory");
	s->c = c;
	s->files = files;
	const cJSON *layers = get(root, "layers");
	bool ok = !cJSON_IsArray(layers) || apply_layers(s, layers, 0);
	for (size_t i = 0; i < s->count; i++)
		cJSON_Delete(s->items[i].doc);
	free(s);
	level_ctx_object(c, 0, NULL);
	return ok;
}
