/* <poll.h> under _FORTIFY_SOURCE (bits/fortify.h): nfds entries must fit. */
int __poll_chk(struct pollfd *, nfds_t, int, __SIZE_TYPE__);
__pp_real(int, poll, (struct pollfd *, nfds_t, int));

__pp_fortify int poll(struct pollfd *__f, nfds_t __n, int __t)
{
	__SIZE_TYPE__ __l = __pp_bos(__f);
	__pp_direct(__l == (__SIZE_TYPE__)-1 || (__builtin_constant_p(__n) && __n <= __l / sizeof *__f),
		    __pp_real_poll(__f, __n, __t))
	return __poll_chk(__f, __n, __t, __l);
}
#ifdef _GNU_SOURCE
int __ppoll_chk(struct pollfd *, nfds_t, const struct timespec *, const sigset_t *, __SIZE_TYPE__);
__pp_real(int, ppoll, (struct pollfd *, nfds_t, const struct timespec *, const sigset_t *));
__pp_fortify int ppoll(struct pollfd *__f, nfds_t __n, const struct timespec *__ts, const sigset_t *__m)
{
	__SIZE_TYPE__ __l = __pp_bos(__f);
	__pp_direct(__l == (__SIZE_TYPE__)-1 || (__builtin_constant_p(__n) && __n <= __l / sizeof *__f),
		    __pp_real_ppoll(__f, __n, __ts, __m))
	return __ppoll_chk(__f, __n, __ts, __m, __l);
}
#endif
