#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include "lookup.h"

/* The netdb files (hosts, services, protocols, networks) share one
 * shape: whitespace-separated fields, '#' starts a comment. */
FILE *__db_open(const char *path)
{
	return fopen(path, "re");
}

char *__db_line(FILE *f, char **line, size_t *size)
{
	ssize_t n;
	while ((n = getline(line, size, f)) >= 0) {
		char *s = *line, *c = memchr(s, '#', n);
		if (c) *c = 0;
		else if (n && s[n-1] == '\n') s[n-1] = 0;
		while (*s == ' ' || *s == '\t') s++;
		if (*s && *s != '\n') return s;
	}
	return 0;
}

int __db_fields(char *s, char **field, int max)
{
	int n = 0;
	for (;;) {
		while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r') s++;
		if (!*s || n == max) return n;
		field[n++] = s;
		while (*s && *s != ' ' && *s != '\t' && *s != '\n' && *s != '\r') s++;
		if (*s) *s++ = 0;
	}
}
