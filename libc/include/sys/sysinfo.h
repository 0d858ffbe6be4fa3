#ifndef _SYS_SYSINFO_H
#define _SYS_SYSINFO_H

#include <features.h>

#define SI_LOAD_SHIFT 16

/* The kernel's struct sysinfo on LP64 (112 bytes, as glibc's). */
struct sysinfo {
	long uptime;
	unsigned long loads[3];
	unsigned long totalram;
	unsigned long freeram;
	unsigned long sharedram;
	unsigned long bufferram;
	unsigned long totalswap;
	unsigned long freeswap;
	unsigned short procs, pad;
	unsigned long totalhigh;
	unsigned long freehigh;
	unsigned mem_unit;
};

__BEGIN_DECLS

int sysinfo(struct sysinfo *);
int get_nprocs_conf(void);
int get_nprocs(void);
long get_phys_pages(void);
long get_avphys_pages(void);

__END_DECLS

#endif
