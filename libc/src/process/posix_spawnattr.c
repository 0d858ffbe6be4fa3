#include <spawn.h>
#include <sched.h>
#include <errno.h>
#include <string.h>

int posix_spawnattr_init(posix_spawnattr_t *attr)
{
	memset(attr, 0, sizeof *attr);
	return 0;
}

int posix_spawnattr_destroy(posix_spawnattr_t *attr)
{
	(void)attr;
	return 0;
}

int posix_spawnattr_setflags(posix_spawnattr_t *attr, short flags)
{
	const unsigned all = POSIX_SPAWN_RESETIDS | POSIX_SPAWN_SETPGROUP
		| POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
		| POSIX_SPAWN_SETSCHEDPARAM | POSIX_SPAWN_SETSCHEDULER
		| POSIX_SPAWN_USEVFORK | POSIX_SPAWN_SETSID;
	if ((unsigned short)flags & ~all) return EINVAL;
	attr->__flags = (unsigned short)flags;
	return 0;
}

int posix_spawnattr_getflags(const posix_spawnattr_t *restrict attr, short *restrict flags)
{
	*flags = attr->__flags;
	return 0;
}

int posix_spawnattr_setpgroup(posix_spawnattr_t *attr, pid_t pgrp)
{
	attr->__pgrp = pgrp;
	return 0;
}

int posix_spawnattr_getpgroup(const posix_spawnattr_t *restrict attr, pid_t *restrict pgrp)
{
	*pgrp = attr->__pgrp;
	return 0;
}

int posix_spawnattr_setsigmask(posix_spawnattr_t *restrict attr, const sigset_t *restrict mask)
{
	attr->__mask = *mask;
	return 0;
}

int posix_spawnattr_getsigmask(const posix_spawnattr_t *restrict attr, sigset_t *restrict mask)
{
	*mask = attr->__mask;
	return 0;
}

int posix_spawnattr_setsigdefault(posix_spawnattr_t *restrict attr, const sigset_t *restrict def)
{
	attr->__def = *def;
	return 0;
}

int posix_spawnattr_getsigdefault(const posix_spawnattr_t *restrict attr, sigset_t *restrict def)
{
	*def = attr->__def;
	return 0;
}

int posix_spawnattr_setschedparam(posix_spawnattr_t *restrict attr, const struct sched_param *restrict p)
{
	attr->__prio = p->sched_priority;
	return 0;
}

int posix_spawnattr_getschedparam(const posix_spawnattr_t *restrict attr, struct sched_param *restrict p)
{
	p->sched_priority = attr->__prio;
	return 0;
}

int posix_spawnattr_setschedpolicy(posix_spawnattr_t *attr, int policy)
{
	attr->__pol = policy;
	return 0;
}

int posix_spawnattr_getschedpolicy(const posix_spawnattr_t *restrict attr, int *restrict policy)
{
	*policy = attr->__pol;
	return 0;
}
