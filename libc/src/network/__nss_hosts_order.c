#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "lookup.h"

static const char *const status_name[] = { "success", "notfound", "unavail", "tryagain" };

/* Apply "[!STATUS=ACTION ...]" to the actions of the source before it.
 * Returns the text after the closing bracket, or 0 if malformed. */
static char *actions(char *s, int *act)
{
	for (s++;;) {
		s += strspn(s, " \t");
		if (*s == ']') return s + 1;
		int neg = *s == '!';
		char *eq = strchr(s += neg, '='), *end;
		if (!eq) return 0;
		int st = -1;
		for (int i = 0; i < 4; i++)
			if ((size_t)(eq - s) == strlen(status_name[i]) && !strncasecmp(s, status_name[i], eq - s)) st = i;
		end = eq + 1 + strcspn(eq + 1, " \t]");
		/* "merge" acts as "continue" here: nothing to merge with. */
		int ret = (size_t)(end - eq - 1) == 6 && !strncasecmp(eq + 1, "return", 6);
		if (st < 0) return 0;
		for (int i = 0; i < 4; i++)
			if (neg ? i != st : i == st) act[i] = ret;
		s = end;
	}
}

/* The sources of the "hosts:" line of /etc/nsswitch.conf in order, each
 * with whether a status ends the lookup (1) or continues it (0). Without
 * the file or the line: files, then dns, as glibc. */
int __nss_hosts_order(char (*src)[16], int (*act)[4], int max)
{
	FILE *f = fopen("/etc/nsswitch.conf", "re");
	char *line = 0, *s = 0;
	size_t cap = 0;
	int n = 0;
	if (f) {
		while ((s = __db_line(f, &line, &cap)))
			if (!strncmp(s, "hosts", 5) && (s[5 + strspn(s + 5, " \t")] == ':')) break;
		fclose(f);
	}
	if (s) {
		s = strchr(s, ':') + 1;
		for (;;) {
			s += strspn(s, " \t\r\n");
			if (!*s) break;
			if (*s == '[') {
				if (!n || !(s = actions(s, act[n-1]))) break;
				continue;
			}
			size_t l = strcspn(s, " \t\r\n[");
			if (n == max) break;
			if (l >= sizeof *src) l = sizeof *src - 1;
			memcpy(src[n], s, l);
			src[n][l] = 0;
			act[n][LK_SUCCESS] = 1;
			act[n][LK_NOTFOUND] = act[n][LK_UNAVAIL] = act[n][LK_TRYAGAIN] = 0;
			n++;
			s += strcspn(s, " \t\r\n[");
		}
	}
	free(line);
	if (!n) {
		static const int dflt[4] = { 1, 0, 0, 0 };
		strcpy(src[0], "files");
		strcpy(src[1], "dns");
		memcpy(act[0], dflt, sizeof dflt);
		memcpy(act[1], dflt, sizeof dflt);
		n = 2;
	}
	return n;
}
