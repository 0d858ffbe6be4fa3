/* x86_64: the x87 status/control words and SSE's MXCSR share the bit
 * layout of the exception flags; rounding is bits 10-11 of the x87
 * control word (bits 13-14 of MXCSR). */
#define FE_INVALID    1
#define __FE_DENORM   2
#define FE_DIVBYZERO  4
#define FE_OVERFLOW   8
#define FE_UNDERFLOW  16
#define FE_INEXACT    32

#define FE_ALL_EXCEPT (FE_INEXACT | FE_DIVBYZERO | FE_UNDERFLOW | FE_OVERFLOW | FE_INVALID)

#define FE_TONEAREST  0
#define FE_DOWNWARD   0x400
#define FE_UPWARD     0x800
#define FE_TOWARDZERO 0xc00

typedef unsigned short fexcept_t;

/* fnstenv's 28-byte x87 environment followed by MXCSR (glibc's layout). */
typedef struct {
	unsigned short __control_word, __reserved1;
	unsigned short __status_word, __reserved2;
	unsigned short __tags, __reserved3;
	unsigned int __eip;
	unsigned short __cs_selector, __opcode;
	unsigned int __data_offset;
	unsigned short __data_selector, __reserved5;
	unsigned int __mxcsr;
} fenv_t;

#define FE_DFL_ENV ((const fenv_t *)-1)
