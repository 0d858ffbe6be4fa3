#include <arpa/inet.h>
#include <string.h>
#include <errno.h>
#include "check.h"

static const char *round6(const char *in)
{
	static char out[INET6_ADDRSTRLEN];
	unsigned char a[16];
	if (inet_pton(AF_INET6, in, a) != 1) return "(invalid)";
	return inet_ntop(AF_INET6, a, out, sizeof out) ? out : "(ntop failed)";
}

int main(void)
{
	struct in_addr in;
	CHECK_INT(inet_aton("127.0.0.1", &in), 1);
	CHECK_UINT(ntohl(in.s_addr), 0x7f000001);
	CHECK_INT(inet_aton("10.1", &in), 1);
	CHECK_UINT(ntohl(in.s_addr), 0x0a000001);
	CHECK_INT(inet_aton("0x7f.1", &in), 1);
	CHECK_UINT(ntohl(in.s_addr), 0x7f000001);
	CHECK_INT(inet_aton("1.2.3.256", &in), 0);
	CHECK_INT(inet_aton("1.2.3.4.5", &in), 0);
	CHECK_INT(inet_aton("x", &in), 0);
	CHECK_UINT(inet_addr("255.255.255.255"), INADDR_NONE);
	CHECK_UINT(inet_addr("1.2.3.4"), htonl(0x01020304));
	in.s_addr = htonl(0xc0a80001);
	CHECK_STR(inet_ntoa(in), "192.168.0.1");

	unsigned char a4[4];
	CHECK_INT(inet_pton(AF_INET, "192.0.2.33", a4), 1);
	CHECK_MEM(a4, "\xc0\x00\x02\x21", 4);
	CHECK_INT(inet_pton(AF_INET, "192.0.2.033", a4), 0);
	CHECK_INT(inet_pton(AF_INET, "192.0.2", a4), 0);
	CHECK_INT(inet_pton(AF_INET, "1.2.3.4 ", a4), 0);
	CHECK_ERRNO(inet_pton(12345, "1.2.3.4", a4), EAFNOSUPPORT);

	CHECK_STR(round6("::"), "::");
	CHECK_STR(round6("::1"), "::1");
	CHECK_STR(round6("1::"), "1::");
	CHECK_STR(round6("2001:DB8::1"), "2001:db8::1");
	CHECK_STR(round6("2001:db8:0:0:1:0:0:1"), "2001:db8::1:0:0:1");
	CHECK_STR(round6("1:0:2:3:4:5:6:7"), "1:0:2:3:4:5:6:7");
	CHECK_STR(round6("0:0:1:0:0:0:0:0"), "0:0:1::");
	CHECK_STR(round6("::ffff:1.2.3.4"), "::ffff:1.2.3.4");
	CHECK_STR(round6("::1.2.3.4"), "::1.2.3.4");
	CHECK_STR(round6("::2"), "::2");
	CHECK_STR(round6("fe80::1:2"), "fe80::1:2");
	CHECK_STR(round6("1:2:3:4:5:6:7:8"), "1:2:3:4:5:6:7:8");
	CHECK_STR(round6("1:2:3:4:5:6:1.2.3.4"), "1:2:3:4:5:6:102:304");
	CHECK_STR(round6("1:2:3:4:5:6:7:8:9"), "(invalid)");
	CHECK_STR(round6("1::2::3"), "(invalid)");
	CHECK_STR(round6(":1:2"), "(invalid)");
	CHECK_STR(round6("12345::"), "(invalid)");
	CHECK_STR(round6("1:2:3:4:5:6:7::"), "1:2:3:4:5:6:7:0");

	char small[4];
	CHECK_ERRNO(inet_ntop(AF_INET, a4, small, sizeof small), ENOSPC);
	return check_done();
}
