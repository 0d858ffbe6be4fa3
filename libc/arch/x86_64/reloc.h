#define R_RELATIVE 8      /* R_X86_64_RELATIVE */
