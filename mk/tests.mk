# The test suites. Each suite contributes lines "NAME<TAB>COMMAND" to a
# list; tests/harness/run runs them all in parallel and prints the totals.
#
#   tests/libc/<area>/<name>.c   one C file, built three ways: our libc for
#                                x86_64 and aarch64, and the host glibc
#   tests/<suite>/<name>.test    a shell script (ape, toolchain, ports, ...)
#
# A test passes with exit 0, is skipped with exit 77, fails otherwise.

TEST_OUT := $(OUT)/test
LIBC_TESTS := $(patsubst $(srcdir)/tests/libc/%.c,%,$(sort $(wildcard $(srcdir)/tests/libc/*/*.c)))
SCRIPT_TESTS := $(patsubst $(srcdir)/tests/%,%,$(sort $(wildcard $(srcdir)/tests/*/*.test)))
# The math tests check flags and errno of calls with constant arguments:
# without -fno-builtin gcc folds them at compile time and nothing is raised.
# (No leading slash: make strips "./" from $< in an in-tree build.)
TEST_CFLAGS = -O1 -g $(PREFIX_MAP) -I$(srcdir)/tests/harness -Wall -Wno-unused -Wno-format-truncation -Wno-stringop-overflow \
	$(if $(findstring tests/libc/math/,$<),-fno-builtin -frounding-math)

# glibc has no <ndbm.h>: its reference is gdbm's (libgdbm-compat).
GLIBC_TEST_LIBS = $(if $(findstring tests/libc/ndbm/,$<),-lgdbm_compat -lgdbm)

# A test that fails to compile is a failed test, not a broken build: the
# compiler's output is kept beside where the binary would be.
define libc_test_template
$(TEST_OUT)/$(1)/libc/%: $(srcdir)/tests/libc/%.c $(srcdir)/tests/harness/check.h $$(LIBC_$(1))
	$$(pp_v_CC)$$(MKDIR_P) $$(@D) && { $$(CC_$(1)) $$(call TARGET_CPPFLAGS,$(1)) $$(call TARGET_CFLAGS,$(1)) $$(TEST_CFLAGS) -MMD -MP -MT $$@ -MF $$@.d -c $$< -o $$@.o \
	  && $$(CC_$(1)) $$(TARGET_LDFLAGS) -o $$@ $$(call TARGET_CRT,$(1)) $$@.o $$(call TARGET_LIBS,$(1)); } > $$@.buildlog 2>&1 \
	  || { rm -f $$@; echo "  FAILED   $$@ (see $$@.buildlog)"; }
LIBC_TEST_BINS += $$(addprefix $(TEST_OUT)/$(1)/libc/,$$(LIBC_TESTS))
endef
LIBC_TEST_BINS :=
$(foreach a,$(ARCHES),$(eval $(call libc_test_template,$(a))))

$(TEST_OUT)/glibc/libc/%: $(srcdir)/tests/libc/%.c $(srcdir)/tests/harness/check.h
	$(pp_v_CC)$(MKDIR_P) $(@D) && { $(CC) $(TEST_CFLAGS) -MMD -MP -MT $@ -MF $@.d -o $@ $< -lm -lpthread -lresolv -lcrypt $(GLIBC_TEST_LIBS); } > $@.buildlog 2>&1 \
	  || { rm -f $@; echo "  FAILED   $@ (see $@.buildlog)"; }
LIBC_TEST_BINS += $(addprefix $(TEST_OUT)/glibc/libc/,$(LIBC_TESTS))
# The headers a test includes besides check.h (tests/harness/callchain.h,
# a directory's own helpers such as tests/libc/math/mcheck.h), as the
# compiler listed them.
-include $(wildcard $(TEST_OUT)/*/libc/*/*.d)

# Test programs are rebuilt when their compile failed last time.
.PHONY: FORCE_TESTS
$(TEST_OUT)/list: FORCE_TESTS
	@$(MKDIR_P) $(@D)
	@{ for t in $(LIBC_TESTS); do \
	     printf 'libc/x86_64/%s\t%s %s\n' "$$t" "$(RUN_x86_64_CMD)" "$(TEST_OUT)/x86_64/libc/$$t"; \
	     printf 'libc/aarch64/%s\t%s %s\n' "$$t" "$(RUN_aarch64_CMD)" "$(TEST_OUT)/aarch64/libc/$$t"; \
	     printf 'libc/glibc/%s\t%s\n' "$$t" "$(TEST_OUT)/glibc/libc/$$t"; \
	   done; \
	   for t in $(SCRIPT_TESTS); do \
	     printf '%s\t%s %s\n' "$${t%.test}" "$(BASH)" "$(srcdir)/tests/$$t"; \
	   done; $(if $(CHECK_LISTS),cat $(CHECK_LISTS);) } > $@.tmp && mv $@.tmp $@

