#ifndef _SYS_UCONTEXT_H
#define _SYS_UCONTEXT_H
#include <signal.h>
#endif
