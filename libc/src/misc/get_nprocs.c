#include <sys/sysinfo.h>
#include <fcntl.h>
#include <unistd.h>
#include "syscall.h"

/* Count the CPUs in a kernel cpu list file ("0-3,8,10-11"). */
static int count_list(const char *path)
{
	char buf[256];
	int fd = __syscall(SYS_openat, AT_FDCWD, path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) return -1;
	long n = __syscall(SYS_read, fd, buf, sizeof buf - 1);
	__syscall(SYS_close, fd);
	if (n <= 0) return -1;
	buf[n] = 0;

	int count = 0;
	for (char *p = buf; *p >= '0' && *p <= '9'; ) {
		unsigned a = 0, b;
		while (*p >= '0' && *p <= '9') a = a * 10 + *p++ - '0';
		b = a;
		if (*p == '-') {
			p++;
			b = 0;
			while (*p >= '0' && *p <= '9') b = b * 10 + *p++ - '0';
		}
		if (b >= a) count += b - a + 1;
		if (*p == ',') p++;
	}
	return count ? count : -1;
}

/* The CPUs this process may run on: what "how many workers?" wants. */
static int affinity_count(void)
{
	unsigned long set[128];
	long r = __syscall(SYS_sched_getaffinity, 0, sizeof set, set);
	if (r <= 0) return 1;
	int count = 0;
	for (long i = 0; i < r / (long)sizeof *set; i++)
		count += __builtin_popcountl(set[i]);
	return count ? count : 1;
}

/* Online CPUs, as glibc reads them: /sys first, affinity as fallback
 * (no /sys in a chroot or container). */
int get_nprocs(void)
{
	int n = count_list("/sys/devices/system/cpu/online");
	return n > 0 ? n : affinity_count();
}

int get_nprocs_conf(void)
{
	int n = count_list("/sys/devices/system/cpu/possible");
	return n > 0 ? n : get_nprocs();
}

long get_phys_pages(void)
{
	struct sysinfo si;
	if (sysinfo(&si)) return -1;
	unsigned long unit = si.mem_unit ? si.mem_unit : 1;
	return (unsigned long long)si.totalram * unit / libc.page_size;
}

long get_avphys_pages(void)
{
	struct sysinfo si;
	if (sysinfo(&si)) return -1;
	unsigned long unit = si.mem_unit ? si.mem_unit : 1;
	return (unsigned long long)(si.freeram + si.bufferram) * unit / libc.page_size;
}
