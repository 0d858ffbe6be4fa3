/* The kernel's struct sigaction, the same layout on x86_64 and aarch64
 * (handler, flags, restorer, then a 64-bit mask). KSA_RESTORER is the
 * return trampoline libc must supply; null where the kernel provides one
 * (aarch64 uses its vDSO). An arch overrides this file when it differs. */
struct k_sigaction {
	void (*handler)(int);
	unsigned long flags;
	void (*restorer)(void);
	unsigned mask[2];
};

#define KSA_HAS_RESTORER 0
#define KSA_RESTORER ((void (*)(void))0)
