#define _GNU_SOURCE
#include <unistd.h>
#include <fcntl.h>
#include <errno.h>
#include <string.h>
#include <sys/uio.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <sys/file.h>
#include <sys/stat.h>
#include "check.h"

int main(void)
{
	char buf[32];
	int fd = memfd_create("fd-test", 0);
	CHECK(fd >= 0);

	/* write/lseek/read and the positional forms */
	CHECK_INT(write(fd, "abcdefgh", 8), 8);
	CHECK_INT(lseek(fd, 0, SEEK_CUR), 8);
	CHECK_INT(lseek(fd, 2, SEEK_SET), 2);
	CHECK_INT(read(fd, buf, 3), 3);
	CHECK_MEM(buf, "cde", 3);
	CHECK_INT(pwrite(fd, "XY", 2, 6), 2);
	CHECK_INT(pread(fd, buf, 8, 0), 8);
	CHECK_MEM(buf, "abcdefXY", 8);
	CHECK_INT(lseek(fd, 0, SEEK_CUR), 5);
	CHECK_INT(lseek(fd, -1, SEEK_END), 7);
	CHECK_ERRNO(lseek(fd, -100, SEEK_SET), EINVAL);

	/* scatter/gather */
	struct iovec iov[2] = { { "12", 2 }, { "345", 3 } };
	CHECK_INT(pwritev(fd, iov, 2, 1), 5);
	char x[2], y[4];
	struct iovec riov[2] = { { x, 2 }, { y, 4 } };
	CHECK_INT(preadv(fd, riov, 2, 0), 6);
	CHECK_MEM(x, "a1", 2);
	CHECK_MEM(y, "2345", 4);
	lseek(fd, 0, SEEK_SET);
	CHECK_INT(readv(fd, riov, 2), 6);
	lseek(fd, 0, SEEK_END);
	CHECK_INT(writev(fd, iov, 2), 5);
	struct stat st;
	fstat(fd, &st);
	CHECK_INT(st.st_size, 13);

	/* truncation */
	CHECK_INT(ftruncate(fd, 4), 0);
	fstat(fd, &st);
	CHECK_INT(st.st_size, 4);
	CHECK_ERRNO(ftruncate(fd, -1), EINVAL);
	CHECK_INT(fsync(fd), 0);
	CHECK_INT(fdatasync(fd), 0);

	/* dup family: shared offset, separate close-on-exec */
	int d = dup(fd);
	CHECK(d > fd);
	lseek(fd, 1, SEEK_SET);
	CHECK_INT(lseek(d, 0, SEEK_CUR), 1);
	CHECK_INT(dup2(fd, 50), 50);
	CHECK_INT(fcntl(50, F_GETFD), 0);
	CHECK_INT(dup2(50, 50), 50);
	CHECK_ERRNO(dup2(77, 77), EBADF);
	CHECK_INT(dup3(fd, 51, O_CLOEXEC), 51);
	CHECK_INT(fcntl(51, F_GETFD), FD_CLOEXEC);
	CHECK_ERRNO(dup3(fd, fd, 0), EINVAL);
	CHECK_INT(fcntl(fd, F_DUPFD, 60), 60);
	CHECK_INT(fcntl(fd, F_DUPFD_CLOEXEC, 60), 61);
	CHECK_INT(fcntl(61, F_GETFD), FD_CLOEXEC);
	CHECK_INT(fcntl(61, F_SETFD, 0), 0);
	CHECK_INT(fcntl(61, F_GETFD), 0);
	close(50); close(51); close(60); close(61); close(d);

	/* pipe2 flags */
	int p[2];
	CHECK_INT(pipe2(p, O_CLOEXEC | O_NONBLOCK), 0);
	CHECK_INT(fcntl(p[0], F_GETFD), FD_CLOEXEC);
	CHECK(fcntl(p[0], F_GETFL) & O_NONBLOCK);
	CHECK_ERRNO(read(p[0], buf, 1), EAGAIN);
	CHECK_INT(fcntl(p[0], F_SETFL, 0), 0);
	CHECK_INT(fcntl(p[0], F_GETFL) & O_NONBLOCK, 0);
	CHECK_ERRNO(lseek(p[0], 0, SEEK_SET), ESPIPE);
	close(p[0]); close(p[1]);

	/* record locks are per process: a child sees ours */
	int lf = memfd_create("locks", 0);
	ftruncate(lf, 100);
	struct flock fl = { .l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = 10, .l_len = 20 };
	CHECK_INT(fcntl(lf, F_SETLK, &fl), 0);
	pid_t pid = fork();
	if (pid == 0) {
		struct flock q = { .l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = 0, .l_len = 15 };
		int ok = fcntl(lf, F_GETLK, &q) == 0 && q.l_type == F_WRLCK && q.l_start == 10 && q.l_len == 20;
		q.l_type = F_WRLCK; q.l_start = 0; q.l_len = 15;
		ok = ok && fcntl(lf, F_SETLK, &q) == -1 && (errno == EAGAIN || errno == EACCES);
		lseek(lf, 0, SEEK_SET);
		ok = ok && lockf(lf, F_TEST, 15) == -1 && errno == EACCES;
		ok = ok && lockf(lf, F_TLOCK, 5) == 0;
		_exit(ok ? 0 : 1);
	}
	int status;
	waitpid(pid, &status, 0);
	CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
	CHECK_INT(flock(lf, LOCK_EX | LOCK_NB), 0);
	CHECK_INT(flock(lf, LOCK_UN), 0);
	close(lf);

	/* closefrom / close_range */
	CHECK_INT(dup2(fd, 90), 90);
	CHECK_INT(dup2(fd, 95), 95);
	CHECK_INT(close_range(90, 92, CLOSE_RANGE_CLOEXEC), 0);
	CHECK_INT(fcntl(90, F_GETFD), FD_CLOEXEC);
	closefrom(91);
	CHECK_INT(fcntl(90, F_GETFD), FD_CLOEXEC);
	CHECK_ERRNO(fcntl(95, F_GETFD), EBADF);
	close(90);

	/* F_GETOWN on a fresh descriptor is 0 */
	CHECK_INT(fcntl(fd, F_GETOWN), 0);
	close(fd);
	CHECK_ERRNO(read(fd, buf, 1), EBADF);
	CHECK_ERRNO(dup(fd), EBADF);
	return check_done();
}
