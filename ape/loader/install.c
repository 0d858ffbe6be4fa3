/* ape-loader --install TEMP FINAL: the last step of the APE script's first
 * run. The script copies the loader out of the APE file to TEMP (dd,
 * chmod) and runs that copy with this option. That the copy runs at all
 * proves the directory allows programs (not a noexec mount), and the
 * rename puts it in place atomically, so concurrent first runs all succeed
 * and leave one file. One static exec here replaces the mv and the
 * --version probe the script used to start (two dynamically linked
 * programs, most of a first run's cost). */
#include "loader.h"

#define AT_FDCWD (-100)
#define O_RDONLY 0
#define O_CLOEXEC 02000000
#define S_IFMT 0170000
#define S_IFDIR 0040000

_Static_assert(sizeof(struct arch_stat) == (ARCH_MACHINE == 62 ? 144 : 128),
	       "struct arch_stat does not match the kernel's");

static const char *after_slash(const char *p)
{
	const char *b = p;
	for (; *p; p++)
		if (*p == '/')
			b = p + 1;
	return b;
}

/* Removes TEMP, so that the script can tell "the loader ran and said no"
 * (TEMP gone) from "the loader could not run" (TEMP still there). */
static _Noreturn void refuse(struct ld *L, const char *temp, const char *msg, long err)
{
	ld_sys(SYS_unlinkat, AT_FDCWD, (long)temp, 0, 0, 0, 0);
	if (err)
		ld_die_errno(L, msg, err);
	ld_die(L, msg);
}

_Noreturn void ld_install(struct ld *L, const char *temp, const char *final)
{
	char dir[4096];
	const char *tb = after_slash(temp), *fb = after_slash(final);
	unsigned long n = (unsigned long)(tb - temp);
	L->prog = final;
	if (!*tb || !*fb)
		refuse(L, temp, "--install needs two file names", 0);
	/* One directory for both, opened once: the rename happens in the
	 * directory that was checked, whatever its path resolves to later. */
	if ((unsigned long)(fb - final) != n)
		refuse(L, temp, "--install: TEMP and FINAL must be in one directory", 0);
	for (unsigned long i = 0; i < n; i++)
		if (temp[i] != final[i])
			refuse(L, temp, "--install: TEMP and FINAL must be in one directory", 0);
	if (n >= sizeof dir)
		refuse(L, temp, "--install: path too long", 0);
	/* Trailing slashes go: "dir/" would follow a symlink despite O_NOFOLLOW. */
	while (n > 1 && temp[n - 1] == '/')
		n--;
	if (n == 0)
		dir[n++] = '.';
	else
		memcpy(dir, temp, n);
	dir[n] = 0;
	L->prog = dir;
	long dfd = ld_sys(SYS_openat, AT_FDCWD, (long)dir,
			  O_RDONLY | O_CLOEXEC | ARCH_O_DIRECTORY | ARCH_O_NOFOLLOW, 0, 0, 0);
	if (dfd < 0)
		refuse(L, temp, "cannot open the directory", -dfd);
	/* The script checked this before writing there; checked again here
	 * on the open directory because a loader in the cache runs every APE
	 * program of the user: only the user may be able to replace it. */
	struct arch_stat st;
	long r = ld_sys(SYS_fstat, dfd, (long)&st, 0, 0, 0, 0);
	if (r < 0)
		refuse(L, temp, "cannot stat the directory", -r);
	if ((st.st_mode & S_IFMT) != S_IFDIR || (st.st_mode & 022) ||
	    st.st_uid != (unsigned int)ld_sys(SYS_geteuid, 0, 0, 0, 0, 0, 0))
		refuse(L, temp, "not a directory owned by you and closed to others", 0);
	r = ld_sys(SYS_renameat, dfd, (long)tb, dfd, (long)fb, 0, 0);
	if (r < 0)
		refuse(L, temp, "cannot rename the new loader into place", -r);
	ld_exit(0);
}
