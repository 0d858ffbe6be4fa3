# Fuzzing (docs/security.md §9): one harness per parser of outside data,
# tests/fuzz/<target>.c, each a libFuzzer entry point
# (LLVMFuzzerTestOneInput) with its seed corpus in tests/fuzz/<target>/.
#
#   make check            runs every harness over its corpus (driver.c in
#                         place of libFuzzer): the libc ones linked with our
#                         libc on each arch (aarch64 under qemu), the APE
#                         tools' on the host
#   make fuzz FUZZ_SECONDS=N   runs each under libFuzzer (Debian's clang) for N
#                         seconds, ASan on; the libc ones are differential
#                         against glibc (FUZZ_REF). FUZZ=regex limits it.
#
# libFuzzer needs the host's libc, so for `make fuzz` the libc is compiled
# a second time for the host with clang and sanitizers (FUZZ_LIBC_SRCS),
# and every symbol it defines is renamed pp_* (objcopy --redefine-syms)
# so it sits beside glibc in one program. Left out of that copy, so glibc's
# (ASan's) are used: malloc (ASan sees every heap access), __errno_location
# (ours reads the thread pointer, which is glibc's there). UBSan without
# pointer-overflow: stdio computes buf + 0 with a null buf (sscanf),
# undefined in the letter of C, harmless on every compiler we use.

FUZZ_LIBC_TARGETS := printf scanf strtod regex zipfs dns
FUZZ_HOST_TARGETS := elf apezip
FUZZ_SECONDS ?= 60
FUZZ ?= $(FUZZ_LIBC_TARGETS) $(FUZZ_HOST_TARGETS) recipe
FUZZ_OUT := $(OUT)/fuzz
FUZZ_DRIVER := $(srcdir)/tests/fuzz/driver.c
FUZZ_H := $(srcdir)/tests/fuzz/fmt1.h $(srcdir)/tests/fuzz/ref.h

FUZZ_HOST_SRCS_elf := $(srcdir)/ape/common/apehdr.c $(srcdir)/ape/common/elfcheck.c
FUZZ_HOST_SRCS_apezip := $(filter-out %/main.c %/write.c,$(APEZIP_SRCS)) $(APE_TOOL_COMMON)
FUZZ_HOST_LDFLAGS_apezip := -Wl,--wrap=exit

# --- the regression run (make check) ---
define fuzz_regress_template
$(TEST_OUT)/fuzz/$(1)/%: $(srcdir)/tests/fuzz/%.c $(FUZZ_DRIVER) $(FUZZ_H) $$(LIBC_$(1))
	$$(pp_v_LD)$$(MKDIR_P) $$(@D) \
	  && $$(CC_$(1)) $$(call LIBC_CPPFLAGS,$(1)) $$(LIBC_CFLAGS) $$(ARCH_CFLAGS_$(1)) -O1 -c $$< -o $$@.h.o \
	  && $$(CC_$(1)) $$(call TARGET_CPPFLAGS,$(1)) $$(call TARGET_CFLAGS,$(1)) -c $(FUZZ_DRIVER) -o $$@.d.o \
	  && $$(CC_$(1)) $$(TARGET_LDFLAGS) -o $$@.tmp $$(call TARGET_CRT,$(1)) $$@.h.o $$@.d.o $$(call TARGET_LIBS,$(1)) \
	  && rm -f $$@.h.o $$@.d.o && mv $$@.tmp $$@
FUZZ_REGRESS_BINS += $$(addprefix $(TEST_OUT)/fuzz/$(1)/,$(FUZZ_LIBC_TARGETS))
endef
FUZZ_REGRESS_BINS :=
$(foreach a,$(ARCHES),$(eval $(call fuzz_regress_template,$(a))))

