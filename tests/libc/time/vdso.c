/* The vDSO lookup finds the real kernel function where there is one: the
 * symbol it returns must answer like the syscall. Under qemu-user there is
 * no vDSO and the lookup must say so rather than return garbage. */
#include <time.h>
#include "check.h"

#ifdef __polyport__
void *__vdsosym(const char *, const char *);
#endif

int main(void)
{
	SKIP_UNLESS_POLYPORT("__vdsosym is internal");
#ifdef __polyport__
#if defined(__x86_64__)
	const char *sym = "__vdso_clock_gettime", *ver = "LINUX_2.6";
#else
	const char *sym = "__kernel_clock_gettime", *ver = "LINUX_2.6.39";
#endif
	int (*f)(clockid_t, struct timespec *) = (int (*)(clockid_t, struct timespec *))__vdsosym(ver, sym);
	CHECK(!__vdsosym(ver, "no_such_symbol"));
	CHECK(!__vdsosym("LINUX_0.0", sym));
	if (!f) {
		/* Acceptable only without a vDSO: run the same check on
		 * clock_gettime so the test still says something. */
		struct timespec ts;
		CHECK_INT(clock_gettime(CLOCK_REALTIME, &ts), 0);
		return check_done();
	}
	struct timespec v, s, v2;
	CHECK_INT(f(CLOCK_REALTIME, &v), 0);
	CHECK_INT(clock_gettime(CLOCK_REALTIME, &s), 0);
	CHECK(s.tv_sec - v.tv_sec <= 1 && s.tv_sec >= v.tv_sec);
	CHECK_INT(f(CLOCK_MONOTONIC, &v), 0);
	CHECK_INT(f(CLOCK_MONOTONIC, &v2), 0);
	CHECK(v2.tv_sec > v.tv_sec || (v2.tv_sec == v.tv_sec && v2.tv_nsec >= v.tv_nsec));
#endif
	return check_done();
}
