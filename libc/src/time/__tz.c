#include <time.h>
#include <limits.h>
#include <sys/mman.h>
#include "syscall.h"
#include "lock.h"
#include "time_impl.h"
#include "../zip/__zipfs.h"

/* The time-zone engine: which zone TZ names, its TZif data or POSIX rule,
 * and the offset/DST/abbreviation in effect at a UTC instant. One file
 * because the loader, the TZ-string parser and the lookup share one
 * cached zone under one lock.
 *
 * TZ unset: /etc/localtime, else UTC. TZ="": UTC. Otherwise (after an
 * optional ':') glibc's order: a TZif file (absolute, or under TZDIR,
 * /usr/share/zoneinfo, then the program's own /zip/usr/share/zoneinfo),
 * then a POSIX TZ string. A TZif file is
 * mapped, not copied; its 64-bit section is used when present, and its
 * footer TZ string from the last transition on. Leap-second records
 * ("right/" zones) are not applied. Abbreviations are interned in a pool
 * that only grows, so tm_zone and tzname[] stay valid when TZ changes. */

/* Linux values, identical on x86_64 and aarch64; spelled here so time
 * does not depend on <fcntl.h>. */
#define TZ_O_RDONLY 0
#define TZ_O_CLOEXEC 02000000
#define TZ_AT_FDCWD (-100)
#define TZ_SEEK_END 2

#define TZDEFAULT "/etc/localtime"
#define TZDIR_DEFAULT "/usr/share/zoneinfo"
#define TZDIR_ZIP "/zip/usr/share/zoneinfo"

char *tzname[2] = { "GMT", "GMT" };
long timezone;
int daylight;

struct rule {
	char kind;	/* 'J' (1-365, no Feb 29), 'n' (0-365), 'M' (m.w.d) */
	short m, w, d;
	int n;
	long time;	/* seconds after local midnight; may be <0 or >24h */
};

static struct zone {
	const unsigned char *map;
	size_t map_size;
	int pinned;	/* abbreviations point into the map: never unmap */
	int width;	/* 4 (v1) or 8 bytes per transition time */
	const unsigned char *times, *idx, *types, *abbr;
	size_t timecnt, typecnt, charcnt;
	int have_rule, have_dst;
	long std_off, dst_off;	/* east of UTC */
	const char *std_name, *dst_name;
	struct rule r[2];
	const char *tnames[256];	/* interned abbreviation of each type */
} z;

static volatile int lock[1];
static char cached[512];
static int cache_state;	/* 0 nothing cached, 1 cached (maybe unset), -1 too long */
static int cached_unset;

static char pool[8192];
static size_t pool_used;
static char fallback[2][64];

void __tz_lock(void) { LOCK(lock); }
void __tz_unlock(void) { UNLOCK(lock); }

static size_t slen(const char *s)
{
	size_t n = 0;
	while (s[n]) n++;
	return n;
}

static int prefix(const char *s, const char *p)
{
	while (*p && *s == *p) s++, p++;
	return !*p;
}

static const char *env(const char *name)
{
	size_t n = slen(name);
	if (!__environ) return 0;
	for (char **e = __environ; *e; e++)
		if (prefix(*e, name) && (*e)[n] == '=') return *e + n + 1;
	return 0;
}

/* Find or add s[0..len) in the pool; 0 when the pool is full. */
static const char *intern(const char *s, size_t len)
{
	for (size_t i = 0; i < pool_used; ) {
		size_t l = slen(pool + i), k;
		if (l == len) {
			for (k = 0; k < len && pool[i + k] == s[k]; k++);
			if (k == len) return pool + i;
		}
		i += l + 1;
	}
	if (pool_used + len + 1 > sizeof pool) return 0;
	char *p = pool + pool_used;
	for (size_t k = 0; k < len; k++) p[k] = s[k];
	p[len] = 0;
	pool_used += len + 1;
	return p;
}

/* Names from a TZ string: interned, or (pool exhausted, which takes
 * thousands of distinct names) a per-slot buffer reused on the next load. */
