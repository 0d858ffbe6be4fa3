/* Shared by the _FORTIFY_SOURCE tests: CHECK_ABORTS(n, "fn") runs
 * overflow(n) (each test's own) in a child and checks that it was
 * stopped by SIGABRT with the fortify message on stderr: glibc's words,
 * which polyport prints too, followed there by the name of the function
 * that found the overflow. The sizes the tests pass are volatile: the
 * compiler cannot see the overflow, so only the run-time check can stop
 * it. */
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

static void overflow(int which);
#define CHECK_ABORTS(n, fn) check_aborts(__LINE__, fn, n)

static void check_aborts(int line, const char *fn, int which)
{
	int p[2];
	char buf[512] = { 0 };
	size_t got = 0;
	ssize_t k;
	int st = 0;
	check_count++;
	if (pipe(p)) { check__where(__FILE__, line, "pipe"); return; }
	pid_t pid = fork();
	if (pid == 0) {
		dup2(p[1], 2);
		close(p[0]);
		signal(SIGABRT, SIG_DFL);
		overflow(which);
		_exit(0);
	}
	close(p[1]);
	while (got < sizeof buf - 1 && (k = read(p[0], buf + got, sizeof buf - 1 - got)) > 0)
		got += (size_t)k;
	close(p[0]);
	waitpid(pid, &st, 0);
	/* FN: the function named, or "a|b" where the compiler may turn a
	 * into b (stpcpy into strcpy when the result goes unused), or a
	 * whole message of glibc's own ("*** ..."), or 0 for __chk_fail. */
	int seen = 0;
	char alt[128];
	const char *f = fn;
	do {
		char want[160] = "*** buffer overflow detected ***: ";
		size_t k = f ? strcspn(f, "|") : 0;
		if (f && f[0] == '*') {
			strcpy(want, f);
		} else {
#ifdef __polyport__
			if (f) memcpy(alt, f, k), alt[k] = 0, strcat(strcat(want, alt), ": ");
			strcat(want, "terminated");
#endif
		}
		seen |= strstr(buf, want) != 0;
		f = f && f[k] ? f + k + 1 : 0;
	} while (f);
	if (!WIFSIGNALED(st) || WTERMSIG(st) != SIGABRT || !seen) {
		check__where(__FILE__, line, "an overflow aborts with a message naming the function");
		check__put("    ");
		check__put(fn ? fn : "__chk_fail");
		check__put(": child status ");
		check__puti(st);
		check__put(", stderr: ");
		check__put(buf);
		check__put("\n");
	}
}
