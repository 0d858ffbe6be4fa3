/* Processes through the libc, the same on every system
 * (tests/windows/spawn.test compares Linux with Windows under Wine):
 *   spawn child ARG...    prints its arguments in brackets, a line read
 *                         from stdin if asked ("-stdin"), and exits
 *                         with the number of arguments
 *   spawn parent SELF     runs SELF child through posix_spawn with
 *                         arguments that need quoting on Windows, its
 *                         stdout and stdin on pipes, a file action that
 *                         opens a file and one that changes directory,
 *                         and checks waitpid's statuses and errors
 *   spawn fork            what fork and system answer (Windows: ENOSYS) */
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

static void fail(const char *what, int e)
{
	printf("FAIL %s: %s\n", what, strerror(e));
	exit(1);
}

static int child(int argc, char **argv)
{
	for (int i = 2; i < argc; i++) {
		printf("[%s]", argv[i]);
		if (!strcmp(argv[i], "-stdin")) {
			char line[100];
			if (fgets(line, sizeof line, stdin)) printf("<%s>", strtok(line, "\n"));
		}
		if (!strcmp(argv[i], "-env")) printf("{%s}", getenv("SPAWN_TEST") ? getenv("SPAWN_TEST") : "unset");
		if (!strcmp(argv[i], "-cwd")) printf("{%s}", access("marker", F_OK) ? "elsewhere" : "in sub");
	}
	printf("\n");
	return argc - 2;
}

static void status(const char *what, int st)
{
	if (WIFEXITED(st)) printf("%s: exit %d\n", what, WEXITSTATUS(st));
	else printf("%s: status %#x\n", what, st);
}

int main(int argc, char **argv)
{
	if (argc >= 2 && !strcmp(argv[1], "child")) return child(argc, argv);
	if (argc == 2 && !strcmp(argv[1], "fork")) {
		fflush(stdout);
		pid_t p = fork();
		if (!p) _exit(0);
		if (p < 0) printf("fork: %s\n", strerror(errno));
		else printf("fork: %s\n", waitpid(p, 0, 0) == p ? "a child" : strerror(errno));
		int r = system("exit 3");
		printf("system: %d\n", r < 0 ? -errno : r);
		return 0;
	}
	if (argc != 3 || strcmp(argv[1], "parent")) {
		fprintf(stderr, "usage: spawn child ARG... | spawn parent SELF | spawn fork\n");
		return 2;
	}
	char *self = argv[2];
	pid_t pid;
	int st, e, out[2], in[2];

	/* plain: output to our stdout */
	fflush(stdout);
	char *a1[] = { self, "child", "plain", "two words", "", "q\"uote", "back\\slash\\", "\\\\\"x",
		"tab\there", "ü∂", 0 };
	if ((e = posix_spawn(&pid, self, 0, 0, a1, environ))) fail("posix_spawn", e);
	if (waitpid(pid, &st, 0) != pid) fail("waitpid", errno);
	status("plain", st);

	/* stdout and stdin through pipes, a new environment */
	if (pipe(out) || pipe(in)) fail("pipe", errno);
	posix_spawn_file_actions_t fa;
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, out[1], 1);
	posix_spawn_file_actions_adddup2(&fa, in[0], 0);
	posix_spawn_file_actions_addclose(&fa, out[0]);
	posix_spawn_file_actions_addclose(&fa, in[1]);
	char *a2[] = { self, "child", "piped", "-stdin", "-env", 0 };
	char *env[] = { "SPAWN_TEST=from the parent", 0 };
	if ((e = posix_spawn(&pid, self, &fa, 0, a2, env))) fail("posix_spawn piped", e);
	posix_spawn_file_actions_destroy(&fa);
	close(out[1]), close(in[0]);
	if (write(in[1], "a line in\n", 10) != 10) fail("write", errno);
	close(in[1]);
	char buf[512];
	ssize_t n, got = 0;
	while ((n = read(out[0], buf + got, sizeof buf - 1 - got)) > 0) got += n;
	close(out[0]);
	buf[got] = 0;
	printf("through the pipe: %s", buf);
	if (waitpid(-1, &st, 0) != pid) fail("waitpid -1", errno);
	status("piped", st);

	/* file actions: output to a file, in another directory */
	if (mkdir("sub", 0755) && errno != EEXIST) fail("mkdir", errno);
	close(open("sub/marker", O_WRONLY | O_CREAT, 0644));
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_addopen(&fa, 1, "spawn-out.txt", O_WRONLY | O_CREAT | O_TRUNC, 0644);
	posix_spawn_file_actions_addchdir_np(&fa, "sub");
	char *a3[] = { self, "child", "to a file", "-cwd", 0 };
	if ((e = posix_spawn(&pid, self, &fa, 0, a3, environ))) fail("posix_spawn file", e);
	posix_spawn_file_actions_destroy(&fa);
	if (waitpid(pid, &st, 0) != pid) fail("waitpid file", errno);
	status("to a file", st);
	FILE *f = fopen("spawn-out.txt", "r");
	if (!f || !fgets(buf, sizeof buf, f)) fail("spawn-out.txt", errno);
	fclose(f);
	printf("the file: %s", buf);
	printf("parent still here: %s\n", access("sub/marker", F_OK) ? "no" : "yes");

	/* errors */
	char *a4[] = { "no-such-program", 0 };
	e = posix_spawn(&pid, "no-such-program", 0, 0, a4, environ);
	printf("missing program: %s\n", strerror(e));
	e = posix_spawn(&pid, "sub", 0, 0, a4, environ);
	printf("a directory: %s\n", strerror(e));
	printf("no child left: %s\n", waitpid(-1, &st, 0) < 0 ? strerror(errno) : "one");
	printf("WNOHANG: %s\n", waitpid(-1, &st, WNOHANG) < 0 ? strerror(errno) : "one");
	unlink("sub/marker"), rmdir("sub"), unlink("spawn-out.txt");
	return 0;
}