static const char *keep_name(const char *s, size_t len, int slot)
{
	const char *p = intern(s, len);
	if (p) return p;
	if (len >= sizeof fallback[slot]) len = sizeof fallback[slot] - 1;
	for (size_t k = 0; k < len; k++) fallback[slot][k] = s[k];
	fallback[slot][len] = 0;
	return fallback[slot];
}

/* ---- POSIX TZ strings ---- */

static int isalpha_(int c) { return (unsigned)((c | 32) - 'a') < 26; }
static int isdigit_(int c) { return (unsigned)(c - '0') < 10; }

static const char *parse_name(const char *s, const char **name, size_t *len)
{
	const char *start;
	if (*s == '<') {
		start = ++s;
		while (isalpha_(*s) || isdigit_(*s) || *s == '+' || *s == '-') s++;
		if (*s != '>') return 0;
		*len = s - start;
		s++;
	} else {
		start = s;
		while (isalpha_(*s)) s++;
		*len = s - start;
	}
	*name = start;
	return *len >= 3 ? s : 0;
}

static const char *parse_num(const char *s, int *v, int max)
{
	if (!isdigit_(*s)) return 0;
	long x = 0;
	while (isdigit_(*s)) {
		if (x < 100000) x = x * 10 + (*s - '0');
		s++;
	}
	*v = x > max ? max : x;
	return s;
}

/* [+-]hh[:mm[:ss]] -> seconds. Offsets allow 24 hours, rule times 167
 * (RFC 8536 extends POSIX there); minutes and seconds clamp at 59. */
static const char *parse_hms(const char *s, long *out, int maxh)
{
	int sign = 1, h, m = 0, sec = 0;
	if (*s == '+' || *s == '-') sign = *s++ == '-' ? -1 : 1;
	if (!(s = parse_num(s, &h, maxh))) return 0;
	if (*s == ':') {
		if (!(s = parse_num(s + 1, &m, 59))) return 0;
		if (*s == ':' && !(s = parse_num(s + 1, &sec, 59))) return 0;
	}
	*out = sign * (h * 3600L + m * 60L + sec);
	return s;
}

static const char *parse_rule(const char *s, struct rule *r)
{
	int v;
	if (*s == 'J') {
		if (!(s = parse_num(s + 1, &v, 365)) || v < 1) return 0;
		r->kind = 'J', r->n = v;
	} else if (*s == 'M') {
		int m, w, d;
		if (!(s = parse_num(s + 1, &m, 12)) || *s != '.' || m < 1) return 0;
		if (!(s = parse_num(s + 1, &w, 5)) || *s != '.' || w < 1) return 0;
		if (!(s = parse_num(s + 1, &d, 6))) return 0;
		r->kind = 'M', r->m = m, r->w = w, r->d = d;
	} else {
		if (!(s = parse_num(s, &v, 365))) return 0;
		r->kind = 'n', r->n = v;
	}
	r->time = 7200;
	if (*s == '/' && !(s = parse_hms(s + 1, &r->time, 167))) return 0;
	return s;
}

/* Fills the rule part of z. Returns 2 on success, 1 when only the
 * standard name parsed (glibc then runs UTC under that name), 0 if not
 * even that. */
static int parse_posix(const char *s)
{
	const char *name;
	size_t len;
	long off;

	if (!(s = parse_name(s, &name, &len))) return 0;
	z.std_name = keep_name(name, len, 0);
	z.dst_name = "";
	if (!(s = parse_hms(s, &off, 24))) return 1;
	z.std_off = -off;
	z.dst_off = z.std_off;
	z.dst_name = z.std_name;
	z.have_rule = 1;
	z.have_dst = 0;
	if (!*s) return 2;
	if (!(s = parse_name(s, &name, &len))) return 2;
	z.dst_name = keep_name(name, len, 1);
	z.have_dst = 1;
	z.dst_off = z.std_off + 3600;
	if (*s && *s != ',') {
		const char *t = parse_hms(s, &off, 24);
		if (t) z.dst_off = -off, s = t;
	}
	/* No rule given: the US rules, as glibc's posixrules file gives for
	 * current dates. */
	z.r[0] = (struct rule){ 'M', 3, 2, 0, 0, 7200 };
	z.r[1] = (struct rule){ 'M', 11, 1, 0, 0, 7200 };
	if (*s == ',') {
		struct rule a, b;
		const char *t = parse_rule(s + 1, &a);
		if (t && *t == ',' && parse_rule(t + 1, &b)) z.r[0] = a, z.r[1] = b;
	}
	return 2;
}

