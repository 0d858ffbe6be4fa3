#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include "stdio_impl.h"

static int is_dir(const char *d)
{
	/* Searchable and writable is what matters for a new name. */
	return d && *d && !__syscall(SYS_faccessat, AT_FDCWD, d, 3 /* W_OK|X_OK */);
}

/* Directory: $TMPDIR (ignored in set-id programs), DIR, P_tmpdir, /tmp,
 * the first that is usable. At most 5 bytes of PFX are kept (SUSv2). */
char *tempnam(const char *dir, const char *pfx)
{
	const char *d = libc.secure ? 0 : getenv("TMPDIR");
	if (!is_dir(d)) d = dir;
	if (!is_dir(d)) d = P_tmpdir;
	if (!is_dir(d)) d = "/tmp";
	if (!pfx) pfx = "file";

	size_t dl = strlen(d), pl = strnlen(pfx, 5);
	while (dl > 1 && d[dl - 1] == '/') dl--;
	char *s = malloc(dl + 1 + pl + 7);
	if (!s) return 0;
	memcpy(s, d, dl);
	s[dl] = '/';
	memcpy(s + dl + 1, pfx, pl);
	char *x = s + dl + 1 + pl;
	x[6] = 0;
	for (int try = 0; try < 100; try++) {
		__randname(x);
		if (__syscall(SYS_faccessat, AT_FDCWD, s, 0) == -ENOENT) return s;
	}
	free(s);
	errno = EEXIST;
	return 0;
}
