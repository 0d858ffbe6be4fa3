#ifndef _TERMIOS_H
#define _TERMIOS_H

#include <features.h>

#define __NEED_pid_t
#include <bits/alltypes.h>

typedef unsigned char cc_t;
typedef unsigned int speed_t;
typedef unsigned int tcflag_t;

/* glibc's layout: the kernel's struct (TCGETS fills the first 36 bytes,
 * the same on x86_64 and aarch64) padded to 32 control characters, plus
 * the two speeds. */
#define NCCS 32

struct termios {
	tcflag_t c_iflag;
	tcflag_t c_oflag;
	tcflag_t c_cflag;
	tcflag_t c_lflag;
	cc_t c_line;
	cc_t c_cc[NCCS];
	speed_t __c_ispeed;
	speed_t __c_ospeed;
};
#define c_ispeed __c_ispeed
#define c_ospeed __c_ospeed

#include <bits/termios.h>

__BEGIN_DECLS

speed_t cfgetospeed(const struct termios *);
speed_t cfgetispeed(const struct termios *);
int cfsetospeed(struct termios *, speed_t);
int cfsetispeed(struct termios *, speed_t);

int tcgetattr(int, struct termios *);
int tcsetattr(int, int, const struct termios *);

int tcsendbreak(int, int);
int tcdrain(int);
int tcflush(int, int);
int tcflow(int, int);

pid_t tcgetsid(int);

#if defined(_GNU_SOURCE) || defined(_BSD_SOURCE)
void cfmakeraw(struct termios *);
int cfsetspeed(struct termios *, speed_t);
#endif

__END_DECLS

#if defined(_GNU_SOURCE) || defined(_BSD_SOURCE)
#include <sys/ttydefaults.h>
#define CCEQ(val, c) ((c) == (val) && (val) != _POSIX_VDISABLE)
#endif

#endif
