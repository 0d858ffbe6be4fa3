#define _GNU_SOURCE
#include <mntent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../../harness/check.h"

int main(void)
{
	char path[] = "/tmp/mnttestXXXXXX";
	int fd = mkstemp(path);
	CHECK(fd >= 0);
	close(fd);
	FILE *f = setmntent(path, "w+");
	CHECK(f != 0);
	fputs("# comment\n\n"
	      "/dev/sda1 / ext4 rw,relatime,errors=remount-ro 0 1\n"
	      "  tmpfs\t/my\\040dir tmpfs rw,size=10k\n"
	      "server:/x /mnt nfs\n", f);
	struct mntent add = { "a b", "/with\ttab", "ext2", "ro,noauto", 1, 2 };
	CHECK_INT(addmntent(f, &add), 0);
	rewind(f);

	struct mntent *m = getmntent(f);
	CHECK(m != 0);
	if (m) {
		CHECK_STR(m->mnt_fsname, "/dev/sda1");
		CHECK_STR(m->mnt_dir, "/");
		CHECK_STR(m->mnt_type, "ext4");
		CHECK_STR(m->mnt_opts, "rw,relatime,errors=remount-ro");
		CHECK_INT(m->mnt_freq, 0);
		CHECK_INT(m->mnt_passno, 1);
		CHECK(hasmntopt(m, "rw") == m->mnt_opts);
		CHECK_STR(hasmntopt(m, "errors"), "errors=remount-ro");
		CHECK(hasmntopt(m, "ro") == 0);
		CHECK(hasmntopt(m, "relatim") == 0);
	}
	m = getmntent(f);
	CHECK(m != 0);
	if (m) {
		CHECK_STR(m->mnt_fsname, "tmpfs");
		CHECK_STR(m->mnt_dir, "/my dir");
		CHECK_STR(m->mnt_opts, "rw,size=10k");
		CHECK_INT(m->mnt_passno, 0);
	}
	struct mntent me;
	char buf[256];
	m = getmntent_r(f, &me, buf, sizeof buf);
	CHECK(m == &me);
	if (m) {
		CHECK_STR(m->mnt_fsname, "server:/x");
		CHECK_STR(m->mnt_type, "nfs");
		CHECK_INT(m->mnt_freq, 0);
	}
	m = getmntent(f);
	CHECK(m != 0);
	if (m) {
		CHECK_STR(m->mnt_fsname, "a b");
		CHECK_STR(m->mnt_dir, "/with\ttab");
		CHECK_STR(m->mnt_opts, "ro,noauto");
		CHECK_INT(m->mnt_freq, 1);
		CHECK_INT(m->mnt_passno, 2);
		CHECK(hasmntopt(m, MNTOPT_NOAUTO) != 0);
	}
	CHECK(getmntent(f) == 0);
	CHECK_INT(endmntent(f), 1);
	unlink(path);

	/* the kernel's table always has the root filesystem */
	f = setmntent("/proc/self/mounts", "r");
	if (f) {
		int root = 0;
		while ((m = getmntent(f))) if (!strcmp(m->mnt_dir, "/")) root = 1;
		CHECK(root);
		endmntent(f);
	}
	CHECK(setmntent("/nonexistent/mtab", "r") == 0);
	return check_done();
}
