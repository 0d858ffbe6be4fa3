#define _GNU_SOURCE
#include <unistd.h>
#include <stdlib.h>

/* Whether gid is one of the supplementary groups getgroups lists (as in
 * glibc, the effective group counts only when the list holds it). The
 * list may be larger than any fixed buffer: ask its size, read it, and
 * start again if it grew in between. */
int group_member(gid_t gid)
{
	for (;;) {
		int n = getgroups(0, 0);
		if (n <= 0) return 0;
		gid_t *list = malloc(n * sizeof *list);
		if (!list) return 0;
		int got = getgroups(n, list), found = 0;
		for (int i = 0; i < got; i++)
			if (list[i] == gid) found = 1;
		free(list);
		if (got >= 0) return found;
	}
}
