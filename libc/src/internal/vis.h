/* Included first in every libc translation unit (-include). Everything in
 * libc is hidden: a static link still resolves the program's references,
 * but accesses inside libc become PC-relative, which static-PIE start-up
 * code needs before it has applied its own relocations. */
#pragma GCC visibility push(hidden)
