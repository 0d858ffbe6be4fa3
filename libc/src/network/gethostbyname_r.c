#define _GNU_SOURCE
#include <netdb.h>

int gethostbyname_r(const char *name, struct hostent *he, char *buf,
	size_t size, struct hostent **res, int *err)
{
	return gethostbyname2_r(name, AF_INET, he, buf, size, res, err);
}
