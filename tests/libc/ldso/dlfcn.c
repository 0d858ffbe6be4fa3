/* <dlfcn.h> in a static program: dlopen(NULL) gives a handle that
 * dlclose accepts, dladdr knows the program's own addresses, dlerror
 * reports and then clears. polyport's answers for loading a file and
 * looking up a symbol (failures saying why) are checked only there:
 * glibc's dynamic build really loads and finds them. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <string.h>
#include "check.h"

static int some_data = 7;

int main(void)
{
	CHECK(dlerror() == 0);
	void *self = dlopen(0, RTLD_NOW);
	CHECK(self != 0);
	CHECK(dlerror() == 0);

	Dl_info info = { 0 };
	CHECK(dladdr((void *)main, &info) != 0);
	CHECK(info.dli_fname != 0 && info.dli_fname[0]);
	CHECK(info.dli_fbase != 0 && (char *)info.dli_fbase <= (char *)main);
	CHECK(dladdr(&some_data, &info) != 0);
	/* an address outside every object */
	CHECK_INT(dladdr((void *)16, &info), 0);

	/* a bad mode fails and says so */
	CHECK(dlopen(0, 0) == 0);
	const char *e = dlerror();
	CHECK(e != 0 && strlen(e) > 0);
	CHECK(dlerror() == 0);

#ifdef __polyport__
	CHECK(dlopen("libm.so.6", RTLD_NOW) == 0);
	e = dlerror();
	CHECK(e && strstr(e, "libm.so.6") && strstr(e, "statically linked"));
	CHECK(dlsym(self, "printf") == 0);
	e = dlerror();
	CHECK(e && strstr(e, "printf") && strstr(e, "statically linked"));
	CHECK(dlsym(RTLD_DEFAULT, "malloc") == 0);
	CHECK(dlerror() != 0);
	CHECK(dlclose((void *)&some_data) != 0);
	CHECK(dlerror() != 0);
#endif
	CHECK_INT(dlclose(self), 0);
	CHECK(dlerror() == 0);
	return check_done();
}
