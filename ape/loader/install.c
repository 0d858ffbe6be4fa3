/* ape-loader --install TEMP FINAL: the last step of the APE script's first
 * run. The script copies the loader out of the APE file to TEMP (dd,
 * chmod) and runs that copy with this option. That the copy runs at all
 * proves the directory allows programs (not a noexec mount), and the
 * rename puts it in place atomically, so concurrent first runs all succeed
 * and leave one file. One static exec here replaces the mv and the
 * --version probe the script used to start (two dynamically linked
 * programs, most of a first run's cost). Every byte here is in every APE
 * file twice (once per arch), hence the terse code and messages. */
#include "loader.h"

_Static_assert(sizeof(struct arch_stat) == (ARCH_MACHINE == 62 ? 144 : 128),
	       "struct arch_stat does not match the kernel's");

static char *after_slash(char *p)
{
	char *b = p;
	for (; *p; p++)
		if (*p == '/')
			b = p + 1;
	return b;
}

_Noreturn void ld_install(struct ld *L, char *temp, char *final)
{
	char *tb = after_slash(temp), *fb = after_slash(final);
	long n = tb - temp;
	L->prog = final;
	/* One directory for both, opened once: the rename happens in the
	 * directory that was checked, whatever its path resolves to later. */
	if (fb - final != n)
		goto apart;
	for (long i = 0; i < n; i++)
		if (temp[i] != final[i])
			goto apart;
	/* TEMP's directory part, cut in place (argv is ours to write), with
	 * no trailing slash: "dir/" would follow a symlink despite O_NOFOLLOW. */
	const char *dir = ".";
	if (n) {
		while (n > 1 && temp[n - 1] == '/')
			n--;
		temp[n] = 0;
		dir = temp;
	}
	L->prog = dir;
	struct arch_stat st;
	long dfd = ld_sys(SYS_openat, AT_FDCWD, (long)dir,
			  O_RDONLY | O_CLOEXEC | ARCH_O_DIRECTORY | ARCH_O_NOFOLLOW, 0, 0, 0);
	long r = dfd < 0 ? dfd : ld_sys(SYS_fstat, dfd, (long)&st, 0, 0, 0, 0);
	if (r < 0)
		ld_die_errno(L, "cannot open", -r);
	/* The script checked this before writing there; checked again on the
	 * open directory because a loader in the cache runs every APE program
	 * of the user: only the user may be able to replace it. */
	if ((st.st_mode & 022) || st.st_uid != (unsigned int)ld_sys(SYS_geteuid, 0, 0, 0, 0, 0, 0))
		ld_die(L, "not a directory owned by you and closed to others");
	/* The sticky bit marks the directory as checked, with every one
	 * above it (the script did that before it wrote TEMP): only the owner
	 * or root can set it, so the script's later runs, which test it with
	 * builtins, know a directory no one else has arranged. Where the file
	 * system keeps no such bit, they check again each time (ls). */
	ld_sys(SYS_fchmod, dfd, (st.st_mode & 07777) | 01000, 0, 0, 0, 0);
	r = ld_sys(SYS_renameat, dfd, (long)tb, dfd, (long)fb, 0, 0);
	if (r < 0)
		ld_die_errno(L, "cannot rename", -r);
	ld_exit(0);
apart:
	ld_die(L, "TEMP and FINAL not in one directory");
}
