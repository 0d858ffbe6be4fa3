#define _GNU_SOURCE
#include <unistd.h>
#include <string.h>
#include <errno.h>
#include <limits.h>
#include "libc.h"

/* The search uses the caller's PATH (not ENVP's), as glibc and musl do;
 * read from environ directly so exec does not depend on getenv. */
static const char *path_var(char *const envp[])
{
	for (; envp && *envp; envp++)
		if (!strncmp(*envp, "PATH=", 5)) return *envp + 5;
	return "/usr/local/bin:/bin:/usr/bin";
}

/* A file the kernel cannot execute (ENOEXEC) is a shell script without
 * #!: POSIX has execvp hand it to the shell, as glibc does. */
static int exec_or_sh(const char *path, char *const argv[], char *const envp[])
{
	execve(path, argv, envp);
	if (errno != ENOEXEC) return -1;
	int n = 0;
	while (argv[n]) n++;
	char *nargv[n + 3];
	nargv[0] = "sh";
	nargv[1] = (char *)path;
	for (int i = 1; i <= n; i++) nargv[i + 1] = argv[i];
	if (!n) nargv[2] = 0;
	execve("/bin/sh", nargv, envp);
	errno = ENOEXEC;
	return -1;
}

static int search(const char *file, char *const argv[], char *const envp[],
                  int (*exec)(const char *, char *const [], char *const []))
{
	const char *p, *z, *path;
	size_t l, k;
	int seen_eacces = 0;

	errno = ENOENT;
	if (!*file) return -1;
	if (strchr(file, '/')) return exec(file, argv, envp);

	path = path_var(__environ);
	k = strnlen(file, NAME_MAX + 1);
	if (k > NAME_MAX) {
		errno = ENAMETOOLONG;
		return -1;
	}
	l = strnlen(path, PATH_MAX - 1) + 1;

	for (p = path; ; p = z) {
		char b[l + k + 1];
		z = strchrnul(p, ':');
		if ((size_t)(z - p) >= l) {
			if (!*z++) break;
			continue;
		}
		/* an empty element means the current directory */
		if (z > p) {
			memcpy(b, p, z - p);
			b[z - p] = '/';
			memcpy(b + (z - p) + (z > p), file, k + 1);
		} else {
			memcpy(b, file, k + 1);
		}
		exec(b, argv, envp);
		switch (errno) {
		case EACCES:
			seen_eacces = 1;
			/* fall through */
		case ENOENT:
		case ENOTDIR:
		case ELOOP:
		case ENAMETOOLONG:
		case ENODEV:
		case ETIMEDOUT:
		case ESTALE:
			break;
		default:
			return -1;
		}
		if (!*z++) break;
	}
	if (seen_eacces) errno = EACCES;
	return -1;
}

int __execvpe(const char *file, char *const argv[], char *const envp[])
{
	return search(file, argv, envp, exec_or_sh);
}

/* posix_spawnp's search: like glibc it does not fall back to the shell. */
int __execvpe_nosh(const char *file, char *const argv[], char *const envp[])
{
	return search(file, argv, envp, execve);
}

int execvp(const char *file, char *const argv[])
{
	return __execvpe(file, argv, __environ);
}

weak_alias(__execvpe, execvpe);
