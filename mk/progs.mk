# Small programs built for each arch against our libc: the first vertical
# slice (hello) and the helpers other suites run.
PROGS := $(patsubst $(srcdir)/tests/progs/%.c,%,$(wildcard $(srcdir)/tests/progs/*.c))

define progs_template
$(OUT)/$(1)/bin/%: $(srcdir)/tests/progs/%.c $$(LIBC_$(1))
	$$(pp_v_CC)$$(MKDIR_P) $$(@D) && $$(CC_$(1)) $$(call TARGET_CPPFLAGS,$(1)) $$(call TARGET_CFLAGS,$(1)) -c $$< -o $$@.o \
	  && $$(CC_$(1)) $$(TARGET_LDFLAGS) -o $$@ $$(call TARGET_CRT,$(1)) $$@.o $$(call TARGET_LIBS,$(1)) && rm -f $$@.o
ALL_TARGETS += $$(addprefix $(OUT)/$(1)/bin/,$$(PROGS))
endef
$(foreach a,$(ARCHES),$(eval $(call progs_template,$(a))))
