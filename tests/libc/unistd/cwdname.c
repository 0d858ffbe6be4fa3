#define _GNU_SOURCE
#include <unistd.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include "check.h"

int issetugid(void);

int main(void)
{
	/* $PWD wins when it names the cwd, even through a symlink */
	CHECK_INT(chdir("/"), 0);
	setenv("PWD", "/", 1);
	char *s = get_current_dir_name();
	CHECK_STR(s, "/");
	free(s);
	/* a stale $PWD is ignored */
	setenv("PWD", "/proc", 1);
	s = get_current_dir_name();
	CHECK_STR(s, "/");
	free(s);
	unsetenv("PWD");
	s = get_current_dir_name();
	CHECK_STR(s, "/");
	free(s);

#ifdef __polyport__
	/* tests do not run set-id */
	CHECK_INT(issetugid(), 0);
#endif
	/* without CAP_SYS_PACCT even root gets EPERM */
	errno = 0;
	CHECK(acct("/nonexistent/pp-acct") == -1 && (errno == ENOENT || errno == EPERM));
	return check_done();
}
