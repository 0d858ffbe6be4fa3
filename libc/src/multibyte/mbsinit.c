#include <wchar.h>

int mbsinit(const mbstate_t *st)
{
	return !st || !st->__opaque2;
}
