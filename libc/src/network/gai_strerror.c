#define _GNU_SOURCE
#include <netdb.h>

/* glibc's texts: programs and test suites compare them. */
const char *gai_strerror(int e)
{
	switch (e) {
	case 0: return "Success";
	case EAI_BADFLAGS: return "Bad value for ai_flags";
	case EAI_NONAME: return "Name or service not known";
	case EAI_AGAIN: return "Temporary failure in name resolution";
	case EAI_FAIL: return "Non-recoverable failure in name resolution";
	case EAI_NODATA: return "No address associated with hostname";
	case EAI_FAMILY: return "ai_family not supported";
	case EAI_SOCKTYPE: return "ai_socktype not supported";
	case EAI_SERVICE: return "Servname not supported for ai_socktype";
	case EAI_ADDRFAMILY: return "Address family for hostname not supported";
	case EAI_MEMORY: return "Memory allocation failure";
	case EAI_SYSTEM: return "System error";
	case EAI_OVERFLOW: return "Argument buffer overflow";
	case EAI_INPROGRESS: return "Processing request in progress";
	case EAI_CANCELED: return "Request canceled";
	case EAI_NOTCANCELED: return "Request not canceled";
	case EAI_ALLDONE: return "All requests done";
	case EAI_INTR: return "Interrupted by a signal";
	case EAI_IDN_ENCODE: return "Parameter string not correctly encoded";
	}
	return "Unknown error";
}