# Everything a script test may want to know, in one file it can source.
$(TEST_OUT)/env.sh: Makefile
	@$(MKDIR_P) $(@D)
	@{ echo "top_srcdir='$(abs_top_srcdir)'"; echo "top_builddir='$(abs_top_builddir)'"; \
	   echo "OUT='$(abs_top_builddir)/$(OUT)'"; echo "HOST_ARCH='$(HOST_ARCH)'"; \
	   echo "CC='$(CC)'"; echo "CC_x86_64='$(CC_x86_64)'"; echo "CC_aarch64='$(CC_aarch64)'"; \
	   echo "RUN_x86_64='$(RUN_x86_64)'"; echo "RUN_aarch64='$(RUN_aarch64)'"; \
	   echo "QEMU_aarch64='$(QEMU_aarch64)'"; echo "QEMU_x86_64='$(QEMU_x86_64)'"; \
	   echo "MUSL_GCC='$(MUSL_GCC)'"; echo "ZIP='$(ZIP)'"; echo "UNZIP='$(UNZIP)'"; } > $@.tmp && mv $@.tmp $@

# The fault-injection shim for host programs (tests/harness/faultinject.c)
# and the full sweep: tests/security/fault-*.test run every failing call
# up to where the run ends (the suite's run stops each sweep early).
$(TEST_OUT)/faultinject.so: $(srcdir)/tests/harness/faultinject.c
	$(pp_v_CC)$(MKDIR_P) $(@D) && $(CC) -O2 -g -Wall -Wextra -shared -fPIC -o $@.tmp $< -ldl && mv $@.tmp $@
CHECK_DEPS += $(TEST_OUT)/faultinject.so

# A test-only libc per arch whose every system call goes through
# tests/harness/libcfault.c (PP_FAULT_INJECT in
# libc/src/internal/syscall.h), and what tests/security/fault-libc.test
# runs on it (natively, and aarch64 under qemu-user): a stdio copier and
# assimilate. Never installed, never in the sysroot.
define fault_template
FAULT_DIR_$(1) := $(TEST_OUT)/fault-$(1)
LIBC_FAULT_OBJS_$(1) := $$(patsubst $(srcdir)/libc/%,$$(FAULT_DIR_$(1))/obj/%.o,$$(LIBC_SRCS_$(1))) \
	$$(FAULT_DIR_$(1))/obj/libcfault.c.o $$(LIBC_SYS_GEN_$(1))
FAULT_CC_$(1) = $$(CC_$(1)) $$(call LIBC_CPPFLAGS,$(1)) $$(LIBC_CFLAGS) $$(ARCH_CFLAGS_$(1)) \
	-DPP_FAULT_INJECT -MMD -MP
$$(FAULT_DIR_$(1))/obj/%.c.o: $(srcdir)/libc/%.c $$(LIBC_GEN_$(1))
	$$(pp_v_CC)$$(MKDIR_P) $$(@D) && $$(FAULT_CC_$(1)) -c $$< -o $$@
$$(FAULT_DIR_$(1))/obj/%.S.o: $(srcdir)/libc/%.S $$(LIBC_GEN_$(1))
	$$(pp_v_CC)$$(MKDIR_P) $$(@D) && $$(FAULT_CC_$(1)) -c $$< -o $$@
$$(FAULT_DIR_$(1))/obj/libcfault.c.o: $(srcdir)/tests/harness/libcfault.c $$(LIBC_GEN_$(1))
	$$(pp_v_CC)$$(MKDIR_P) $$(@D) && $$(FAULT_CC_$(1)) -c $$< -o $$@
$$(FAULT_DIR_$(1))/libc.a: $$(LIBC_FAULT_OBJS_$(1))
	$$(pp_v_AR)rm -f $$@.tmp && $$(AR_$(1)) rcs $$@.tmp $$^ && mv $$@.tmp $$@
FAULT_TARGET_CC_$(1) = $$(CC_$(1)) $$(call TARGET_CPPFLAGS,$(1)) $$(call TARGET_CFLAGS,$(1)) -std=gnu11
$$(FAULT_DIR_$(1))/fault-stdio: $(srcdir)/tests/security/fault-stdio.c $$(FAULT_DIR_$(1))/libc.a $$(LIBC_$(1))
	$$(pp_v_LD)$$(FAULT_TARGET_CC_$(1)) -c $$< -o $$@.o && $$(CC_$(1)) $$(TARGET_LDFLAGS) -o $$@.tmp \
	  $$(call TARGET_CRT,$(1)) $$@.o $$(FAULT_DIR_$(1))/libc.a $$(LIBGCC_$(1)) && mv $$@.tmp $$@ && rm -f $$@.o
$$(FAULT_DIR_$(1))/assimilate: $$(ASSIMILATE_SRCS) $$(APE_TOOL_COMMON) $$(APE_COMMON_H) $$(FAULT_DIR_$(1))/libc.a $$(LIBC_$(1))
	$$(pp_v_LD)$$(FAULT_TARGET_CC_$(1)) -o $$@.tmp $$(call TARGET_CRT,$(1)) $$(ASSIMILATE_SRCS) $$(APE_TOOL_COMMON) \
	  $$(FAULT_DIR_$(1))/libc.a $$(LIBGCC_$(1)) $$(TARGET_LDFLAGS) && mv $$@.tmp $$@
