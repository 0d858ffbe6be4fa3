/* <unistd.h> under _FORTIFY_SOURCE (bits/fortify.h). */
ssize_t __read_chk(int, void *, size_t, size_t);
ssize_t __pread_chk(int, void *, size_t, off_t, size_t);
ssize_t __readlink_chk(const char *__restrict, char *__restrict, size_t, size_t);
ssize_t __readlinkat_chk(int, const char *__restrict, char *__restrict, size_t, size_t);
char *__getcwd_chk(char *, size_t, size_t);
__pp_real(ssize_t, read, (int, void *, size_t));
__pp_real(ssize_t, pread, (int, void *, size_t, off_t));
__pp_real(ssize_t, readlink, (const char *__restrict, char *__restrict, size_t));
__pp_real(ssize_t, readlinkat, (int, const char *__restrict, char *__restrict, size_t));
__pp_real(char *, getcwd, (char *, size_t));

__pp_fortify ssize_t read(int __fd, void *__b, size_t __n)
{
	__SIZE_TYPE__ __l = __pp_bos0(__b);
	__pp_direct(__pp_unchecked(__n, __l), __pp_real_read(__fd, __b, __n))
	return __read_chk(__fd, __b, __n, __l);
}
__pp_fortify ssize_t pread(int __fd, void *__b, size_t __n, off_t __o)
{
	__SIZE_TYPE__ __l = __pp_bos0(__b);
	__pp_direct(__pp_unchecked(__n, __l), __pp_real_pread(__fd, __b, __n, __o))
	return __pread_chk(__fd, __b, __n, __o, __l);
}
__pp_fortify ssize_t readlink(const char *__restrict __p, char *__restrict __b, size_t __n)
{
	__SIZE_TYPE__ __l = __pp_bos(__b);
	__pp_direct(__pp_unchecked(__n, __l), __pp_real_readlink(__p, __b, __n))
	return __readlink_chk(__p, __b, __n, __l);
}
__pp_fortify ssize_t readlinkat(int __fd, const char *__restrict __p, char *__restrict __b, size_t __n)
{
	__SIZE_TYPE__ __l = __pp_bos(__b);
	__pp_direct(__pp_unchecked(__n, __l), __pp_real_readlinkat(__fd, __p, __b, __n))
	return __readlinkat_chk(__fd, __p, __b, __n, __l);
}
__pp_fortify char *getcwd(char *__b, size_t __n)
{
	__SIZE_TYPE__ __l = __pp_bos(__b);
	__pp_direct(!__b || __pp_unchecked(__n, __l), __pp_real_getcwd(__b, __n))
	return __getcwd_chk(__b, __n, __l);
}
