# Benchmarks: `make bench` builds every bench/<area>/<name>.c three ways
# (polyport x86_64 static-PIE, glibc static, musl static through musl-gcc),
# runs them side by side, and writes the table to docs/bench.md in the
# source tree. bench/<area>/<name>.sh scripts print their own markdown
# section. Nothing here runs in `make check`: timings are not tests.

BENCH_OUT := $(OUT)/bench
BENCH_C := $(patsubst $(srcdir)/bench/%.c,%,$(sort $(wildcard $(srcdir)/bench/*/*.c)))
BENCH_C := $(filter-out harness/%,$(BENCH_C))
BENCH_SH := $(filter-out harness/% ports/% windows/%,$(patsubst $(srcdir)/bench/%,%,$(sort $(wildcard $(srcdir)/bench/*/*.sh))))
BENCH_CFLAGS = -O2 $(PREFIX_MAP) -I$(srcdir)/bench/harness
BENCH_REPEAT ?= 5

$(BENCH_OUT)/polyport/%: $(srcdir)/bench/%.c $(LIBC_x86_64)
	$(pp_v_CC)$(MKDIR_P) $(@D) && $(CC_x86_64) $(call TARGET_CPPFLAGS,x86_64) $(call TARGET_CFLAGS,x86_64) $(BENCH_CFLAGS) -c $< -o $@.o \
	  && $(CC_x86_64) $(TARGET_LDFLAGS) -o $@ $(call TARGET_CRT,x86_64) $@.o $(call TARGET_LIBS,x86_64) && rm -f $@.o

$(BENCH_OUT)/glibc/%: $(srcdir)/bench/%.c
	$(pp_v_CC)$(MKDIR_P) $(@D) && $(CC) $(BENCH_CFLAGS) -static -o $@ $< -lpthread -lm

$(BENCH_OUT)/musl/%: $(srcdir)/bench/%.c
	$(pp_v_CC)$(MKDIR_P) $(@D) && $(MUSL_GCC) $(BENCH_CFLAGS) -static -o $@ $< -lpthread -lm

BENCH_BINS := $(foreach v,polyport glibc $(if $(MUSL_GCC),musl),$(addprefix $(BENCH_OUT)/$(v)/,$(BENCH_C)))

.PHONY: bench
bench: all $(BENCH_BINS) $(OUT)/test/env.sh
	@RUN_OUT=$(abs_top_builddir)/$(OUT)/test $(BASH) $(srcdir)/bench/harness/run-bench \
	  --out $(BENCH_OUT) --repeat $(BENCH_REPEAT) --report $(srcdir)/docs/bench.md \
	  --c "$(BENCH_C)" --sh "$(BENCH_SH)" --srcdir $(srcdir)

# The allocator as it was before issue 17's heap checks (the end
# canary, a random heap base), built from git into the same bench
# program, so bench/malloc/hardening.sh times the two
# side by side in one run. MALLOC_BASE= (empty) leaves it out, and so
# does a tree without git history.
# The whole libc/src/malloc directory of that commit is linked ahead of
# libc.a, not malloc.c alone: today's calloc, valloc and friends call
# entry points the old malloc.c lacks (__malloc_for, the mtrace hooks),
# and pulling them in brought today's malloc.c beside the old one.
MALLOC_BASE ?= 0ad98fe
MALLOC_BASE_SRCS := $(if $(MALLOC_BASE),$(notdir $(shell git -C $(srcdir) ls-tree --name-only $(MALLOC_BASE) libc/src/malloc/ 2>/dev/null)))
ifneq ($(MALLOC_BASE_SRCS),)
$(BENCH_OUT)/base/%.c:
	$(pp_v_GEN)$(MKDIR_P) $(@D) && git -C $(srcdir) show $(MALLOC_BASE):libc/src/malloc/$*.c > $@.tmp && mv $@.tmp $@

$(BENCH_OUT)/base/%.o: $(BENCH_OUT)/base/%.c $(LIBC_x86_64)
	$(pp_v_CC)$(call libc_cc_x86_64,$<,$@)

MALLOC_BASE_OBJS := $(patsubst %.c,$(BENCH_OUT)/base/%.o,$(MALLOC_BASE_SRCS))
# kept: they are not intermediate files to make, but the old sources built
.SECONDARY: $(MALLOC_BASE_OBJS) $(addprefix $(BENCH_OUT)/base/,$(MALLOC_BASE_SRCS))
$(BENCH_OUT)/polyport-base/%: $(srcdir)/bench/%.c $(MALLOC_BASE_OBJS) $(LIBC_x86_64)
	$(pp_v_CC)$(MKDIR_P) $(@D) && $(CC_x86_64) $(call TARGET_CPPFLAGS,x86_64) $(call TARGET_CFLAGS,x86_64) $(BENCH_CFLAGS) -c $< -o $@.o \
	  && $(CC_x86_64) $(TARGET_LDFLAGS) -o $@ $(call TARGET_CRT,x86_64) $@.o $(MALLOC_BASE_OBJS) $(call TARGET_LIBS,x86_64) && rm -f $@.o

BENCH_BINS += $(BENCH_OUT)/polyport-base/malloc/churn
endif

# The ported programs against their glibc reference builds (bench/ports/
# runtime.sh): needs the ports and `port reference` of each; not part of
# `make bench` (minutes to hours, depending on BENCH_PORTS_MB).
BENCH_PORTS_MB ?= 200
BENCH_PORTS_RUNS ?= 3
.PHONY: bench-ports
bench-ports:
	@OUT=$(abs_top_builddir)/$(OUT) $(BASH) $(srcdir)/bench/ports/runtime.sh \
	  --mb $(BENCH_PORTS_MB) --runs $(BENCH_PORTS_RUNS) --report $(srcdir)/docs/bench-ports.md

# The Windows view under Wine against MinGW-w64 (bench/windows/wine.sh):
# start-up of hello and a cat of WINE_BENCH_MB MiB; not part of `make
# bench` (several minutes: every run starts Wine). Writes
# docs/bench-windows.md.
WINE_BENCH_MB ?= 1024
.PHONY: bench-wine
bench-wine: all $(OUT)/test/env.sh
	@{ echo "# Benchmarks: Windows under Wine"; echo; \
	  echo "Written by \`make bench-wine\` on $$(date -u +%Y-%m-%d) ($$(uname -m), $$(nproc) cores, $$(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -1))."; echo; \
	  RUN_OUT=$(abs_top_builddir)/$(OUT)/test WINE_BENCH_MB=$(WINE_BENCH_MB) $(BASH) $(srcdir)/bench/windows/wine.sh; } \
	  > $(srcdir)/docs/bench-windows.md.tmp && mv $(srcdir)/docs/bench-windows.md.tmp $(srcdir)/docs/bench-windows.md \
	  && cat $(srcdir)/docs/bench-windows.md
