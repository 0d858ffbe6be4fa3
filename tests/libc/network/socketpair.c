#include <sys/socket.h>
#include <sys/un.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <unistd.h>
#include <string.h>
#include "check.h"

int main(void)
{
	int sv[2];
	char buf[16];
	CHECK_INT(socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv), 0);
	CHECK_INT(send(sv[0], "ping", 4, MSG_NOSIGNAL), 4);
	memset(buf, 0, sizeof buf);
	CHECK_INT(recv(sv[1], buf, sizeof buf, 0), 4);
	CHECK_STR(buf, "ping");

	struct msghdr m = {0};
	struct iovec iov = { "pong", 4 };
	m.msg_iov = &iov; m.msg_iovlen = 1;
	CHECK_INT(sendmsg(sv[1], &m, 0), 4);
	memset(buf, 0, sizeof buf);
	struct iovec riov = { buf, sizeof buf };
	struct msghdr rm = {0};
	rm.msg_iov = &riov; rm.msg_iovlen = 1;
	CHECK_INT(recvmsg(sv[0], &rm, 0), 4);
	CHECK_STR(buf, "pong");

	int type = 0;
	socklen_t len = sizeof type;
	CHECK_INT(getsockopt(sv[0], SOL_SOCKET, SO_TYPE, &type, &len), 0);
	CHECK_INT(type, SOCK_STREAM);
	CHECK_INT(shutdown(sv[0], SHUT_WR), 0);
	CHECK_INT(recv(sv[1], buf, sizeof buf, 0), 0);
	CHECK_ERRNO(socket(12345, SOCK_STREAM, 0), EAFNOSUPPORT);
	close(sv[0]); close(sv[1]);

	/* The ABI of the address types. */
	CHECK_INT(sizeof(struct sockaddr_in), 16);
	CHECK_INT(sizeof(struct sockaddr_in6), 28);
	CHECK_INT(sizeof(struct sockaddr_storage), 128);
	CHECK_INT(sizeof(struct sockaddr_un), 110);
	CHECK_UINT(htonl(0x01020304), 0x04030201);
	CHECK_UINT(ntohs(0x0102), 0x0201);

	/* A loopback TCP connection through bind/listen/connect/accept. */
	int s = socket(AF_INET, SOCK_STREAM, 0), c, a;
	CHECK(s >= 0);
	struct sockaddr_in sin = { .sin_family = AF_INET, .sin_addr = { htonl(INADDR_LOOPBACK) } };
	CHECK_INT(bind(s, (struct sockaddr *)&sin, sizeof sin), 0);
	len = sizeof sin;
	CHECK_INT(getsockname(s, (struct sockaddr *)&sin, &len), 0);
	CHECK(sin.sin_port != 0);
	CHECK_INT(listen(s, 1), 0);
	c = socket(AF_INET, SOCK_STREAM, 0);
	CHECK_INT(connect(c, (struct sockaddr *)&sin, sizeof sin), 0);
	a = accept4(s, 0, 0, SOCK_CLOEXEC);
	CHECK(a >= 0);
	CHECK_INT(write(c, "tcp", 3), 3);
	memset(buf, 0, sizeof buf);
	CHECK_INT(read(a, buf, sizeof buf), 3);
	CHECK_STR(buf, "tcp");
	close(a); close(c); close(s);
	return check_done();
}
