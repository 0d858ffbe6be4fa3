#include <dirent.h>
#include "__dirent.h"

int dirfd(DIR *dir)
{
	return dir->fd;
}
