/* <sys/socket.h> under _FORTIFY_SOURCE (bits/fortify.h). */
ssize_t __recv_chk(int, void *, size_t, size_t, int);
ssize_t __recvfrom_chk(int, void *__restrict, size_t, size_t, int, struct sockaddr *__restrict, socklen_t *__restrict);
__pp_real(ssize_t, recv, (int, void *, size_t, int));
__pp_real(ssize_t, recvfrom, (int, void *__restrict, size_t, int, struct sockaddr *__restrict, socklen_t *__restrict));

__pp_fortify ssize_t recv(int __fd, void *__b, size_t __n, int __fl)
{
	__SIZE_TYPE__ __l = __pp_bos0(__b);
	__pp_direct(__pp_unchecked(__n, __l), __pp_real_recv(__fd, __b, __n, __fl))
	return __recv_chk(__fd, __b, __n, __l, __fl);
}
__pp_fortify ssize_t recvfrom(int __fd, void *__restrict __b, size_t __n, int __fl,
			      struct sockaddr *__restrict __a, socklen_t *__restrict __al)
{
	__SIZE_TYPE__ __l = __pp_bos0(__b);
	__pp_direct(__pp_unchecked(__n, __l), __pp_real_recvfrom(__fd, __b, __n, __fl, __a, __al))
	return __recvfrom_chk(__fd, __b, __n, __l, __fl, __a, __al);
}
