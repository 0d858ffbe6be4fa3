#include <netdb.h>
#include <stdlib.h>

/* Each node is one allocation with its address, so a caller may free
 * any tail of the list on its own. */
void freeaddrinfo(struct addrinfo *p)
{
	while (p) {
		struct addrinfo *next = p->ai_next;
		free(p->ai_canonname);
		free(p);
		p = next;
	}
}
