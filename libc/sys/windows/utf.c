/* UTF-16 (Windows) to UTF-8 (the rest of libc) and back. An unpaired
 * surrogate becomes its own 3-byte form and comes back as itself, so a
 * Windows name that is not valid UTF-16 still round-trips (WTF-8). */
#include <errno.h>
#include "win.h"

size_t __win_utf16_to_8(const WCHAR *w, size_t n, char *out)
{
	unsigned char *o = (unsigned char *)out;
	for (size_t i = 0; i < n; i++) {
		uint32_t c = w[i];
		if (c >= 0xd800 && c < 0xdc00 && i + 1 < n && w[i + 1] >= 0xdc00 && w[i + 1] < 0xe000)
			c = 0x10000 + ((c - 0xd800) << 10) + (w[++i] - 0xdc00);
		if (c < 0x80) *o++ = c;
		else if (c < 0x800) *o++ = 0xc0 | c >> 6, *o++ = 0x80 | (c & 63);
		else if (c < 0x10000) *o++ = 0xe0 | c >> 12, *o++ = 0x80 | (c >> 6 & 63), *o++ = 0x80 | (c & 63);
		else *o++ = 0xf0 | c >> 18, *o++ = 0x80 | (c >> 12 & 63), *o++ = 0x80 | (c >> 6 & 63),
			*o++ = 0x80 | (c & 63);
	}
	*o = 0;
	return o - (unsigned char *)out;
}

/* Returns the number of UTF-16 units written before the final 0, or
 * -EILSEQ for bytes that are not UTF-8, -ENAMETOOLONG when cap is short. */
long __win_utf8_to_16(const char *s, WCHAR *out, size_t cap)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t n = 0;
	while (*p) {
		uint32_t c = *p++;
		int more = c < 0x80 ? 0 : c >= 0xc2 && c < 0xe0 ? 1 : c >= 0xe0 && c < 0xf0 ? 2 :
			c >= 0xf0 && c < 0xf5 ? 3 : -1;
		if (more < 0) return -EILSEQ;
		c &= more == 0 ? 0x7f : 0x3f >> more;
		for (int k = 0; k < more; k++, p++) {
			if ((*p & 0xc0) != 0x80) return -EILSEQ;
			c = c << 6 | (*p & 63);
		}
		if ((more == 2 && c < 0x800) || (more == 3 && (c < 0x10000 || c > 0x10ffff)))
			return -EILSEQ;
		if (n + 3 > cap) return -ENAMETOOLONG;
		if (c >= 0x10000)
			c -= 0x10000, out[n++] = 0xd800 + (c >> 10), out[n++] = 0xdc00 + (c & 0x3ff);
		else
			out[n++] = c;
	}
	out[n] = 0;
	return n;
}

/* The netdb files libc reads (hosts, services, protocols, networks)
 * are in %SystemRoot%\System32\drivers\etc under Windows, where the
 * protocols file is named "protocol". */
static long etc_file(const char *name, WCHAR *out, size_t cap)
{
	static const char kEtc[][2][10] = {
		{ "hosts", "hosts" }, { "services", "services" },
		{ "protocols", "protocol" }, { "networks", "networks" },
	};
	for (size_t i = 0; i < sizeof kEtc / sizeof *kEtc; i++) {
		if (__builtin_strcmp(name, kEtc[i][0])) continue;
		DWORD n = WIN(GetSystemDirectoryW)(out, cap);
		if (!n || n >= cap) return n ? -ENAMETOOLONG : __win_errno();
		long m = __win_utf8_to_16("\\drivers\\etc\\", out + n, cap - n);
		if (m < 0) return m;
		long k = __win_utf8_to_16(kEtc[i][1], out + n + m, cap - n - m);
		return k < 0 ? k : n + m + k;
	}
	return 0;
}

/* A path as Windows takes it: "C:\x" and "C:/x" as they are, "/c/x" as
 * "c:/x" (the MSYS spelling), "/dev/null" as "NUL", the netdb files of
 * /etc as Windows's; anything else as it is (relative to the current
 * directory). */
long __win_path(const char *path, WCHAR *out, size_t cap)
{
	char drive[4];
	if (!path[0]) return -ENOENT;
	if (!__builtin_strncmp(path, "/etc/", 5)) {
		long r = etc_file(path + 5, out, cap);
		if (r) return r;
	}
	if (!__builtin_strcmp(path, "/dev/null")) path = "NUL";
	else if (path[0] == '/' && ((path[1] | 32) >= 'a' && (path[1] | 32) <= 'z') &&
		 (path[2] == '/' || !path[2])) {
		drive[0] = path[1], drive[1] = ':', drive[2] = '/', drive[3] = 0;
		long n = __win_utf8_to_16(drive, out, cap);
		if (n < 0) return n;
		long m = __win_utf8_to_16(path[2] ? path + 3 : "", out + n, cap - n);
		return m < 0 ? m : n + m;
	}
	return __win_utf8_to_16(path, out, cap);
}
