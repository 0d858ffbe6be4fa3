# Every public function (a global function whose name does not start with
# __) is a weak definition, as glibc's are: a program may define any of
# them itself (bash brings its own strtoimax, others their own getopt,
# error or strtol) and still link when the libc member that carries the
# name is pulled in for another function of its family. Only the defining
# object is touched (weakening a name in an object that merely refers to it
# would make that reference weak, and a weak reference pulls no member).
# Internal __ names and data (environ, stdout, optind) stay strong.
# tests/libc-link/own-definition.test checks the archive. Every libc object
# depends on this file: a change here rebuilds them all.
libc_weaken = $(call tool_$(1),nm) -g --defined-only $@ | awk '$$2 == "T" && $$3 !~ /^__/ { print $$3 }' > $@.weak \
	  && { ! [ -s $@.weak ] || $(call tool_$(1),objcopy) --weaken-symbols=$@.weak $@; } && rm -f $@.weak

