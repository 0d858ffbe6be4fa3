#define _GNU_SOURCE
#include <mntent.h>
#include <stdio.h>

static void put(FILE *f, const char *s)
{
	for (; *s; s++) {
		if (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\\')
			fprintf(f, "\\%03o", (unsigned char)*s);
		else putc(*s, f);
	}
	putc(' ', f);
}

/* Appended at the end whatever the stream position; 0 on success, 1 on
 * failure (glibc's convention). */
int addmntent(FILE *f, const struct mntent *m)
{
	if (fseek(f, 0, SEEK_END)) return 1;
	put(f, m->mnt_fsname);
	put(f, m->mnt_dir);
	put(f, m->mnt_type);
	put(f, m->mnt_opts);
	fprintf(f, "%d %d\n", m->mnt_freq, m->mnt_passno);
	return fflush(f) || ferror(f) ? 1 : 0;
}
