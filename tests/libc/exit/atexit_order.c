#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

/* The handlers run after main returns, so the last of them (the first
 * registered) does the checking and ends the process with the verdict.
 * main itself returns 3: if the handlers never ran, the test fails. */
static char seq[64];
static int n;

static void h_late(void) { seq[n++] = 'L'; }
static void h_reg_from_handler(void)
{
	seq[n++] = 'R';
	/* Registered during exit: runs next, before older handlers. */
	atexit(h_late);
}
static void h_a(void) { seq[n++] = 'A'; }
static void h_b(void) { seq[n++] = 'B'; }
static void h_c(void) { seq[n++] = 'C'; }
static void h_fill(void) { seq[n++] = 'F'; }

static void final_check(void)
{
	char want[64];
	memset(want, 'F', 40);
	strcpy(want + 40, "CBARL");
	CHECK_STR(seq, want);
	_exit(check_done());
}

int main(void)
{
	CHECK_INT(atexit(final_check), 0);
	CHECK_INT(atexit(h_reg_from_handler), 0);
	CHECK_INT(atexit(h_a), 0);
	CHECK_INT(atexit(h_b), 0);
	CHECK_INT(atexit(h_c), 0);
	/* Enough to need more than one block of our table. */
	for (int i = 0; i < 40; i++) CHECK_INT(atexit(h_fill), 0);
	return 3;
}
