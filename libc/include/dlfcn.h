#ifndef _DLFCN_H
#define _DLFCN_H

#include <features.h>

/* polyport programs are linked statically: there is no dynamic loader.
 * What these functions can and cannot do is in docs/libc-dlfcn.md. */

#define RTLD_LAZY   1
#define RTLD_NOW    2
#define RTLD_NOLOAD 4
#define RTLD_NODELETE 4096
#define RTLD_GLOBAL 256
#define RTLD_LOCAL  0

#if defined(_GNU_SOURCE) || defined(_BSD_SOURCE)
#define RTLD_NEXT    ((void *)-1)
#define RTLD_DEFAULT ((void *)0)
#define RTLD_DI_LINKMAP 2

typedef struct {
	const char *dli_fname;
	void *dli_fbase;
	const char *dli_sname;
	void *dli_saddr;
} Dl_info;

/* _dl_find_object as glibc 2.35 lays it out on x86_64 and aarch64 (no
 * eh_dbase member): libgcc's unwinder, built against such a glibc, asks
 * it for the .eh_frame_hdr of the object holding a return address. */
#define DLFO_STRUCT_HAS_EH_DBASE 0
#define DLFO_STRUCT_HAS_EH_COUNT 0
#define DLFO_EH_SEGMENT_TYPE PT_GNU_EH_FRAME
struct link_map;
struct dl_find_object {
	unsigned long long dlfo_flags;
	void *dlfo_map_start;
	void *dlfo_map_end;
	struct link_map *dlfo_link_map;
	void *dlfo_eh_frame;
	unsigned long long __dflo_reserved[7];
};
#endif

__BEGIN_DECLS

int dlclose(void *);
char *dlerror(void);
void *dlopen(const char *, int);
void *dlsym(void *__restrict, const char *__restrict);

#if defined(_GNU_SOURCE) || defined(_BSD_SOURCE)
int dladdr(const void *, Dl_info *);
int _dl_find_object(void *, struct dl_find_object *);
#endif

__END_DECLS

#endif
