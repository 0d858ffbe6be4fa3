#define _GNU_SOURCE
#include <termios.h>

/* The speed lives in c_cflag's CBAUD bits (input speed is the output
 * speed, as on Linux without CIBAUD split). */
speed_t cfgetospeed(const struct termios *t)
{
	return t->c_cflag & CBAUD;
}

speed_t cfgetispeed(const struct termios *t)
{
	return cfgetospeed(t);
}
