/* x19-x28, x29, x30, sp, then d8-d15 (AAPCS64 callee-saved), rounded to
 * 16 bytes */
typedef unsigned long __jmp_buf[22];
