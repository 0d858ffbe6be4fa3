/* rbx rbp r12 r13 r14 r15 rsp rip */
typedef unsigned long __jmp_buf[8];
