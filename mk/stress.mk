# make check-stress: run the thread stress tests many times in a row, on
# every arch (x86_64 natively, aarch64 under qemu), and report how many
# runs passed. Races show up as the odd failure or hang, which one run of
# `make check` rarely catches. STRESS_RUNS and STRESS_TIMEOUT (seconds
# per run) can be set on the command line; a failing run's output is
# kept in $(TEST_OUT)/stress/<arch>-<test>-<run>.log.

STRESS_TESTS := thread/malloc_stress thread/cond_pingpong
STRESS_RUNS ?= 100
STRESS_TIMEOUT ?= 60
STRESS_BINS := $(foreach a,$(ARCHES),$(addprefix $(TEST_OUT)/$(a)/libc/,$(STRESS_TESTS)))

# One shell line per (arch, test): run it STRESS_RUNS times, count, print.
stress_one = pass=0; fail=0; n=0; \
	while [ $$n -lt $(STRESS_RUNS) ]; do n=$$((n+1)); \
	  if timeout $(STRESS_TIMEOUT) $(RUN_$(1)_CMD) $(TEST_OUT)/$(1)/libc/$(2) > $(TEST_OUT)/stress/run.log 2>&1; \
	  then pass=$$((pass+1)); \
	  else fail=$$((fail+1)); mv $(TEST_OUT)/stress/run.log $(TEST_OUT)/stress/$(1)-$(subst /,-,$(2))-$$n.log; fi; \
	done; \
	printf '  %-8s %-22s %3d passed, %3d failed\n' $(1) $(2) $$pass $$fail; \
	total_fail=$$((total_fail+fail));

.PHONY: check-stress
check-stress: $(STRESS_BINS)
	@$(MKDIR_P) $(TEST_OUT)/stress && rm -f $(TEST_OUT)/stress/*.log
	@for b in $(STRESS_BINS); do test -x $$b || { echo "check-stress: $$b did not build (see $$b.buildlog)"; exit 1; }; done
	@echo "check-stress: $(STRESS_RUNS) runs each"; total_fail=0; \
	$(foreach a,$(ARCHES),$(foreach t,$(STRESS_TESTS),$(call stress_one,$(a),$(t)))) \
	rm -f $(TEST_OUT)/stress/run.log; \
	if [ $$total_fail -ne 0 ]; then echo "check-stress: $$total_fail failed runs (logs in $(TEST_OUT)/stress/)"; exit 1; fi; \
	echo "check-stress: all passed"
