#ifndef _GRP_H
#define _GRP_H

#include <features.h>

#define __NEED_size_t
#define __NEED_gid_t
#if defined(_GNU_SOURCE) || defined(_BSD_SOURCE)
#define __NEED_FILE
#endif
#include <bits/alltypes.h>

struct group {
	char *gr_name;
	char *gr_passwd;
	gid_t gr_gid;
	char **gr_mem;
};

__BEGIN_DECLS

struct group *getgrgid(gid_t);
struct group *getgrnam(const char *);
int getgrgid_r(gid_t, struct group *, char *, size_t, struct group **);
int getgrnam_r(const char *, struct group *, char *, size_t, struct group **);

struct group *getgrent(void);
void endgrent(void);
void setgrent(void);

#if defined(_GNU_SOURCE) || defined(_BSD_SOURCE)
struct group *fgetgrent(FILE *);
int putgrent(const struct group *, FILE *);
int getgrouplist(const char *, gid_t, gid_t *, int *);
int initgroups(const char *, gid_t);
int setgroups(size_t, const gid_t *);
#endif

__END_DECLS

#endif
