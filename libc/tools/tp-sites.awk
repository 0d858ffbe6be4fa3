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
# The stack protector's guard. The drivers ask for the global one
# (-mstack-protector-guard=global), but gcc 12 forgets that option in a
# function with a target attribute (zstd's BMI2 decoders, any
# __attribute__((target(...)))) and reads the guard at %fs:40, where
# glibc keeps it. Such an operand becomes what the option would have
# given: the same instruction on __stack_chk_guard.
/^[ \t]*(movq|subq|xorq|cmpq)[ \t]+%fs:(40|0x28),[ \t]*%[a-z0-9]+[ \t]*$/ {
	sub(/%fs:(40|0x28),/, "__stack_chk_guard(%rip),")
}
/%fs:/ && !/^[ \t]*\.Ltp[0-9]+: mov %fs:0,%[a-z0-9]+[ \t]*$/ && !/^[ \t]*#/ {
	printf "%s:%d: a use of %%fs the Windows start-up cannot redirect: %s\n", FILENAME, FNR, $0 > "/dev/stderr"
	bad = 1
}
{ print }
END { exit bad }
