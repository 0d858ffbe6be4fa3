/* --print-notices: the licence notices of an existing APE file, found
 * through the script's ape_notices_off= and ape_notices_len= fields. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "apelink.h"

static int field(const char *head, const char *key, unsigned long long *v)
{
	const char *p = strstr(head, key);
	char *end;
	if (!p)
		return -1;
	*v = strtoull(p + strlen(key), &end, 10);
	return end == p + strlen(key) ? -1 : 0;
}

int al_print_notices(const char *ape)
{
	struct al_file f;
	unsigned long long off, len;
	al_read_file(&f, ape);
	if (!ape_is_ape(f.data, f.size))
		al_die("%s: not an APE file", ape);
	char *head = calloc(1, APE_SCAN + 1);
	if (!head)
		al_die("%s: out of memory", ape);
	size_t n = f.size < APE_SCAN ? f.size : APE_SCAN;
	for (size_t i = 0; i < n; i++)
		head[i] = f.data[i] ? (char)f.data[i] : ' ';
	if (field(head, "ape_notices_off=", &off) || field(head, "ape_notices_len=", &len))
		al_die("%s: this APE file has no notices field", ape);
	if (off > f.size || len > f.size - off)
		al_die("%s: the notices lie outside the file", ape);
	if (!len)
		al_die("%s: no notices are embedded in this file", ape);
	fwrite(f.data + off, 1, len, stdout);
	return fflush(stdout) ? 1 : 0;
}
