#define _GNU_SOURCE
#include <wordexp.h>
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* The shell does the expansions (tilde, parameters, arithmetic, command
 * substitution, field splitting, pathnames), as POSIX describes them:
 * /bin/sh evaluates `printf '%s\0' x WORDS` and the NUL-separated fields
 * come back through a pipe (the x makes an empty result distinguishable).
 * What the shell must not see is checked here first: unquoted characters
 * POSIX forbids (WRDE_BADCHAR), command substitution under WRDE_NOCMD,
 * and unbalanced quotes or brackets (WRDE_SYNTAX). */

extern char **__environ;

/* The end of the expansion starting at s (just after "$(" or "${" or
 * "`"), or 0 if it does not end. */
static const char *skip(const char *s, char close, int *cmd)
{
	int depth = 1;
	for (; *s; s++) {
		switch (*s) {
		case '\\':
			if (!*++s) return 0;
			break;
		case '\'':
			if (close == '`') break;
			if (!(s = strchr(s + 1, '\''))) return 0;
			break;
		case '`':
			if (close == '`') return s;
			*cmd = 1;
			if (!(s = skip(s + 1, '`', cmd))) return 0;
			break;
		case '$':
			if (s[1] == '(' || s[1] == '{') {
				if (s[1] == '(' && s[2] != '(') *cmd = 1;
				if (!(s = skip(s + 2, s[1] == '(' ? ')' : '}', cmd))) return 0;
			}
			break;
		case '(':
			if (close == ')') depth++;
			break;
		case ')':
		case '}':
			if (*s == close && !--depth) return s;
			break;
		}
	}
	return 0;
}

static int check(const char *s, int flags)
{
	int dq = 0;
	for (; *s; s++) {
		int cmd = 0;
		switch (*s) {
		case '\\':
			if (!*++s) return WRDE_SYNTAX;
			break;
		case '\'':
			if (dq) break;
			if (!(s = strchr(s + 1, '\''))) return WRDE_SYNTAX;
			break;
		case '"':
			dq = !dq;
			break;
		case '`':
			cmd = 1;
			if (!(s = skip(s + 1, '`', &cmd))) return WRDE_SYNTAX;
			break;
		case '$':
			if (s[1] == '(' || s[1] == '{') {
				if (s[1] == '(' && s[2] != '(') cmd = 1;
				if (!(s = skip(s + 2, s[1] == '(' ? ')' : '}', &cmd))) return WRDE_SYNTAX;
			}
			break;
		case '\n': case '|': case '&': case ';': case '<': case '>':
		case '(': case ')': case '{': case '}':
			if (!dq) return WRDE_BADCHAR;
			break;
		}
		if (cmd && flags & WRDE_NOCMD) return WRDE_CMDSUB;
	}
	return dq ? WRDE_SYNTAX : 0;
}

/* Runs the shell; returns its output (NUL-separated fields, x first) and
 * its length, or an error code. */
static int run(const char *words, int flags, char **out, size_t *len)
{
	int p[2];
	if (pipe2(p, O_CLOEXEC)) return WRDE_NOSPACE;
	posix_spawn_file_actions_t fa;
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, p[1], 1);
	if (!(flags & WRDE_SHOWERR))
		posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
	char *argv[] = { "sh", "-c",
		flags & WRDE_UNDEF ? "set -u; eval \"printf '%s\\\\0' x $1\"" : "eval \"printf '%s\\\\0' x $1\"",
		"sh", (char *)words, 0 };
	pid_t pid;
	int e = posix_spawn(&pid, "/bin/sh", &fa, 0, argv, __environ);
	posix_spawn_file_actions_destroy(&fa);
	close(p[1]);
	if (e) {
		close(p[0]);
		return WRDE_NOSPACE;
	}

	size_t cap = 256, n = 0;
	char *buf = malloc(cap);
	int err = buf ? 0 : WRDE_NOSPACE;
	for (;;) {
		if (!err && n == cap) {
			char *b = realloc(buf, cap *= 2);
			if (!b) err = WRDE_NOSPACE;
			else buf = b;
		}
		char sink[256];
		ssize_t r = err ? read(p[0], sink, sizeof sink) : read(p[0], buf + n, cap - n);
		if (r < 0 && errno == EINTR) continue;
		if (r <= 0) break;
		if (!err) n += r;
	}
	close(p[0]);
	int status;
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR);
	if (!err && !(WIFEXITED(status) && !WEXITSTATUS(status)))
		err = flags & WRDE_UNDEF ? WRDE_BADVAL : WRDE_SYNTAX;
	if (!err && (n < 2 || memcmp(buf, "x", 2))) err = WRDE_SYNTAX;
	if (err) {
		free(buf);
		return err;
	}
	*out = buf;
	*len = n;
	return 0;
}

int wordexp(const char *restrict words, wordexp_t *restrict we, int flags)
{
	int err = check(words, flags);
	if (err) return err;
	char *buf;
	size_t len;
	if ((err = run(words, flags, &buf, &len))) return err;

	size_t count = 0;
	for (size_t i = 2; i < len; i++)
		if (!buf[i]) count++;

	if (flags & WRDE_REUSE) wordfree(we);
	size_t offs = flags & WRDE_DOOFFS ? we->we_offs : 0;
	size_t have = flags & WRDE_APPEND ? we->we_wordc : 0;
	char **v = flags & WRDE_APPEND ? we->we_wordv : 0;
	char **nv = realloc(v, (offs + have + count + 1) * sizeof *nv);
	if (!nv) {
		free(buf);
		return WRDE_NOSPACE;
	}
	if (!(flags & WRDE_APPEND))
		for (size_t i = 0; i < offs; i++) nv[i] = 0;
	we->we_wordv = nv;
	size_t w = offs + have;
	for (char *s = buf + 2; s < buf + len; s += strlen(s) + 1) {
		if (!(nv[w] = strdup(s))) {
			nv[w] = 0;
			we->we_wordc = w - offs;
			free(buf);
			return WRDE_NOSPACE;
		}
		w++;
	}
	nv[w] = 0;
	we->we_wordc = w - offs;
	if (!(flags & WRDE_APPEND)) we->we_offs = offs;
	free(buf);
	return 0;
}

void wordfree(wordexp_t *we)
{
	if (!we->we_wordv) return;
	for (size_t i = 0; i < we->we_wordc; i++) free(we->we_wordv[we->we_offs + i]);
	free(we->we_wordv);
	we->we_wordv = 0;
	we->we_wordc = 0;
}
