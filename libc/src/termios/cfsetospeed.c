#define _GNU_SOURCE
#include <termios.h>
#include <errno.h>

int cfsetospeed(struct termios *t, speed_t speed)
{
	if (speed & ~CBAUD) {
		errno = EINVAL;
		return -1;
	}
	t->c_cflag = (t->c_cflag & ~CBAUD) | speed;
	t->__c_ospeed = speed;
	return 0;
}

/* An input speed of 0 means "same as output" (POSIX), so nothing changes. */
int cfsetispeed(struct termios *t, speed_t speed)
{
	if (!speed) return 0;
	if (cfsetospeed(t, speed)) return -1;
	t->__c_ispeed = speed;
	return 0;
}

int cfsetspeed(struct termios *t, speed_t speed)
{
	if (cfsetospeed(t, speed)) return -1;
	t->__c_ispeed = speed;
	return 0;
}
