/* <stdlib.h> under _FORTIFY_SOURCE (bits/fortify.h). */
size_t __mbstowcs_chk(wchar_t *__restrict, const char *__restrict, size_t, size_t);
size_t __wcstombs_chk(char *__restrict, const wchar_t *__restrict, size_t, size_t);
__pp_real(size_t, mbstowcs, (wchar_t *__restrict, const char *__restrict, size_t));
__pp_real(size_t, wcstombs, (char *__restrict, const wchar_t *__restrict, size_t));

__pp_fortify size_t mbstowcs(wchar_t *__restrict __d, const char *__restrict __s, size_t __n)
{
	__SIZE_TYPE__ __l = __pp_bos(__d);
	__pp_direct(!__d || __l == (__SIZE_TYPE__)-1, __pp_real_mbstowcs(__d, __s, __n))
	return __mbstowcs_chk(__d, __s, __n, __l / sizeof(wchar_t));
}
__pp_fortify size_t wcstombs(char *__restrict __d, const wchar_t *__restrict __s, size_t __n)
{
	__SIZE_TYPE__ __l = __pp_bos(__d);
	__pp_direct(!__d || __pp_unchecked(__n, __l), __pp_real_wcstombs(__d, __s, __n))
	return __wcstombs_chk(__d, __s, __n, __l);
}
#if defined(_XOPEN_SOURCE) || defined(_GNU_SOURCE) || defined(_BSD_SOURCE)
char *__realpath_chk(const char *__restrict, char *__restrict, size_t);
__pp_real(char *, realpath, (const char *__restrict, char *__restrict));
__pp_fortify char *realpath(const char *__restrict __p, char *__restrict __r)
{
	__SIZE_TYPE__ __l = __pp_bos(__r);
	__pp_direct(!__r || __l == (__SIZE_TYPE__)-1, __pp_real_realpath(__p, __r))
	return __realpath_chk(__p, __r, __l);
}
#endif