define fuzz_host_template
$(TEST_OUT)/fuzz/host/$(1): $(srcdir)/tests/fuzz/$(1).c $(FUZZ_DRIVER) $$(FUZZ_HOST_SRCS_$(1)) $(APE_COMMON_H)
	$$(pp_v_LD)$$(MKDIR_P) $$(@D) && $(CC) -O1 -g $(PREFIX_MAP) -Wall -o $$@.tmp $$< $(FUZZ_DRIVER) \
	  $$(FUZZ_HOST_SRCS_$(1)) $$(FUZZ_HOST_LDFLAGS_$(1)) && mv $$@.tmp $$@
FUZZ_REGRESS_BINS += $(TEST_OUT)/fuzz/host/$(1)
endef
$(foreach t,$(FUZZ_HOST_TARGETS),$(eval $(call fuzz_host_template,$(t))))

$(TEST_OUT)/fuzz.list: Makefile $(srcdir)/mk/fuzz.mk
	@$(MKDIR_P) $(@D)
	@{ for t in $(FUZZ_LIBC_TARGETS); do for a in $(ARCHES); do \
	     case $$a in x86_64) run='$(RUN_x86_64_CMD)';; aarch64) run='$(RUN_aarch64_CMD)';; esac; \
	     printf 'fuzz/%s/%s\t%s %s %s\n' $$a $$t "$$run" "$(abs_top_builddir)/$(TEST_OUT)/fuzz/$$a/$$t" "$(abs_top_srcdir)/tests/fuzz/$$t"; \
	   done; done; \
	   for t in $(FUZZ_HOST_TARGETS); do \
	     printf 'fuzz/host/%s\t%s %s\n' $$t "$(abs_top_builddir)/$(TEST_OUT)/fuzz/host/$$t" "$(abs_top_srcdir)/tests/fuzz/$$t"; \
	   done; } > $@.tmp && mv $@.tmp $@
$(TEST_OUT)/list: $(TEST_OUT)/fuzz.list
# (tests.mk read CHECK_DEPS before this fragment)
pp-check: $(if $(call pp_selects,$(patsubst $(TEST_OUT)/%,%,$(FUZZ_REGRESS_BINS))),$(FUZZ_REGRESS_BINS))
CHECK_LISTS += $(TEST_OUT)/fuzz.list

# --- libFuzzer (make fuzz) ---
FUZZ_CC ?= clang
FUZZ_ARCH := $(HOST_ARCH)
FUZZ_SAN := -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -fno-sanitize=function,vptr,pointer-overflow
# Only the areas the harnesses reach (a whole second libc costs ~10 CPU
# minutes); a name none of them defines resolves to glibc's, which is the
# same system call for the few (close, writev) the harnesses' paths use.
FUZZ_LIBC_AREAS := ctype errno internal locale multibyte network regex stdio stdlib string zip
FUZZ_LIBC_EXTRA := $(wildcard $(addprefix $(srcdir)/libc/src/math/,frexp*.c scalbn*.c copysign*.c \
	__fpclassify*.c __signbit*.c fmodl.c fabs*.c nan*.c) $(srcdir)/libc/src/thread/__lock.c $(srcdir)/libc/src/thread/__syscall_cp.c)
# The generic C files only: the arch's vector string functions read
# aligned words past a string's end, which is safe and what ASan reports.
FUZZ_LIBC_SRCS := $(filter-out %/__errno_location.c, \
	$(filter $(foreach a,$(FUZZ_LIBC_AREAS),$(srcdir)/libc/src/$(a)/%),$(LIBC_GENERIC_SRCS)) $(FUZZ_LIBC_EXTRA))
FUZZ_LIBC_OBJS := $(patsubst $(srcdir)/libc/%,$(FUZZ_OUT)/libc/%.o,$(FUZZ_LIBC_SRCS)) $(FUZZ_OUT)/shim.o
# LIBC_CFLAGS less what only gcc knows, and -O1 for sanitizers.
# Not vis.h: a hidden reference could not reach glibc's definition.
# No Windows handler named by the system call sites: no backend here.
FUZZ_LIBC_CC = $(FUZZ_CC) $(filter-out -include %/vis.h,$(subst -include ,-include,$(call LIBC_CPPFLAGS,$(FUZZ_ARCH)))) \
	$(filter-out -O2 -fno-tree-loop-distribute-patterns -frounding-math -Werror=%,$(LIBC_CFLAGS)) \
	-O1 -g -fno-omit-frame-pointer -Wno-everything -DPP_NO_WINDOWS_HANDLERS $(FUZZ_SAN)

