#define _GNU_SOURCE
#include <mntent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>

FILE *setmntent(const char *path, const char *mode)
{
	char m[8];
	size_t l = strlen(mode);
	if (l > sizeof m - 2) {
		errno = EINVAL;
		return 0;
	}
	memcpy(m, mode, l);
	memcpy(m + l, "e", 2);
	return fopen(path, m);
}

int endmntent(FILE *f)
{
	if (f) fclose(f);
	return 1;
}

/* fstab/mtab escape blanks, backslashes and newlines as \ooo octal. */
static char *unescape(char *s)
{
	char *r = s, *w = s;
	for (; *r; r++, w++) {
		if (r[0] == '\\' && r[1] >= '0' && r[1] <= '3' && r[2] >= '0' && r[2] <= '7'
		    && r[3] >= '0' && r[3] <= '7') {
			*w = (r[1] - '0') << 6 | (r[2] - '0') << 3 | (r[3] - '0');
			r += 3;
		} else *w = *r;
	}
	*w = 0;
	return s;
}

static char *word(char **s)
{
	char *p = *s + strspn(*s, " \t"), *e;
	if (!*p) return 0;
	e = p + strcspn(p, " \t");
	if (*e) *e++ = 0;
	*s = e;
	return unescape(p);
}

/* One entry per line; blank and '#' lines skipped; a line longer than
 * buf is dropped whole. Missing type/options read as "", missing
 * numbers as 0 (glibc). */
struct mntent *getmntent_r(FILE *f, struct mntent *m, char *buf, int size)
{
	for (;;) {
		if (!fgets(buf, size, f)) return 0;
		size_t l = strlen(buf);
		if (l && buf[l-1] == '\n') buf[--l] = 0;
		else if (!feof(f)) {
			int c;
			while ((c = getc(f)) != EOF && c != '\n');
			continue;
		}
		char *s = buf + strspn(buf, " \t");
		if (!*s || *s == '#') continue;
		if (!(m->mnt_fsname = word(&s)) || !(m->mnt_dir = word(&s))) continue;
		if (!(m->mnt_type = word(&s))) m->mnt_type = "";
		if (!(m->mnt_opts = word(&s))) m->mnt_opts = "";
		char *n = word(&s);
		m->mnt_freq = n ? atoi(n) : 0;
		n = word(&s);
		m->mnt_passno = n ? atoi(n) : 0;
		return m;
	}
}

struct mntent *getmntent(FILE *f)
{
	static struct mntent m;
	static char buf[8192];
	return getmntent_r(f, &m, buf, sizeof buf);
}
