#include <spawn.h>
#include "fdop.h"

int __spawn(pid_t *restrict, const char *restrict, const posix_spawn_file_actions_t *,
	const posix_spawnattr_t *restrict, char *const [restrict], char *const [restrict],
	int (*)(const char *, char *const [], char *const []));

int posix_spawnp(pid_t *restrict res, const char *restrict file,
	const posix_spawn_file_actions_t *fa, const posix_spawnattr_t *restrict attr,
	char *const argv[restrict], char *const envp[restrict])
{
	return __spawn(res, file, fa, attr, argv, envp, __execvpe_nosh);
}
