#include <unistd.h>

/* A portable vfork is fork: the child gets its own copy of memory, which
 * is more than vfork promises. Arches with an asm vfork (sharing memory,
 * parent suspended) override this file. */
pid_t vfork(void)
{
	return fork();
}
