/* PATH under Windows. Windows writes it "C:\a;C:\b" (and names it Path
 * on a real system); POSIX code splits PATH at ':' and joins a name with
 * '/' (execvp, posix_spawnp, which, shells), so a program sees it the way
 * MSYS2 shows it: PATH=/c/a:/c/b. Those names go back to Windows through
 * __win_path, which reads the /c/ spelling; a new process gets its PATH
 * back in Windows's form, which every Windows program reads (and ours
 * turn around again). A PATH already in POSIX form is left alone either
 * way. Empty Windows elements are dropped (Windows skips them; POSIX
 * would read the current directory); quotes around an element go. */
#include <stddef.h>
#include "win.h"

static int is_path(const char *e)
{
	return (e[0] | 32) == 'p' && (e[1] | 32) == 'a' && (e[2] | 32) == 't' && (e[3] | 32) == 'h' &&
		e[4] == '=';
}

static int drive(const char *s) { return ((*s | 32) >= 'a' && (*s | 32) <= 'z') && s[1] == ':'; }

static int windows_form(const char *v)
{
	if (drive(v)) return 1;
	for (; *v; v++) if (*v == ';' || *v == '\\') return 1;
	return 0;
}

/* In place: the POSIX form is never longer. */
void __win_env_from_windows(char *e)
{
	if (!is_path(e) || !windows_form(e + 5)) return;
	__builtin_memcpy(e, "PATH", 4);
	char *in = e + 5, *o = e + 5;
	int first = 1;
	while (*in) {
		char *end = in;
		while (*end && *end != ';') end++;
		char *a = in, *z = end;
		if (a < z && *a == '"') a++;
		if (z > a && z[-1] == '"') z--;
		while (z - a > 1 && (z[-1] == '\\' || z[-1] == '/') && !(z - a == 3 && drive(a))) z--;
		if (a < z) {
			if (!first) *o++ = ':';
			first = 0;
			if (drive(a)) {
				char d = *a | 32;    /* read before o, which may be a, writes */
				a += 2;
				*o++ = '/', *o++ = d;
				if (a == z) ;                        /* "C:": that drive's root */
				else if (*a != '\\' && *a != '/') *o++ = '/';
				else if (z - a == 1) a++;            /* "C:\" is "/c" */
			}
			for (; a < z; a++) *o++ = *a == '\\' ? '/' : *a;
		}
		in = *end ? end + 1 : end;
	}
	*o = 0;
}

/* How long the Windows form of e may get (an empty element becomes "."). */
size_t __win_env_to_windows_size(const char *e)
{
	size_t n = 0;
	while (e[n]) n++;
	return 2 * n + 2;
}

/* Into out (of the size above): the Windows form of PATH, or e as it is. */
void __win_env_to_windows(const char *e, char *out)
{
	if (!is_path(e) || windows_form(e + 5)) {
		while ((*out++ = *e++));
		return;
	}
	__builtin_memcpy(out, e, 5);
	out += 5;
	const char *in = e + 5;
	for (;;) {
		const char *end = in;
		while (*end && *end != ':') end++;
		if (end == in) *out++ = '.';             /* POSIX's empty element: here */
		else if (in[0] == '/' && ((in[1] | 32) >= 'a' && (in[1] | 32) <= 'z') &&
		         (in[2] == '/' || end == in + 2)) {
			*out++ = in[1] & ~32, *out++ = ':', *out++ = '\\';   /* /c/x is C:\x */
			in += end == in + 2 ? 2 : 3;
		}
		for (; in < end; in++) *out++ = *in == '/' ? '\\' : *in;
		if (!*end) break;
		*out++ = ';';
		in = end + 1;
	}
	*out = 0;
}
