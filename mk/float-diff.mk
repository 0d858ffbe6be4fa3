# The long differential run of float <-> decimal conversion against glibc
# (the short one is the suite test tests/float-diff/float-diff.test):
#   make check-float-diff [N=10000000] [SEED=1] [ARCH=x86_64]
# The aarch64 run goes through qemu on both sides and is ~20x slower.
FLOAT_DIFF_N ?= $(if $(N),$(N),10000000)
FLOAT_DIFF_SEED ?= $(if $(SEED),$(SEED),1)
FLOAT_DIFF_ARCH ?= $(if $(ARCH),$(ARCH),x86_64)

.PHONY: check-float-diff
check-float-diff: $(foreach a,$(ARCHES),$(LIBC_$(a))) $(TEST_OUT)/env.sh
	@$(BASH) $(srcdir)/tests/float-diff/run.sh $(abs_top_builddir)/$(TEST_OUT)/env.sh \
	  $(FLOAT_DIFF_ARCH) $(FLOAT_DIFF_SEED) $(FLOAT_DIFF_N)