FAULT_DEPS += $$(FAULT_DIR_$(1))/fault-stdio $$(FAULT_DIR_$(1))/assimilate
-include $$(LIBC_FAULT_OBJS_$(1):.o=.d)
endef
FAULT_DEPS :=
$(foreach a,$(ARCHES),$(eval $(call fault_template,$(a))))

.PHONY: check-fault
check-fault: all $(CHECK_DEPS) $(FAULT_DEPS) $(TEST_OUT)/list $(TEST_OUT)/env.sh
	@PP_FAULT_FULL=1 $(BASH) $(srcdir)/tests/harness/run --out $(TEST_OUT) --jobs 1 --timeout 3600 --filter '^security/fault-' $(TEST_OUT)/list

# make check T=regex runs only the tests whose name matches, and builds
# only the libc test programs it will run: a libc change relinks every
# test program, three variants of each, which costs more than most runs.
# The names are the runner's (libc/<variant>/<area>/<name>), matched by
# awk as tests/harness/run matches them. T is read with $(value T) and
# passed in single quotes: a regex ending in '$' must reach awk whole
# (make would expand '$'' and the shell '$"' to nothing).
pp_T = $(subst ','\'',$(value T))
CHECK_BINS = $(if $(value T),$(addprefix $(TEST_OUT)/,$(shell printf '%s\n' $(patsubst $(TEST_OUT)/%,%,$(LIBC_TEST_BINS)) | \
	awk -v re='$(pp_T)' '{ v = $$0; sub(/\/.*/, "", v); n = $$0; sub(/^[^\/]*\/libc\//, "", n); \
	  if (("libc/" v "/" n) ~ re) print }')),$(LIBC_TEST_BINS))
# The same for the costly groups besides them: the default ports (10
# minutes from scratch) for the script tests that read out/bin, out/ports,
# out/log or a staging tree; the fault-injection libcs (a whole libc per
# arch) for security/fault-libc; the libm runners and MPFR vectors
# (mk/libm.mk) and the fuzz harnesses' regression programs (mk/fuzz.mk)
# for theirs. pp_selects NAMES is non-empty when the run will include one
# of the test names NAMES: always without T, else when T matches one.
pp_selects = $(if $(value T),$(shell printf '%s\n' $(1) | awk -v re='$(pp_T)' '$$0 ~ re { print "y"; exit }'),y)
PORTS_USER_TESTS := $(patsubst $(srcdir)/tests/%.test,%,$(shell grep -lE '(\$$OUT|out)/(bin|ports|log)/|staging' $(srcdir)/tests/*/*.test))
# automake's check target depends on all, and so on the default ports:
# a filtered run that selects none of their users leaves them out of all.
ifneq ($(value T),)
ifeq ($(call pp_selects,$(PORTS_USER_TESTS)),)
ALL_TARGETS := $(filter-out ports,$(ALL_TARGETS))
endif
endif
pp-check: all \
	$(CHECK_BINS) $(CHECK_DEPS) $(if $(call pp_selects,security/fault-libc),$(FAULT_DEPS)) $(TEST_OUT)/list $(TEST_OUT)/env.sh
	@$(BASH) $(srcdir)/tests/harness/run --out $(TEST_OUT) --jobs "$(TEST_JOBS)" --filter '$(pp_T)' $(TEST_OUT)/list

TEST_JOBS = $(shell nproc 2>/dev/null || echo 2)

.PHONY: check-list
check-list: $(TEST_OUT)/list
	@cut -f1 $<

# GNU sed built here and through a distccd on 127.0.0.1 gives the same
# APE (too long for make check; tests/ports/launcher.test is its quick part).
.PHONY: check-distcc
check-distcc: all $(TEST_OUT)/env.sh
	@RUN_OUT=$(abs_top_builddir)/$(TEST_OUT) $(BASH) $(srcdir)/tests/ports/distcc-sed.sh

# An outside conformance suite, the Open POSIX Test Suite, against
# polyport on both arches, glibc and musl (tests/conform/posixtestsuite.sh,
# docs/conformance.md): tens of minutes, so not in make check.
# CONFORM_VARIANTS picks some (e.g. "polyport-x86_64 musl-x86_64").
.PHONY: check-conform
check-conform: all toolchain $(TEST_OUT)/env.sh
	@RUN_OUT=$(abs_top_builddir)/$(TEST_OUT) $(BASH) $(srcdir)/tests/conform/posixtestsuite.sh \
	  --report $(srcdir)/docs/conformance.md $(CONFORM_VARIANTS)

# Reproducibility: tests/toolchain/repro.sh builds the tree twice at two
# paths and compares (too long for make check's per-test budget);
# REPRO_FULL=0 leaves out GNU hello through the ports engine.
REPRO_FULL ?= 1
.PHONY: check-repro
check-repro: all $(TEST_OUT)/env.sh
	@RUN_OUT=$(abs_top_builddir)/$(TEST_OUT) REPRO_FULL=$(REPRO_FULL) $(BASH) $(srcdir)/tests/toolchain/repro.sh
