# x86_64 libc, compiled with -mno-tls-direct-seg-refs: every access to a
# thread-local variable starts with a load of the thread pointer,
# "movq %fs:0, %reg". This lists each such load in the section polyport_tp,
# as pthread_arch.h's __get_tp does for its own, so that the Windows
# start-up can point it at the TEB slot that holds the thread pointer
# (libc/sys/windows/main.c). Any other use of %fs would be missed there:
# it stops the build instead.
/^[ \t]*movq[ \t]+%fs:0,[ \t]*%[a-z0-9]+[ \t]*$/ {
	n++
	printf ".Ltpa%d:\n%s\n", n, $0
	printf "\t.pushsection polyport_tp,\"ao\",@progbits,.Ltpa%d\n\t.balign 4\n\t.long .Ltpa%d - .\n\t.popsection\n", n, n
	next
}
/%fs:/ && !/^[ \t]*\.Ltp[0-9]+: mov %fs:0,%[a-z0-9]+[ \t]*$/ && !/^[ \t]*#/ {
	printf "%s:%d: a use of %%fs the Windows start-up cannot redirect: %s\n", FILENAME, FNR, $0 > "/dev/stderr"
	bad = 1
}
{ print }
END { exit bad }
