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
 * Linux start-up never looks at it.
 *
 * Version 2 (docs/format.md section 10.1): each function's name comes
 * after two zero bytes, so it is a PE hint/name entry as it stands, and
 * the descriptor ends in a zeroed area where apelink writes the import
 * descriptors, the lookup tables and the base relocation block. The whole
 * import directory is then in the image's own read-only bytes, in the
 * section that holds the names (tools such as objdump read the names only
 * from the section of the directory), and the file needs no .idata: 2.5 KB
 * less for hello, for about 0.9 KB of zeros here. */
#include "win.h"

#define WIN_SLOT(r, n, p) ".quad 0\n"
#define WIN_NAME(r, n, p) ".short 0\n.asciz \"" #n "\"\n"

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
	".long 2\n"                              /* version */
	".long __win_start - .\n"                /* entry point */
	".long __win_iat - .\n"                  /* import address table */
	".long (.Lwin_iat_end - __win_iat) / 8\n"
	".long .Lwin_idir - .\n"                 /* the area apelink fills */
	".long .Lwin_idir_end - .Lwin_idir\n"
	".asciz \"KERNEL32.dll\"\n" WIN_KERNEL32(WIN_NAME) ".short 0\n.byte 0\n"
	".asciz \"ADVAPI32.dll\"\n" WIN_ADVAPI32(WIN_NAME) ".short 0\n.byte 0\n"
	".byte 0\n"
	/* the lookup tables (as large as the address table), 20 bytes per
	 * DLL and a null descriptor, the 12-byte relocation block */
	".balign 8\n"
	".Lwin_idir:\n"
	".zero (.Lwin_iat_end - __win_iat) + 3 * 20 + 12\n"
	".Lwin_idir_end:\n"
	".popsection\n");
