/* The sign of gamma of the last lgamma, lgammaf, lgammal or gamma call
 * (XSI): a plain global, as in every libc, so those four are not
 * thread-safe; lgamma_r is. */
int signgam;
