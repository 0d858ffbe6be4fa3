#ifndef _TERMIO_H
#define _TERMIO_H

/* System V's terminal interface: the termios constants plus the short
 * struct termio that the TCGETA/TCSETA ioctls take. */
#include <termios.h>
#include <sys/ioctl.h>

#define NCC 8
struct termio {
	unsigned short c_iflag;
	unsigned short c_oflag;
	unsigned short c_cflag;
	unsigned short c_lflag;
	unsigned char c_line;
	unsigned char c_cc[NCC];
};

#endif
