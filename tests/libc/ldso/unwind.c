/* libgcc's unwinder over a static program: _Unwind_Backtrace steps from
 * frame to frame by the FDEs it finds through _dl_find_object (gcc 12
 * built against glibc 2.35+) or dl_iterate_phdr (older gcc); the frames
 * it reports are the callers' return addresses, in order. _dl_find_object
 * itself: the program's span and its .eh_frame_hdr (version 1). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <link.h>
#include <stdint.h>
#include <unwind.h>
#include "check.h"

#define MAXF 64
static void *ips[MAXF];
static int nips;

static _Unwind_Reason_Code collect(struct _Unwind_Context *ctx, void *arg)
{
	if (nips == MAXF) return _URC_END_OF_STACK;
	ips[nips++] = (void *)_Unwind_GetIP(ctx);
	return _URC_NO_REASON;
}

#define CALLCHAIN_WALK _Unwind_Backtrace(collect, 0)
#include "callchain.h"

int main(void)
{
	struct dl_find_object o;
	CHECK_INT(_dl_find_object((void *)main, &o), 0);
	CHECK((char *)o.dlfo_map_start <= (char *)main && (char *)main < (char *)o.dlfo_map_end);
	CHECK(o.dlfo_eh_frame != 0);
	if (o.dlfo_eh_frame) CHECK_INT(*(unsigned char *)o.dlfo_eh_frame, 1);
	int local;
	CHECK_INT(_dl_find_object(&local, &o), -1);

	CHECK_INT(f1(1), 30);
	/* ips[0] is in _Unwind_Backtrace's caller f3; then the return
	 * addresses into f2, f1 and main, consecutively. */
	int at = -1;
	for (int i = 0; i < nips; i++)
		if (ips[i] == ret[2]) { at = i; break; }
	CHECK(at >= 1);
	if (at >= 1 && at + 2 < nips) {
		CHECK(ips[at + 1] == ret[1]);
		CHECK(ips[at + 2] == ret[0]);
	} else {
		CHECK(0);
	}
	return check_done();
}
