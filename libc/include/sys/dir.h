/* Old BSD spelling of <dirent.h>, with its name for the entry. */
#include <dirent.h>
#define direct dirent
