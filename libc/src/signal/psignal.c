#include <signal.h>
#include <string.h>
#include <sys/uio.h>

/* Written with one writev to fd 2 so that the line is not split, and so
 * that a broken or unflushed stdio cannot lose it. */
void psignal(int sig, const char *msg)
{
	const char *desc = strsignal(sig);
	struct iovec iov[4];
	int n = 0;
	if (msg && *msg) {
		iov[n++] = (struct iovec){ (void *)msg, strlen(msg) };
		iov[n++] = (struct iovec){ ": ", 2 };
	}
	iov[n++] = (struct iovec){ (void *)desc, strlen(desc) };
	iov[n++] = (struct iovec){ "\n", 1 };
	writev(2, iov, n);
}

void psiginfo(const siginfo_t *si, const char *msg)
{
	psignal(si->si_signo, msg);
}
