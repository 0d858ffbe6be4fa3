/* x86_64 has no kernel-side signal return: every handler must be
 * installed with SA_RESTORER pointing at code that calls rt_sigreturn. */
struct k_sigaction {
	void (*handler)(int);
	unsigned long flags;
	void (*restorer)(void);
	unsigned mask[2];
};

hidden void __restore_rt(void);
#define KSA_HAS_RESTORER 1
#define KSA_RESTORER __restore_rt
