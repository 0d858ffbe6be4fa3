#include <sys/personality.h>
#include "syscall.h"

int personality(unsigned long persona)
{
	return syscall_ret(SYS_personality, persona);
}
