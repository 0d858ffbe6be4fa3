/* <stdio.h> under _FORTIFY_SOURCE (bits/fortify.h). */
int __sprintf_chk(char *__restrict, int, size_t, const char *__restrict, ...);
int __snprintf_chk(char *__restrict, size_t, int, size_t, const char *__restrict, ...);
int __vsprintf_chk(char *__restrict, int, size_t, const char *__restrict, __isoc_va_list);
int __vsnprintf_chk(char *__restrict, size_t, int, size_t, const char *__restrict, __isoc_va_list);
char *__fgets_chk(char *__restrict, size_t, int, FILE *__restrict);
size_t __fread_chk(void *__restrict, size_t, size_t, size_t, FILE *__restrict);
__pp_real(char *, fgets, (char *__restrict, int, FILE *__restrict));
__pp_real(size_t, fread, (void *__restrict, size_t, size_t, FILE *__restrict));

__pp_fortify int vsprintf(char *__restrict __s, const char *__restrict __f, __isoc_va_list __ap)
{ return __builtin___vsprintf_chk(__s, __pp_fortify_flag, __pp_bos(__s), __f, __ap); }
__pp_fortify int vsnprintf(char *__restrict __s, size_t __n, const char *__restrict __f, __isoc_va_list __ap)
{ return __builtin___vsnprintf_chk(__s, __n, __pp_fortify_flag, __pp_bos(__s), __f, __ap); }

#if defined(__clang__) || !defined(__GNUC__)
/* no __builtin_va_arg_pack: macros, as glibc does for clang */
#define sprintf(__s, ...) __builtin___sprintf_chk(__s, __pp_fortify_flag, __pp_bos(__s), __VA_ARGS__)
#define snprintf(__s, __n, ...) \
	__builtin___snprintf_chk(__s, __n, __pp_fortify_flag, __pp_bos(__s), __VA_ARGS__)
#else
__pp_fortify int sprintf(char *__restrict __s, const char *__restrict __f, ...)
{ return __builtin___sprintf_chk(__s, __pp_fortify_flag, __pp_bos(__s), __f, __builtin_va_arg_pack()); }
__pp_fortify int snprintf(char *__restrict __s, size_t __n, const char *__restrict __f, ...)
{ return __builtin___snprintf_chk(__s, __n, __pp_fortify_flag, __pp_bos(__s), __f, __builtin_va_arg_pack()); }
#endif

__pp_fortify char *fgets(char *__restrict __s, int __n, FILE *__restrict __f)
{
	__SIZE_TYPE__ __b = __pp_bos(__s);
	__pp_direct(__n <= 0 || __pp_unchecked((__SIZE_TYPE__)__n, __b), __pp_real_fgets(__s, __n, __f))
	return __fgets_chk(__s, __b, __n, __f);
}
__pp_fortify size_t fread(void *__restrict __p, size_t __z, size_t __n, FILE *__restrict __f)
{
	__SIZE_TYPE__ __b = __pp_bos0(__p);
	__pp_direct(__b == (__SIZE_TYPE__)-1 || (__builtin_constant_p(__z) && __builtin_constant_p(__n)
	    && __z <= 0xffffffffu && __n <= 0xffffffffu && __z * __n <= __b), __pp_real_fread(__p, __z, __n, __f))
	return __fread_chk(__p, __b, __z, __n, __f);
}

#ifdef _GNU_SOURCE
char *__fgets_unlocked_chk(char *__restrict, size_t, int, FILE *__restrict);
size_t __fread_unlocked_chk(void *__restrict, size_t, size_t, size_t, FILE *__restrict);
__pp_real(char *, fgets_unlocked, (char *, int, FILE *));
__pp_real(size_t, fread_unlocked, (void *, size_t, size_t, FILE *));
__pp_fortify char *fgets_unlocked(char *__s, int __n, FILE *__f)
{
	__SIZE_TYPE__ __b = __pp_bos(__s);
	__pp_direct(__n <= 0 || __pp_unchecked((__SIZE_TYPE__)__n, __b), __pp_real_fgets_unlocked(__s, __n, __f))
	return __fgets_unlocked_chk(__s, __b, __n, __f);
}
__pp_fortify size_t fread_unlocked(void *__p, size_t __z, size_t __n, FILE *__f)
{
	__SIZE_TYPE__ __b = __pp_bos0(__p);
	__pp_direct(__b == (__SIZE_TYPE__)-1, __pp_real_fread_unlocked(__p, __z, __n, __f))
	return __fread_unlocked_chk(__p, __b, __z, __n, __f);
}
#endif
