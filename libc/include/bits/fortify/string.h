/* <string.h> under _FORTIFY_SOURCE (bits/fortify.h). The compiler's
 * builtins decide: a size it can prove fits becomes the plain call. */
void *__memcpy_chk(void *__restrict, const void *__restrict, size_t, size_t);
void *__memmove_chk(void *, const void *, size_t, size_t);
void *__memset_chk(void *, int, size_t, size_t);
char *__strcpy_chk(char *__restrict, const char *__restrict, size_t);
char *__stpcpy_chk(char *__restrict, const char *__restrict, size_t);
char *__strcat_chk(char *__restrict, const char *__restrict, size_t);
char *__strncpy_chk(char *__restrict, const char *__restrict, size_t, size_t);
char *__stpncpy_chk(char *__restrict, const char *__restrict, size_t, size_t);
char *__strncat_chk(char *__restrict, const char *__restrict, size_t, size_t);

__pp_fortify void *memcpy(void *__restrict __d, const void *__restrict __s, size_t __n)
{ return __builtin___memcpy_chk(__d, __s, __n, __pp_bos0(__d)); }
__pp_fortify void *memmove(void *__d, const void *__s, size_t __n)
{ return __builtin___memmove_chk(__d, __s, __n, __pp_bos0(__d)); }
__pp_fortify void *memset(void *__d, int __c, size_t __n)
{ return __builtin___memset_chk(__d, __c, __n, __pp_bos0(__d)); }
__pp_fortify char *strcpy(char *__restrict __d, const char *__restrict __s)
{ return __builtin___strcpy_chk(__d, __s, __pp_bos(__d)); }
__pp_fortify char *strcat(char *__restrict __d, const char *__restrict __s)
{ return __builtin___strcat_chk(__d, __s, __pp_bos(__d)); }
__pp_fortify char *strncpy(char *__restrict __d, const char *__restrict __s, size_t __n)
{ return __builtin___strncpy_chk(__d, __s, __n, __pp_bos(__d)); }
__pp_fortify char *strncat(char *__restrict __d, const char *__restrict __s, size_t __n)
{ return __builtin___strncat_chk(__d, __s, __n, __pp_bos(__d)); }
#if defined(_POSIX_SOURCE) || defined(_POSIX_C_SOURCE) || defined(_XOPEN_SOURCE) \
 || defined(_GNU_SOURCE) || defined(_BSD_SOURCE)
__pp_fortify char *stpcpy(char *__restrict __d, const char *__restrict __s)
{ return __builtin___stpcpy_chk(__d, __s, __pp_bos(__d)); }
__pp_fortify char *stpncpy(char *__restrict __d, const char *__restrict __s, size_t __n)
{ return __builtin___stpncpy_chk(__d, __s, __n, __pp_bos(__d)); }
#endif
#ifdef _GNU_SOURCE
void *__mempcpy_chk(void *__restrict, const void *__restrict, size_t, size_t);
__pp_fortify void *mempcpy(void *__restrict __d, const void *__restrict __s, size_t __n)
{ return __builtin___mempcpy_chk(__d, __s, __n, __pp_bos0(__d)); }
#endif
