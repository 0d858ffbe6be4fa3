#include <iconv.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <langinfo.h>
#define ICONV_NAMES
#include "iconv_impl.h"

/* Names compare ignoring case and the punctuation people vary
 * ("UTF-8" = "utf8", "ISO_8859-1" = "ISO8859-1"). */
static const struct { const char *name; unsigned char cs; } names[] = {
	{ "utf8", CS_UTF8 },
	{ "ascii", CS_ASCII }, { "usascii", CS_ASCII }, { "ansix341968", CS_ASCII },
	{ "646", CS_ASCII },
	{ "iso88591", CS_LATIN1 }, { "latin1", CS_LATIN1 }, { "l1", CS_LATIN1 },
	{ "iso885911987", CS_LATIN1 }, { "cp819", CS_LATIN1 }, { "ibm819", CS_LATIN1 },
	{ "utf16", CS_UTF16 }, { "utf16le", CS_UTF16LE }, { "utf16be", CS_UTF16BE },
	{ "utf32", CS_UTF32 }, { "utf32le", CS_UTF32LE }, { "utf32be", CS_UTF32BE },
	{ "ucs4", CS_UTF32BE }, { "ucs4le", CS_UTF32LE }, { "ucs4be", CS_UTF32BE },
	{ "wchart", CS_WCHAR },
	{ "ucs2", CS_UCS2 }, { "ucs2le", CS_UCS2LE }, { "ucs2be", CS_UCS2BE },
};

/* The charset for NAME, its //TRANSLIT and //IGNORE suffixes in *flags;
 * -1 if unknown. */
static int lookup(const char *name, int *flags)
{
	char key[32];
	size_t k = 0;
	const char *p;

	if (!*name || !strcasecmp(name, "char")) name = nl_langinfo(CODESET);
	for (p = name; *p && !(p[0] == '/' && p[1] == '/'); p++) {
		unsigned char c = *p;
		if (c == '-' || c == '_' || c == '.' || c == ':' || c == ' ') continue;
		if (k == sizeof key - 1) return -1;
		key[k++] = c - 'A' < 26u ? c | 32 : c;
	}
	key[k] = 0;
	/* Suffixes: "//TRANSLIT", "//IGNORE", in any order, also joined by
	 * commas. */
	while (*p) {
		const char *e = p;
		if (*p == '/' || *p == ',') { p++; continue; }
		while (*e && *e != '/' && *e != ',') e++;
		if (e - p == 8 && !strncasecmp(p, "TRANSLIT", 8)) *flags |= F_TRANSLIT;
		else if (e - p == 6 && !strncasecmp(p, "IGNORE", 6)) *flags |= F_IGNORE;
		else return -1;
		p = e;
	}
	for (size_t i = 0; i < sizeof names / sizeof *names; i++)
		if (!strcmp(key, names[i].name)) return names[i].cs;
	for (size_t i = 0; i < sizeof more_names / sizeof *more_names; i++)
		if (!strcmp(key, more_names[i].name)) return more_names[i].cs;
	return -1;
}

iconv_t iconv_open(const char *to, const char *from)
{
	int tf = 0, ff = 0, t = lookup(to, &tf), f = lookup(from, &ff);
	struct iconv_state *cd;

	if (t < 0 || f < 0) {
		errno = EINVAL;
		return (iconv_t)-1;
	}
	if (!(cd = calloc(1, sizeof *cd))) return (iconv_t)-1;
	cd->from = f;
	cd->to = t;
	cd->flags = tf;
	return cd;
}

int iconv_close(iconv_t cd)
{
	free(cd);
	return 0;
}
