/* __dso_handle: the address that names "this module" to __cxa_atexit.
 * g++ passes &__dso_handle with every static object's destructor it
 * registers; gcc's crtbegin.o defines it, but polyport links crt1.o only
 * (static programs have one module), so the C++ driver's programs find it
 * here. Only its address matters; pointing at itself is what crtbegin.o
 * does for executables. In its own object so that C programs, which never
 * name it, do not carry it. */
void *const __dso_handle = (void *)&__dso_handle;