/* UTC instant at which rule r fires in year y, the local clock then
 * showing offset off. glibc counts days from 1970-01-01 for every year up
 * to 1970 (weekdays and leap days still from y), so for earlier years the
 * rule fires in 1970 and the zone reads as standard time (daylight time,
 * south of the equator); we give the same answers. */
static long long rule_change(const struct rule *r, long long y, long off)
{
	int leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
	long long jan1 = __days_from_civil(y, 1, 1);
	long long day;
	if (r->kind == 'J') {
		day = r->n - 1 + (leap && r->n >= 60);
	} else if (r->kind == 'n') {
		day = r->n;
	} else {
		long long first = __days_from_civil(y, r->m, 1);
		int wd = ((first + 4) % 7 + 7) % 7;
		int mday = 1 + (r->d - wd + 7) % 7 + (r->w - 1) * 7;
		int dim = __days_in_month(y, r->m - 1);
		while (mday > dim) mday -= 7;
		day = first - jan1 + mday - 1;
	}
	if (y <= 1970) jan1 = 0;
	return (jan1 + day) * 86400 + r->time - off;
}

static void rule_info(long long t, long *off, int *isdst, const char **name)
{
	struct tm tm;
	int dst = 0;
	/* Like glibc, the rule year is the UTC year of t. */
	if (z.have_dst && __secs_to_tm(t, &tm) == 0) {
		long long y = tm.tm_year + 1900LL;
		long long start = rule_change(&z.r[0], y, z.std_off);
		long long end = rule_change(&z.r[1], y, z.dst_off);
		dst = start < end ? t >= start && t < end : t < end || t >= start;
	}
	*isdst = dst;
	*off = dst ? z.dst_off : z.std_off;
	*name = dst ? z.dst_name : z.std_name;
}

/* ---- TZif ---- */

static unsigned long long be(const unsigned char *p, int n)
{
	unsigned long long v = 0;
	while (n--) v = v << 8 | *p++;
	return v;
}

static long long trans_at(size_t i)
{
	const unsigned char *p = z.times + i * z.width;
	return z.width == 8 ? (long long)be(p, 8) : (long long)(int)be(p, 4);
}

static void type_info(size_t type, long *off, int *isdst, const char **name)
{
	const unsigned char *p = z.types + 6 * type;
	*off = (int)be(p, 4);
	*isdst = p[4] != 0;
	*name = z.tnames[type];
}

/* Counts of a TZif header; 0 unless it is one. */
static int header(const unsigned char *p, size_t avail, size_t c[6])
{
	if (avail < 44 || p[0] != 'T' || p[1] != 'Z' || p[2] != 'i' || p[3] != 'f') return 0;
	for (int i = 0; i < 6; i++) c[i] = be(p + 20 + 4 * i, 4);
	return 1;
}

/* Size of a data block: isutcnt isstdcnt leapcnt timecnt typecnt charcnt. */
static size_t block_size(const size_t c[6], int w)
{
	return c[3] * w + c[3] + c[4] * 6 + c[5] + c[2] * (w + 4) + c[1] + c[0];
}

