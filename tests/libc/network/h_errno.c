#define _GNU_SOURCE
#include <netdb.h>
#include <pthread.h>
#include <errno.h>
#include "check.h"

static void *other(void *arg)
{
	h_errno = TRY_AGAIN;
	return (void *)(long)h_errno;
}

int main(void)
{
	CHECK_INT(HOST_NOT_FOUND, 1); CHECK_INT(TRY_AGAIN, 2); CHECK_INT(NO_RECOVERY, 3);
	CHECK_INT(NO_DATA, 4); CHECK_INT(NO_ADDRESS, 4); CHECK_INT(NETDB_INTERNAL, -1);
	CHECK_STR(hstrerror(HOST_NOT_FOUND), "Unknown host");
	CHECK_STR(hstrerror(TRY_AGAIN), "Host name lookup failure");
	CHECK_STR(hstrerror(NO_RECOVERY), "Unknown server error");
	CHECK_STR(hstrerror(NO_DATA), "No address associated with name");
	CHECK_STR(hstrerror(99), "Unknown resolver error");

	/* Each thread has its own. */
	pthread_t t;
	void *got;
	h_errno = HOST_NOT_FOUND;
	CHECK_INT(pthread_create(&t, 0, other, 0), 0);
	pthread_join(t, &got);
	CHECK_INT((long)got, TRY_AGAIN);
	CHECK_INT(h_errno, HOST_NOT_FOUND);

	/* A literal needs neither files nor servers. */
	struct hostent *h = gethostbyname("192.0.2.9");
	CHECK(h != 0);
	if (h) {
		CHECK_STR(h->h_name, "192.0.2.9");
		CHECK_INT(h->h_addrtype, AF_INET);
		CHECK_INT(h->h_length, 4);
		CHECK_MEM(h->h_addr_list[0], "\xc0\x00\x02\x09", 4);
		CHECK(h->h_addr_list[1] == 0 && h->h_aliases[0] == 0);
	}
	struct hostent he, *r;
	char buf[512], tiny[4];
	int err = 0;
	CHECK_INT(gethostbyname2_r("2001:db8::9", AF_INET6, &he, buf, sizeof buf, &r, &err), 0);
	CHECK(r == &he && he.h_length == 16);
	CHECK_INT(gethostbyname2_r("2001:db8::9", AF_INET6, &he, tiny, sizeof tiny, &r, &err), ERANGE);
	CHECK(r == 0);
	CHECK_INT(err, NETDB_INTERNAL);
	CHECK_INT(gethostbyname2_r("localhost", 12345, &he, buf, sizeof buf, &r, &err), EAFNOSUPPORT);
	CHECK(r == 0);
	CHECK_INT(gethostbyaddr_r("\x7f\0\0\1", 3, AF_INET, &he, buf, sizeof buf, &r, &err), EAFNOSUPPORT);
	return check_done();
}
