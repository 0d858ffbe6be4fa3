# libm accuracy tests (docs/hacking.md, "libm tests"). MPFR is the
# reference: a host tool, libm-gen, writes reference vectors; libm-run,
# built for each arch against our libc, for glibc and for musl, checks one
# function against them.
#
#   make check                    a sample: edge cases, hard cases and
#                                 LIBM_SAMPLE random inputs per function
#   make check-libm [N=1000000] [SEED=1]   N random inputs per function,
#                                 type and arch; results in out/libm/results
#   make libm-accuracy            docs/libm-accuracy.md from those results

LIBM := $(OUT)/libm
LIBM_DEF := $(srcdir)/tests/libm/funcs.def
LIBM_SAMPLE ?= 2000
# name:type for every function funcs.def lists.
libm_lp := (
LIBM_FNS := $(shell sed -n 's/^LIBM_FN$(libm_lp)\([a-z0-9_]*\), *\([FDL]\),.*/\1:\2/p' $(LIBM_DEF))
LIBM_HARD := $(wildcard $(srcdir)/tests/libm/hard/*)
# The reference format of each type, per libc (long double differs).
libm_fmt = $(if $(filter F,$(2)),f32,$(if $(filter D,$(2)),f64,$(if $(filter aarch64,$(1)),ld128,ld80)))
libm_vec = $(LIBM)/vec/$(1).$(call libm_fmt,$(3),$(2)).vec

$(LIBM)/libm-gen: $(srcdir)/tests/libm/gen.c $(srcdir)/tests/libm/gen_cases.c $(srcdir)/tests/libm/gen_refs.c \
		$(srcdir)/tests/libm/gen.h $(LIBM_DEF)
	$(pp_v_CC)$(MKDIR_P) $(@D) && $(CC) -O2 -Wall -o $@ $(filter %.c,$^) -lmpfr -lgmp

$(LIBM)/vec/%.vec: $(LIBM)/libm-gen $(LIBM_HARD)
	$(pp_v_GEN)$(MKDIR_P) $(@D) && $(LIBM)/libm-gen $* $(LIBM_SAMPLE) 1 $(srcdir)/tests/libm/hard > $@.tmp && mv $@.tmp $@

LIBM_RUN_CFLAGS = -O1 -g -fno-builtin -frounding-math -I$(srcdir)/tests/libm -Wall -Wno-unused

define libm_run_template
$(LIBM)/$(1)/libm-run: $(srcdir)/tests/libm/run.c $(LIBM_DEF) $$(LIBC_$(1))
	$$(pp_v_CC)$$(MKDIR_P) $$(@D) && $$(CC_$(1)) $$(call TARGET_CPPFLAGS,$(1)) $$(call TARGET_CFLAGS,$(1)) $$(LIBM_RUN_CFLAGS) -c $$< -o $$@.o \
	  && $$(CC_$(1)) $$(TARGET_LDFLAGS) -o $$@ $$(call TARGET_CRT,$(1)) $$@.o $$(call TARGET_LIBS,$(1))
endef
$(foreach a,$(ARCHES),$(eval $(call libm_run_template,$(a))))

$(LIBM)/glibc/libm-run: $(srcdir)/tests/libm/run.c $(LIBM_DEF)
	$(pp_v_CC)$(MKDIR_P) $(@D) && $(CC) $(LIBM_RUN_CFLAGS) -o $@ $< -lm

libm_sp := $(libm_lp:(=) $(libm_lp:(=)
# musl lacks these GNU functions, and the long double Bessel functions.
LIBM_NOT_MUSL := isinff isinf isinfl isnanf isnan isnanl finitel dreml significandl scalbl gamma gammaf gammal \
	j0l j1l y0l y1l jnl ynl
$(LIBM)/musl/libm-run: $(srcdir)/tests/libm/run.c $(LIBM_DEF)
	$(pp_v_CC)$(MKDIR_P) $(@D) && sed -E '/^LIBM_FN\(($(subst $(libm_sp),|,$(strip $(LIBM_NOT_MUSL)))),/d' $(LIBM_DEF) > $(@D)/funcs.def \
	  && $(MUSL_GCC) -static $(LIBM_RUN_CFLAGS) -DLIBM_FUNCS='"$(abspath $(@D))/funcs.def"' -o $@ $< -lm

# <complex.h>: libm-crun evaluates a function on random arguments, the
# host's libm-cref measures it with MPC (tests/libm/complex.test).
$(LIBM)/libm-cref: $(srcdir)/tests/libm/cref.c
	$(pp_v_CC)$(MKDIR_P) $(@D) && $(CC) -O2 -Wall -o $@ $< -lmpc -lmpfr -lgmp
define libm_crun_template
$(LIBM)/$(1)/libm-crun: $(srcdir)/tests/libm/crun.c $$(LIBC_$(1))
	$$(pp_v_CC)$$(MKDIR_P) $$(@D) && $$(CC_$(1)) $$(call TARGET_CPPFLAGS,$(1)) $$(call TARGET_CFLAGS,$(1)) $$(LIBM_RUN_CFLAGS) -c $$< -o $$@.o \
	  && $$(CC_$(1)) $$(TARGET_LDFLAGS) -o $$@ $$(call TARGET_CRT,$(1)) $$@.o $$(call TARGET_LIBS,$(1))
endef
$(foreach a,$(ARCHES),$(eval $(call libm_crun_template,$(a))))
$(LIBM)/glibc/libm-crun: $(srcdir)/tests/libm/crun.c
	$(pp_v_CC)$(MKDIR_P) $(@D) && $(CC) $(LIBM_RUN_CFLAGS) -o $@ $< -lm

LIBM_RUNNERS := $(foreach a,$(ARCHES) glibc,$(LIBM)/$(a)/libm-run $(LIBM)/$(a)/libm-crun) $(LIBM)/libm-cref
LIBM_VECS := $(sort $(foreach f,$(LIBM_FNS),$(foreach a,$(ARCHES),\
	$(call libm_vec,$(word 1,$(subst :, ,$(f))),$(word 2,$(subst :, ,$(f))),$(a)))))

# One test per function and libc: libm/<arch>/<name>, libm/glibc/<name>.
$(LIBM)/list: $(LIBM_DEF) Makefile
	$(pp_v_GEN)$(MKDIR_P) $(@D) && d=$(abspath $(LIBM)) && for f in $(LIBM_FNS); do n=$${f%:*} t=$${f#*:}; \
	  for a in $(ARCHES) glibc; do \
	    case $$t:$$a in F:*) v=f32 ;; D:*) v=f64 ;; L:aarch64) v=ld128 ;; *) v=ld80 ;; esac; \
	    case $$a in x86_64) r="$(RUN_x86_64_CMD)" o= ;; aarch64) r="$(RUN_aarch64_CMD)" o= ;; *) r= o=--report ;; esac; \
	    printf 'libm/%s/%s\t%s\n' $$a $$n "$$r $$d/$$a/libm-run $$n $$d/vec/$$n.$$v.vec $$o"; \
	  done; done > $@.tmp && mv $@.tmp $@
$(TEST_OUT)/list: $(LIBM)/list

# (tests.mk has expanded CHECK_DEPS in its rules before this fragment, so
# the runners and vectors are pp-check's own prerequisites here; make
# check T=... builds them only for a run with a libm test in it)
LIBM_TEST_NAMES := $(foreach f,$(LIBM_FNS),$(foreach a,$(ARCHES) glibc,libm/$(a)/$(word 1,$(subst :, ,$(f))))) \
	$(patsubst $(srcdir)/tests/%.test,%,$(wildcard $(srcdir)/tests/libm/*.test))
pp-check: $(LIBM)/list $(if $(call pp_selects,$(LIBM_TEST_NAMES)),$(LIBM_RUNNERS) $(LIBM_VECS))
CHECK_LISTS += $(LIBM)/list

.PHONY: check-libm libm-accuracy
check-libm: $(LIBM)/libm-gen $(LIBM_RUNNERS) $(if $(MUSL_GCC),$(LIBM)/musl/libm-run) $(TEST_OUT)/env.sh
	@$(BASH) $(srcdir)/tests/libm/check-libm.sh $(abs_top_builddir)/$(TEST_OUT)/env.sh \
	  $(if $(N),$(N),1000000) $(if $(SEED),$(SEED),1) "$(LIBM_FNS)"

libm-accuracy:
	@test -r $(LIBM)/results || { echo "libm-accuracy: run 'make check-libm' first" >&2; exit 1; }
	@$(BASH) $(srcdir)/tests/libm/accuracy-doc.sh $(LIBM)/results $(srcdir)/docs/libm-accuracy.md \
	  "$(LIBM_EXHAUSTIVE)" "$(LIBM_BY_ARGUMENT)"

# The exhaustive proofs of the float functions (docs/libm.md, "Float:
# correctly rounded"): libm-screen, built against our libc, evaluates
# every float input and flags those near a rounding boundary; libm-decide
# (host, MPFR) decides each flagged one. 1-3 CPU minutes per function,
# JOBS (default 2) functions at a time, niced; FUNCS chooses. Results in
# out/libm/exhaustive/NAME.{out,hard}; not part of `make check`.
LIBM_EXHAUSTIVE := expf exp2f exp10f expm1f logf log2f log10f log1pf sinf cosf tanf lgammaf tgammaf \
	asinf acosf atanf sinhf coshf tanhf asinhf acoshf atanhf cbrtf erff erfcf
# Proven by an argument instead (docs/libm.md): sincosf from sinf's and
# cosf's runs, lgammaf_r from lgammaf's (lgammaf is lgammaf_r), hypotf
# from the distance of its values to the boundaries, powf from its
# error bound and CORE-MATH's worst-case search for binary32 pow, atan2f
# from its error bound, the grid of y/x, tests/libm/atan2f_cf.c and
# CORE-MATH's search.
LIBM_BY_ARGUMENT := sincosf lgammaf_r hypotf powf atan2f
define libm_screen_template
$(LIBM)/$(1)/libm-screen: $(srcdir)/tests/libm/screen.c $$(LIBC_$(1))
	$$(pp_v_CC)$$(MKDIR_P) $$(@D) && $$(CC_$(1)) $$(call TARGET_CPPFLAGS,$(1)) $$(call TARGET_CFLAGS,$(1)) -O2 -fno-builtin -Wall -c $$< -o $$@.o \
	  && $$(CC_$(1)) $$(TARGET_LDFLAGS) -o $$@ $$(call TARGET_CRT,$(1)) $$@.o $$(call TARGET_LIBS,$(1))
endef
$(foreach a,$(ARCHES),$(eval $(call libm_screen_template,$(a))))
$(LIBM)/libm-decide: $(srcdir)/tests/libm/decide.c
	$(pp_v_CC)$(MKDIR_P) $(@D) && $(CC) -O2 -Wall -o $@ $< -lmpfr -lgmp -lm

.PHONY: check-libm-exhaustive
check-libm-exhaustive: $(LIBM)/x86_64/libm-screen $(LIBM)/libm-decide
	@$(MKDIR_P) $(LIBM)/exhaustive && d=$(LIBM)/exhaustive && \
	printf '%s\n' $(or $(FUNCS),$(LIBM_EXHAUSTIVE)) | xargs -P $(or $(JOBS),2) -I@ $(BASH) -c \
	  'set -o pipefail; nice -n 10 $(RUN_x86_64) $(LIBM)/x86_64/libm-screen @ | nice -n 10 $(LIBM)/libm-decide @ > '"$$d"'/@.out; \
	   s=$$?; grep "^hard " '"$$d"'/@.out | cut -d" " -f3 > '"$$d"'/@.hard; grep -v "^hard " '"$$d"'/@.out; exit $$s'

# The proof above runs on x86_64; aarch64 evaluates the same C with the
# same IEEE double operations (libc is built -std=c11, so no a*b+c is
# contracted into an fma). This checks it: every 1021st bit pattern on
# both arches (aarch64 under qemu), values and float results checksummed.
.PHONY: check-libm-exhaustive-arches
check-libm-exhaustive-arches: $(foreach a,$(ARCHES),$(LIBM)/$(a)/libm-screen)
	@fail=0; for f in $(or $(FUNCS),$(LIBM_EXHAUSTIVE)); do \
	  x=$$(nice -n 10 $(RUN_x86_64) $(LIBM)/x86_64/libm-screen $$f 1024 1021 | tail -1 | cut -d" " -f1-4,6); \
	  a=$$(nice -n 10 $(RUN_aarch64) $(LIBM)/aarch64/libm-screen $$f 1024 1021 | tail -1 | cut -d" " -f1-4,6); \
	  if [ "$$x" = "$$a" ]; then echo "same on x86_64 and aarch64: $$x"; \
	  else echo "DIFFERENT: x86_64 $$x, aarch64 $$a"; fail=1; fi; done; exit $$fail
