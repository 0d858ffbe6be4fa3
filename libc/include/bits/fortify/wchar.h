/* <wchar.h> under _FORTIFY_SOURCE (bits/fortify.h). Sizes in wchar_t. */
wchar_t *__wmemcpy_chk(wchar_t *__restrict, const wchar_t *__restrict, size_t, size_t);
wchar_t *__wmemmove_chk(wchar_t *, const wchar_t *, size_t, size_t);
wchar_t *__wmemset_chk(wchar_t *, wchar_t, size_t, size_t);
wchar_t *__wcscpy_chk(wchar_t *__restrict, const wchar_t *__restrict, size_t);
wchar_t *__wcsncpy_chk(wchar_t *__restrict, const wchar_t *__restrict, size_t, size_t);
wchar_t *__wcscat_chk(wchar_t *__restrict, const wchar_t *__restrict, size_t);
wchar_t *__wcsncat_chk(wchar_t *__restrict, const wchar_t *__restrict, size_t, size_t);
__pp_real(wchar_t *, wmemcpy, (wchar_t *__restrict, const wchar_t *__restrict, size_t));
__pp_real(wchar_t *, wmemmove, (wchar_t *, const wchar_t *, size_t));
__pp_real(wchar_t *, wmemset, (wchar_t *, wchar_t, size_t));
__pp_real(wchar_t *, wcscpy, (wchar_t *__restrict, const wchar_t *__restrict));
__pp_real(wchar_t *, wcsncpy, (wchar_t *__restrict, const wchar_t *__restrict, size_t));
__pp_real(wchar_t *, wcscat, (wchar_t *__restrict, const wchar_t *__restrict));
__pp_real(wchar_t *, wcsncat, (wchar_t *__restrict, const wchar_t *__restrict, size_t));

#define __pp_wbos0(p) (__pp_bos0(p) == (__SIZE_TYPE__)-1 ? (__SIZE_TYPE__)-1 : __pp_bos0(p) / sizeof(wchar_t))
#define __pp_wbos(p) (__pp_bos(p) == (__SIZE_TYPE__)-1 ? (__SIZE_TYPE__)-1 : __pp_bos(p) / sizeof(wchar_t))
__pp_fortify wchar_t *wmemcpy(wchar_t *__restrict __d, const wchar_t *__restrict __s, size_t __n)
{
	__SIZE_TYPE__ __l = __pp_wbos0(__d);
	__pp_direct(__pp_unchecked(__n, __l), __pp_real_wmemcpy(__d, __s, __n))
	return __wmemcpy_chk(__d, __s, __n, __l);
}
__pp_fortify wchar_t *wmemmove(wchar_t *__d, const wchar_t *__s, size_t __n)
{
	__SIZE_TYPE__ __l = __pp_wbos0(__d);
	__pp_direct(__pp_unchecked(__n, __l), __pp_real_wmemmove(__d, __s, __n))
	return __wmemmove_chk(__d, __s, __n, __l);
}
__pp_fortify wchar_t *wmemset(wchar_t *__d, wchar_t __c, size_t __n)
{
	__SIZE_TYPE__ __l = __pp_wbos0(__d);
	__pp_direct(__pp_unchecked(__n, __l), __pp_real_wmemset(__d, __c, __n))
	return __wmemset_chk(__d, __c, __n, __l);
}
__pp_fortify wchar_t *wcscpy(wchar_t *__restrict __d, const wchar_t *__restrict __s)
{
	__SIZE_TYPE__ __l = __pp_wbos(__d);
	__pp_direct(__l == (__SIZE_TYPE__)-1, __pp_real_wcscpy(__d, __s))
	return __wcscpy_chk(__d, __s, __l);
}
__pp_fortify wchar_t *wcsncpy(wchar_t *__restrict __d, const wchar_t *__restrict __s, size_t __n)
{
	__SIZE_TYPE__ __l = __pp_wbos(__d);
	__pp_direct(__pp_unchecked(__n, __l), __pp_real_wcsncpy(__d, __s, __n))
	return __wcsncpy_chk(__d, __s, __n, __l);
}
__pp_fortify wchar_t *wcscat(wchar_t *__restrict __d, const wchar_t *__restrict __s)
{
	__SIZE_TYPE__ __l = __pp_wbos(__d);
	__pp_direct(__l == (__SIZE_TYPE__)-1, __pp_real_wcscat(__d, __s))
	return __wcscat_chk(__d, __s, __l);
}
__pp_fortify wchar_t *wcsncat(wchar_t *__restrict __d, const wchar_t *__restrict __s, size_t __n)
{
	__SIZE_TYPE__ __l = __pp_wbos(__d);
	__pp_direct(__l == (__SIZE_TYPE__)-1, __pp_real_wcsncat(__d, __s, __n))
	return __wcsncat_chk(__d, __s, __n, __l);
}
