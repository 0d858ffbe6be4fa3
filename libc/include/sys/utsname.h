#ifndef _SYS_UTSNAME_H
#define _SYS_UTSNAME_H

#include <features.h>

/* The kernel's new_utsname: six 65-byte fields. */
struct utsname {
	char sysname[65];
	char nodename[65];
	char release[65];
	char version[65];
	char machine[65];
#ifdef _GNU_SOURCE
	char domainname[65];
#else
	char __domainname[65];
#endif
};

#define _UTSNAME_LENGTH 65

__BEGIN_DECLS

int uname(struct utsname *);

__END_DECLS

#endif
