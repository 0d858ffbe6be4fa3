/* What apelink needs to write the PE header (ape/apelink/pe.c): the
 * descriptor section polyport_pe and the import address table.
 *
 * The table lives in .data: the Windows loader fills it before the entry
 * point runs, and the code reaches it PC-relative (WIN() in win.h). It is
 * laid out as the PE format wants, each DLL's slots ended by a null one,
 * in the order of the lists in win.h. The descriptor names the Windows
 * entry point and the table by 32-bit offsets from the fields themselves,
 * which ld resolves at link time: no dynamic relocation, nothing to do at
 * run time. It is reached from _start (libc/arch/x86_64/crt/start.S) by a
 * relocation without bytes, so every x86_64 program links it, and the
 * Linux start-up never looks at it. */
#include "win.h"

#define WIN_SLOT(r, n, p) ".quad 0\n"
#define WIN_NAME(r, n, p) ".asciz \"" #n "\"\n"

__asm__(
	".pushsection .data.polyport_iat,\"aw\",@progbits\n"
	".balign 8\n"
	".globl __win_iat\n"
	".hidden __win_iat\n"
	"__win_iat:\n"
	WIN_KERNEL32(WIN_SLOT) ".quad 0\n"
	WIN_ADVAPI32(WIN_SLOT) ".quad 0\n"
	".Lwin_iat_end:\n"
	".popsection\n"

	".pushsection polyport_pe,\"a\",@progbits\n"
	".globl __polyport_pe\n"
	".hidden __polyport_pe\n"
	"__polyport_pe:\n"
	".ascii \"PPPE\"\n"
	".long 1\n"                              /* version */
	".long __win_start - .\n"                /* entry point */
	".long __win_iat - .\n"                  /* import address table */
	".long (.Lwin_iat_end - __win_iat) / 8\n"
	".asciz \"KERNEL32.dll\"\n" WIN_KERNEL32(WIN_NAME) ".byte 0\n"
	".asciz \"ADVAPI32.dll\"\n" WIN_ADVAPI32(WIN_NAME) ".byte 0\n"
	".byte 0\n"
	".popsection\n");
