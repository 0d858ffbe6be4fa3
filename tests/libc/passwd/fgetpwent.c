#define _GNU_SOURCE
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../../harness/check.h"

int main(void)
{
	char path[] = "/tmp/pwtestXXXXXX";
	int fd = mkstemp(path);
	CHECK(fd >= 0);
	FILE *f = fdopen(fd, "w+");
	fputs("# comment\n"
	      "\n"
	      "alice:x:1001:100:Alice A,,,:/home/alice:/bin/sh\n"
	      "broken:x:notanumber:1:::\n"
	      "bob::1002:1002::/:\n"
	      "short:x:1\n", f);
	struct passwd carol = { "carol", "*", 7, 8, "C", "/c", "/bin/false" };
	CHECK_INT(putpwent(&carol, f), 0);
	rewind(f);

	struct passwd *p = fgetpwent(f);
	CHECK(p != 0);
	if (p) {
		CHECK_STR(p->pw_name, "alice");
		CHECK_STR(p->pw_passwd, "x");
		CHECK_INT(p->pw_uid, 1001);
		CHECK_INT(p->pw_gid, 100);
		CHECK_STR(p->pw_gecos, "Alice A,,,");
		CHECK_STR(p->pw_dir, "/home/alice");
		CHECK_STR(p->pw_shell, "/bin/sh");
	}
	p = fgetpwent(f);
	CHECK(p != 0);
	if (p) {
		CHECK_STR(p->pw_name, "bob");
		CHECK_STR(p->pw_passwd, "");
		CHECK_INT(p->pw_uid, 1002);
		CHECK_STR(p->pw_gecos, "");
		CHECK_STR(p->pw_shell, "");
	}
	p = fgetpwent(f);
	CHECK(p != 0);
	if (p) {
		CHECK_STR(p->pw_name, "carol");
		CHECK_INT(p->pw_uid, 7);
		CHECK_INT(p->pw_gid, 8);
		CHECK_STR(p->pw_shell, "/bin/false");
	}
	CHECK(fgetpwent(f) == 0);
	fclose(f);
	unlink(path);

	/* the system database: root is uid 0 wherever /etc/passwd has it */
	struct passwd *r = getpwuid(0);
	if (r) {
		char name[64];
		snprintf(name, sizeof name, "%s", r->pw_name);
		CHECK_STR(name, "root");
		struct passwd *n = getpwnam(name);
		CHECK(n && n->pw_uid == 0);

		struct passwd pw, *res;
		char buf[1024], tiny[4];
		CHECK_INT(getpwuid_r(0, &pw, buf, sizeof buf, &res), 0);
		CHECK(res == &pw);
		CHECK_STR(pw.pw_name, "root");
		CHECK_INT(getpwnam_r("root", &pw, tiny, sizeof tiny, &res), ERANGE);
		CHECK(res == 0);
	}
	struct passwd pw, *res = &pw;
	char buf[1024];
	CHECK_INT(getpwnam_r("no such user here", &pw, buf, sizeof buf, &res), 0);
	CHECK(res == 0);
	errno = 0;
	CHECK(getpwnam("no such user here") == 0);

	/* getpwent walks the same file getpwuid reads */
	int seen_root = 0, count = 0, again = 0;
	setpwent();
	while ((p = getpwent())) {
		count++;
		if (p->pw_uid == 0) seen_root = 1;
	}
	setpwent();
	while ((p = getpwent())) again++;
	endpwent();
	CHECK_INT(seen_root, r != 0);
	CHECK_INT(again, count);
	return check_done();
}
