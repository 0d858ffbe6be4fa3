#ifndef _ERROR_H
#define _ERROR_H

#include <features.h>

__BEGIN_DECLS

void error(int, int, const char *, ...);
void error_at_line(int, int, const char *, unsigned int, const char *, ...);

extern void (*error_print_progname)(void);
extern unsigned int error_message_count;
extern int error_one_per_line;

__END_DECLS

#endif