static int parse_tzif(const unsigned char *map, size_t size)
{
	size_t c[6];
	const unsigned char *p = map;
	int w = 4;
	if (!header(p, size, c)) return 0;
	if (c[3] > 100000 || c[4] > 256 || c[5] > 100000 || c[2] > 100000 || c[0] > 256 || c[1] > 256)
		return 0;
	size_t n = block_size(c, 4);
	if (44 + n > size) return 0;
	if (map[4] >= '2') {
		p = map + 44 + n;
		if (!header(p, size - (p - map), c)) return 0;
		if (c[3] > 100000 || c[4] > 256 || c[5] > 100000 || c[2] > 100000 || c[0] > 256 || c[1] > 256)
			return 0;
		w = 8;
		n = block_size(c, 8);
		if ((size_t)(p - map) + 44 + n > size) return 0;
	}
	if (!c[4] || !c[5]) return 0;
	p += 44;
	z.width = w;
	z.timecnt = c[3];
	z.typecnt = c[4];
	z.charcnt = c[5];
	z.times = p;
	z.idx = p + c[3] * w;
	z.types = z.idx + c[3];
	z.abbr = z.types + c[4] * 6;
	for (size_t i = 0; i < z.timecnt; i++)
		if (z.idx[i] >= z.typecnt) return 0;
	for (size_t i = 0; i < z.typecnt; i++)
		if (z.types[6 * i + 5] >= z.charcnt) return 0;
	if (z.abbr[z.charcnt - 1]) return 0;
	/* Intern the names once here, so lookups are O(log n) and the strings
	 * outlive the mapping. */
	for (size_t i = 0; i < z.typecnt; i++) {
		const char *a = (const char *)z.abbr + z.types[6 * i + 5];
		z.tnames[i] = intern(a, slen(a));
		if (!z.tnames[i]) {
			z.tnames[i] = a;
			z.pinned = 1;
		}
	}

	/* The footer: "\n<TZ string>\n" after the 64-bit block. */
	const unsigned char *f = p + block_size(c, w);
	if (w == 8 && f < map + size && *f == '\n') {
		char buf[256];
		size_t k = 0;
		for (f++; f < map + size && *f != '\n' && k < sizeof buf - 1; f++) buf[k++] = *f;
		buf[k] = 0;
		if (k && parse_posix(buf) != 2) z.have_rule = 0;
	}
	return 1;
}

static int load_file(const char *path)
{
	int fd = __zipfs_path(path) ? __zipfs_open(path, TZ_O_RDONLY | TZ_O_CLOEXEC)
		: __syscall(SYS_openat, TZ_AT_FDCWD, path, TZ_O_RDONLY | TZ_O_CLOEXEC);
	if (fd < 0) return 0;
	long size = __syscall(SYS_lseek, fd, 0, TZ_SEEK_END);
	long m = size >= 44 && size < (1 << 20)
		? __syscall(SYS_mmap, 0, size, PROT_READ, MAP_PRIVATE, fd, 0) : -1;
	__syscall(SYS_close, fd);
	if ((unsigned long)m > -4096UL) return 0;
	z.map = (const void *)m;
	z.map_size = size;
	if (parse_tzif(z.map, size)) return 1;
	__syscall(SYS_munmap, z.map, z.map_size);
	z = (struct zone){ 0 };
	return 0;
}

static int contains_dotdot(const char *s)
{
	for (; *s; s++) if (s[0] == '.' && s[1] == '.' && s[2] == '/') return 1;
	return 0;
}

static int load_named(const char *name)
{
	char path[PATH_MAX];
	if (*name == '/') {
		/* Set-id programs only read the zone database. */
		if (libc.secure && (contains_dotdot(name)
		    || !(prefix(name, TZDEFAULT) && !name[sizeof TZDEFAULT - 1])
		    && !prefix(name, TZDIR_DEFAULT "/")))
			return 0;
		return load_file(name);
	}
	if (libc.secure && contains_dotdot(name)) return 0;
	/* TZDIR, the system's database, then the one a program may carry in
	 * its own zip store, for hosts that have none (containers). */
	const char *dirs[3] = { libc.secure ? 0 : env("TZDIR"), TZDIR_DEFAULT, TZDIR_ZIP };
	for (int k = 0; k < 3; k++) {
		const char *dir = dirs[k];
		if (!dir || !*dir) continue;
		size_t dl = slen(dir), nl = slen(name);
		if (dl + nl + 2 > sizeof path) continue;
		for (size_t i = 0; i < dl; i++) path[i] = dir[i];
		path[dl] = '/';
		for (size_t i = 0; i <= nl; i++) path[dl + 1 + i] = name[i];
		if (load_file(path)) return 1;
	}
	return 0;
}