# string/ reads whole aligned words past a string's end (safe: a word
# never crosses a page); ASan would take that for an overflow.
$(FUZZ_OUT)/libc/%.c.o: $(srcdir)/libc/%.c $(LIBC_GEN_$(FUZZ_ARCH))
	@$(MKDIR_P) $(@D) && $(FUZZ_LIBC_CC) $(if $(findstring /src/string/,$<),-fno-sanitize=address) -c $< -o $@
$(FUZZ_OUT)/shim.o: $(srcdir)/tests/fuzz/shim.c $(LIBC_GEN_$(FUZZ_ARCH))
	@$(MKDIR_P) $(@D) && $(FUZZ_LIBC_CC) -c $< -o $@
# The rename map: every global or weak symbol our libc defines.
$(FUZZ_OUT)/rename.map: $(FUZZ_LIBC_OBJS)
	$(pp_v_GEN)nm -g --defined-only $^ | awk 'NF == 3 { print $$3 " pp_" $$3 }' | sort -u > $@.tmp && mv $@.tmp $@
$(FUZZ_OUT)/libpp.a: $(FUZZ_LIBC_OBJS) $(FUZZ_OUT)/rename.map
	$(pp_v_AR)rm -f $@.tmp && ar rcs $@.tmp $(FUZZ_LIBC_OBJS) \
	  && objcopy --redefine-syms=$(FUZZ_OUT)/rename.map $@.tmp && mv $@.tmp $@
$(FUZZ_OUT)/ref.o: $(srcdir)/tests/fuzz/ref.c $(FUZZ_H)
	$(pp_v_CC)$(MKDIR_P) $(@D) && $(FUZZ_CC) -O1 -g -fsanitize=address -c $< -o $@

$(FUZZ_OUT)/bin/%: $(srcdir)/tests/fuzz/%.c $(FUZZ_OUT)/libpp.a $(FUZZ_OUT)/ref.o $(FUZZ_H)
	$(pp_v_LD)$(MKDIR_P) $(@D) && $(FUZZ_LIBC_CC) -DFUZZ_REF -c $< -o $@.o \
	  && objcopy --redefine-syms=$(FUZZ_OUT)/rename.map $@.o \
	  && $(FUZZ_CC) -fsanitize=fuzzer,address,undefined -o $@.tmp $@.o $(FUZZ_OUT)/ref.o $(FUZZ_OUT)/libpp.a \
	  && rm -f $@.o && mv $@.tmp $@

define fuzz_hostbin_template
$(FUZZ_OUT)/bin/$(1): $(srcdir)/tests/fuzz/$(1).c $$(FUZZ_HOST_SRCS_$(1)) $(APE_COMMON_H)
	$$(pp_v_LD)$$(MKDIR_P) $$(@D) && $(FUZZ_CC) -O1 -g $(FUZZ_SAN) -fsanitize=fuzzer -o $$@.tmp $$< \
	  $$(FUZZ_HOST_SRCS_$(1)) $$(FUZZ_HOST_LDFLAGS_$(1)) && mv $$@.tmp $$@
endef
$(foreach t,$(FUZZ_HOST_TARGETS),$(eval $(call fuzz_hostbin_template,$(t))))

.PHONY: fuzz fuzz-build
fuzz-build: $(addprefix $(FUZZ_OUT)/bin/,$(filter-out recipe,$(FUZZ)))
fuzz: fuzz-build
	@$(BASH) $(srcdir)/tests/fuzz/run.sh $(abs_top_srcdir) $(abs_top_builddir)/$(FUZZ_OUT) $(FUZZ_SECONDS) $(FUZZ)
