#ifndef LINK_H
#define LINK_H

#include "../../include/link.h"

/* The loaded objects, as dl_iterate_phdr reports them: the program,
 * then the vDSO if the kernel mapped one. Fills OBJ (room for 2) and
 * returns how many. */
int __dl_objects(struct dl_phdr_info *obj);

#endif