/* tzname/timezone/daylight for a TZif zone, chosen as glibc does: the
 * types of the most recent standard-time and daylight-time transitions
 * give the names and the two offsets. */
static void set_globals_tzif(void)
{
	const char *names[2] = { 0, 0 };
	long offs[2] = { 0, 0 };
	for (size_t i = z.timecnt; i-- > 0 && !(names[0] && names[1]); ) {
		long off; int dst; const char *nm;
		type_info(z.idx[i], &off, &dst, &nm);
		if (!names[dst]) names[dst] = nm, offs[dst] = off;
	}
	if (!names[0]) {
		int dst;
		type_info(0, &offs[0], &dst, &names[0]);
	}
	if (!names[1]) names[1] = names[0], offs[1] = offs[0];
	tzname[0] = (char *)names[0];
	tzname[1] = (char *)names[1];
	timezone = -offs[0];
	daylight = offs[0] != offs[1];
}

static void load(const char *tz)
{
	if (z.map && !z.pinned) __syscall(SYS_munmap, z.map, z.map_size);
	z = (struct zone){ 0 };
	z.std_name = z.dst_name = "UTC";

	if (tz && *tz == ':') tz++;
	if (!tz ? load_file(TZDEFAULT) : *tz && load_named(tz)) {
		set_globals_tzif();
		return;
	}
	z = (struct zone){ 0 };
	z.std_name = z.dst_name = "UTC";
	if (tz && *tz) {
		int r = parse_posix(tz);
		if (r == 0) z.std_name = z.dst_name = "";
		z.have_rule = 1;
	}
	tzname[0] = (char *)z.std_name;
	tzname[1] = (char *)z.dst_name;
	timezone = -z.std_off;
	daylight = z.have_dst;
}

void __tz_sync(void)
{
	const char *tz = env("TZ");
	if (cache_state == 1 && (tz ? !cached_unset && prefix(tz, cached) && !tz[slen(cached)] : cached_unset))
		return;
	if (!tz) {
		cached_unset = 1;
		cache_state = 1;
	} else if (slen(tz) < sizeof cached) {
		size_t k = 0;
		for (; tz[k]; k++) cached[k] = tz[k];
		cached[k] = 0;
		cached_unset = 0;
		cache_state = 1;
	} else {
		cache_state = -1;
	}
	load(tz);
}

void __tz_info(long long t, long *off, int *isdst, const char **name)
{
	if (!z.map) {
		rule_info(t, off, isdst, name);
		return;
	}
	if (z.timecnt && t >= trans_at(0)) {
		if (t >= trans_at(z.timecnt - 1) && z.have_rule) {
			rule_info(t, off, isdst, name);
			return;
		}
		size_t lo = 0, hi = z.timecnt - 1;
		while (lo < hi) {
			size_t mid = lo + (hi - lo + 1) / 2;
			if (trans_at(mid) <= t) lo = mid;
			else hi = mid - 1;
		}
		type_info(z.idx[lo], off, isdst, name);
		return;
	}
	/* Slim files may carry no transitions at all, only the footer. */
	if (!z.timecnt && z.have_rule) {
		rule_info(t, off, isdst, name);
		return;
	}
	/* Before the first transition: the first standard-time type. */
	size_t i = 0;
	while (i < z.typecnt && z.types[6 * i + 4]) i++;
	type_info(i < z.typecnt ? i : 0, off, isdst, name);
}

void tzset(void)
{
	LOCK(lock);
	__tz_sync();
	UNLOCK(lock);
}
