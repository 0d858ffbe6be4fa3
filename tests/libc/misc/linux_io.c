#define _GNU_SOURCE
#include <fcntl.h>
#include <unistd.h>
#include <errno.h>
#include <string.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <sys/inotify.h>
#include <sys/xattr.h>
#include <sys/mman.h>
#include "check.h"

int main(void)
{
	char buf[64];
	int a = memfd_create("a", MFD_CLOEXEC), b = memfd_create("b", MFD_CLOEXEC);
	CHECK(a >= 0 && b >= 0);
	CHECK_INT(write(a, "0123456789", 10), 10);

	/* sendfile from an explicit offset leaves the file position alone */
	off_t off = 2;
	CHECK_INT(sendfile(b, a, &off, 5), 5);
	CHECK_INT(off, 7);
	CHECK_INT(pread(b, buf, sizeof buf, 0), 5);
	CHECK_MEM(buf, "23456", 5);

	/* copy_file_range: memfds may refuse (EXDEV/EINVAL on old kernels) */
	off_t in = 0, out = 0;
	ssize_t r = copy_file_range(a, &in, b, &out, 3, 0);
	CHECK(r == 3 || (r < 0 && (errno == EXDEV || errno == EINVAL || errno == ENOSYS || errno == EOPNOTSUPP)));
	if (r == 3) {
		CHECK_INT(pread(b, buf, 5, 0), 5);
		CHECK_MEM(buf, "01256", 5);
	}

	/* fallocate / posix_fallocate grow the file */
	CHECK_INT(posix_fallocate(b, 0, 4096), 0);
	struct stat st;
	fstat(b, &st);
	CHECK_INT(st.st_size, 4096);
	CHECK_INT(fallocate(b, FALLOC_FL_KEEP_SIZE, 0, 8192), 0);
	fstat(b, &st);
	CHECK_INT(st.st_size, 4096);
	CHECK_INT(posix_fadvise(b, 0, 0, POSIX_FADV_SEQUENTIAL), 0);
	CHECK_INT(posix_fadvise(b, 0, 0, 12345), EINVAL);
	CHECK_INT(posix_fallocate(-1, 0, 1), EBADF);

	/* splice between pipes and files */
	int p[2];
	CHECK_INT(pipe(p), 0);
	off_t so = 0;
	CHECK_INT(splice(a, &so, p[1], 0, 4, 0), 4);
	CHECK_INT(read(p[0], buf, 4), 4);
	CHECK_MEM(buf, "0123", 4);

	/* inotify sees a file created in a watched directory */
	int in_fd = inotify_init1(IN_CLOEXEC | IN_NONBLOCK);
	CHECK(in_fd >= 0);
	char dir[] = "/tmp";
	int wd = inotify_add_watch(in_fd, dir, IN_CREATE);
	CHECK(wd >= 0);
	char name[40] = "/tmp/pp-inotify-";
	int n = strlen(name); unsigned v = getpid(); char d[12]; int k = 0;
	do d[k++] = '0' + v % 10; while (v /= 10);
	while (k) name[n++] = d[--k];
	name[n] = 0;
	int f = open(name, O_CREAT | O_WRONLY, 0600);
	close(f);
	union { struct inotify_event ev; char raw[512]; } u;
	r = read(in_fd, &u, sizeof u);
	CHECK(r >= (ssize_t)sizeof u.ev);
	if (r > 0) {
		CHECK_INT(u.ev.wd, wd);
		CHECK(u.ev.mask & IN_CREATE);
	}
	CHECK_INT(inotify_rm_watch(in_fd, wd), 0);
	close(in_fd);

	/* xattrs, where the filesystem has them */
	if (setxattr(name, "user.pp", "v1", 2, 0) == 0) {
		CHECK_INT(getxattr(name, "user.pp", buf, sizeof buf), 2);
		CHECK_MEM(buf, "v1", 2);
		CHECK(listxattr(name, buf, sizeof buf) >= 8);
		CHECK_INT(removexattr(name, "user.pp"), 0);
		CHECK_ERRNO(getxattr(name, "user.pp", buf, sizeof buf), ENODATA);
	} else {
		CHECK(errno == ENOTSUP || errno == EOPNOTSUPP || errno == EPERM);
	}
	unlink(name);
	return check_done();
}
