#include <errno.h>
#include <string.h>
#include <unistd.h>
#include "__zipfs.h"

/* Days from 1970-01-01 to a civil date (proleptic Gregorian). */
static long long days(int y, unsigned m, unsigned d)
{
	y -= m <= 2;
	long long era = (y >= 0 ? y : y - 399) / 400;
	unsigned yoe = (unsigned)(y - era * 400);
	unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
	unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return era * 146097 + doe - 719468;
}

int __zipfs_stat(const char *path, struct stat *st)
{
	struct __zipfs_entry e;
	int r = __zipfs_lookup(path, &e);
	if (r) return r;
	memset(st, 0, sizeof *st);
	st->st_ino = e.index + 1;
	st->st_nlink = e.isdir ? 2 : 1;
	if (e.isdir)
		st->st_mode = S_IFDIR | 0555;
	else
		st->st_mode = S_IFREG | ((e.mode & S_IFMT) == S_IFREG ? e.mode & 0555 : 0444);
	st->st_size = e.isdir ? 0 : (off_t)e.size;
	st->st_blksize = 4096;
	st->st_blocks = (blkcnt_t)((e.size + 511) / 512);
	if (e.dosdate) {
		long long t = days(1980 + (e.dosdate >> 9), (e.dosdate >> 5) & 15, e.dosdate & 31) * 86400
			+ (e.dostime >> 11) * 3600 + ((e.dostime >> 5) & 63) * 60 + (e.dostime & 31) * 2;
		st->st_mtim.tv_sec = st->st_atim.tv_sec = st->st_ctim.tv_sec = (time_t)t;
	}
	return 0;
}

int __zipfs_access(const char *path, int amode)
{
	struct stat st;
	int r = __zipfs_stat(path, &st);
	if (r) return r;
	if (amode & W_OK) return -EROFS;
	if ((amode & X_OK) && !(st.st_mode & 0111)) return -EACCES;
	return 0;
}
