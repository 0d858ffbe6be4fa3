#ifndef _SYS_AUXV_H
#define _SYS_AUXV_H

#include <features.h>
#include <elf.h>

__BEGIN_DECLS

unsigned long getauxval(unsigned long);

__END_DECLS

#endif
