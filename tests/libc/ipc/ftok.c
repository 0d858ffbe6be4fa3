#include <sys/ipc.h>
#include <sys/stat.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	char dir[] = "/tmp/ftokXXXXXX", a[64], b[64];
	CHECK(mkdtemp(dir) != 0);
	snprintf(a, sizeof a, "%s/a", dir);
	snprintf(b, sizeof b, "%s/b", dir);
	close(open(a, O_CREAT | O_WRONLY, 0600));
	close(open(b, O_CREAT | O_WRONLY, 0600));
	struct stat st;
	CHECK_INT(stat(a, &st), 0);

	/* The key glibc makes: low 16 bits of the inode, low 8 of the device,
	 * low 8 of the project, so the two libcs agree on a file's key. */
	key_t k = ftok(a, 'x');
	unsigned want = (st.st_ino & 0xffff) | (st.st_dev & 0xff) << 16 | (unsigned)'x' << 24;
	CHECK_UINT((unsigned)k, want);
	CHECK(k != IPC_PRIVATE && k != (key_t)-1);
	CHECK_INT(ftok(a, 'x'), k);
	CHECK(ftok(a, 'y') != k);
	CHECK_UINT((unsigned)ftok(a, 0x178), (want & 0xffffff) | 0x78u << 24);
	CHECK(ftok(b, 'x') != k);
	/* a hard link names the same file, so the same key */
	char c[64];
	snprintf(c, sizeof c, "%s/c", dir);
	CHECK_INT(link(a, c), 0);
	CHECK_INT(ftok(c, 'x'), k);

	char gone[80];
	snprintf(gone, sizeof gone, "%s/missing", dir);
	CHECK_ERRNO(ftok(gone, 'x'), ENOENT);

	unlink(a); unlink(b); unlink(c); rmdir(dir);
	return check_done();
}
