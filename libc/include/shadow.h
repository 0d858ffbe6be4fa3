#ifndef _SHADOW_H
#define _SHADOW_H

#include <features.h>

#define __NEED_size_t
#define __NEED_FILE
#include <bits/alltypes.h>

struct spwd {
	char *sp_namp;
	char *sp_pwdp;
	long sp_lstchg;
	long sp_min;
	long sp_max;
	long sp_warn;
	long sp_inact;
	long sp_expire;
	unsigned long sp_flag;
};

__BEGIN_DECLS

void setspent(void);
void endspent(void);
struct spwd *getspent(void);
struct spwd *getspnam(const char *);
int getspnam_r(const char *, struct spwd *, char *, size_t, struct spwd **);
struct spwd *fgetspent(FILE *);
int putspent(const struct spwd *, FILE *);

__END_DECLS

#endif
