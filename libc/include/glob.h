#ifndef _GLOB_H
#define _GLOB_H

#include <features.h>

#define __NEED_size_t
#include <bits/alltypes.h>

struct dirent;
struct stat;

/* glibc's layout, including the GLOB_ALTDIRFUNC hooks (GNU make
 * supplies its own directory cache through them). */
typedef struct {
	size_t gl_pathc;
	char **gl_pathv;
	size_t gl_offs;
	int gl_flags;
	void (*gl_closedir)(void *);
	struct dirent *(*gl_readdir)(void *);
	void *(*gl_opendir)(const char *);
	int (*gl_lstat)(const char *__restrict, struct stat *__restrict);
	int (*gl_stat)(const char *__restrict, struct stat *__restrict);
} glob_t;

#define GLOB_ERR      (1 << 0)
#define GLOB_MARK     (1 << 1)
#define GLOB_NOSORT   (1 << 2)
#define GLOB_DOOFFS   (1 << 3)
#define GLOB_NOCHECK  (1 << 4)
#define GLOB_APPEND   (1 << 5)
#define GLOB_NOESCAPE (1 << 6)
#define GLOB_PERIOD   (1 << 7)
#if defined(_GNU_SOURCE) || defined(_BSD_SOURCE)
#define GLOB_MAGCHAR     (1 << 8)
#define GLOB_ALTDIRFUNC  (1 << 9)
#define GLOB_BRACE       (1 << 10)
#define GLOB_NOMAGIC     (1 << 11)
#define GLOB_TILDE       (1 << 12)
#define GLOB_ONLYDIR     (1 << 13)
#define GLOB_TILDE_CHECK (1 << 14)
#endif

#define GLOB_NOSPACE 1
#define GLOB_ABORTED 2
#define GLOB_NOMATCH 3
#define GLOB_NOSYS   4
#if defined(_GNU_SOURCE) || defined(_BSD_SOURCE)
#define GLOB_ABEND GLOB_ABORTED
#endif

__BEGIN_DECLS

int glob(const char *__restrict, int, int (*)(const char *, int), glob_t *__restrict);
void globfree(glob_t *);

__END_DECLS

#endif
