/* mount/umount2 in a private mount namespace (skipped where namespaces
 * are not allowed, e.g. without root). */
#define _GNU_SOURCE
#include <sys/mount.h>
#include <sched.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	if (unshare(CLONE_NEWNS)) SKIP("no private mount namespace (not root?)");
	CHECK_INT(mount("none", "/", 0, MS_REC | MS_PRIVATE, 0), 0);

	char dir[] = "/tmp/mount-XXXXXX", file[64];
	CHECK(mkdtemp(dir) != 0);
	snprintf(file, sizeof file, "%s/f", dir);

	CHECK_INT(mount("polyport-test", dir, "tmpfs", MS_NOSUID, "size=64k"), 0);
	int fd = open(file, O_CREAT | O_WRONLY, 0600);
	CHECK(fd >= 0);
	CHECK_ERRNO(umount2(dir, 0), EBUSY);
	close(fd);
	struct stat st;
	CHECK_INT(stat(file, &st), 0);
	CHECK_INT(umount2(dir, MNT_DETACH), 0);
	CHECK_ERRNO(stat(file, &st), ENOENT);

	CHECK_ERRNO(umount(dir), EINVAL);
	CHECK_ERRNO(mount("x", dir, "no-such-fs-type", 0, 0), ENODEV);
	CHECK_INT(mount("polyport-test", dir, "tmpfs", MS_RDONLY, 0), 0);
	CHECK_ERRNO(open(file, O_CREAT | O_WRONLY, 0600), EROFS);
	CHECK_INT(umount(dir), 0);
	CHECK_INT(rmdir(dir), 0);
	return check_done();
}
