# libc: one static archive, crt1.o and a header tree per arch, under
# out/<arch>/sysroot. Sources are found from the layout:
#   libc/src/<area>/<name>.c              generic
#   libc/arch/<arch>/src/<area>/<name>.[cS] replaces the generic file of
#                                          the same area and name
#   libc/arch/<arch>/crt/start.S + libc/crt/crt1.c   -> crt1.o

LIBC_GENERIC_SRCS := $(sort $(wildcard $(srcdir)/libc/src/*/*.c))
LIBC_HEADERS := $(shell cd $(srcdir)/libc/include && find . -name '*.h' | sort)

LIBC_CFLAGS = -std=c11 -D_XOPEN_SOURCE=700 -U_FORTIFY_SOURCE -ffreestanding -nostdinc -fPIE \
	-fno-stack-protector -fomit-frame-pointer -ffunction-sections -fdata-sections \
	-fno-asynchronous-unwind-tables -fno-unwind-tables -frounding-math -fno-tree-loop-distribute-patterns \
	-O2 -g $(PREFIX_MAP) -pipe -Wall -Wno-parentheses -Wno-unused-function \
	-Werror=implicit-function-declaration -Werror=implicit-int \
	-Werror=int-conversion -Werror=incompatible-pointer-types -Werror=return-type

LIBC_CPPFLAGS = -I$(srcdir)/libc/arch/$(1) -I$(srcdir)/libc/src/include \
	-I$(srcdir)/libc/src/internal -I$(OUT)/$(1)/gen/include -I$(srcdir)/libc/include \
	-include $(srcdir)/libc/src/internal/vis.h

include $(srcdir)/mk/libc-weak.mk

# backtrace() is the one libc function the unwinder must step through
# (libc/src/execinfo/backtrace.c); the rest of libc keeps no unwind tables.
$(OUT)/%/obj/libc/src/execinfo/backtrace.c.o: LIBC_CFLAGS += -fasynchronous-unwind-tables

# OS backends linked besides Linux, per arch: the x86_64 image of every
# program is also a Windows program (docs/windows.md). The Windows start-up
# rewrites each system call site into a call, which pushes on the stack:
# libc keeps nothing below %rsp there (-mno-red-zone).
LIBC_SYS_SRCS_x86_64 := $(sort $(wildcard $(srcdir)/libc/sys/windows/*.c $(srcdir)/libc/sys/windows/*.S))
# ... and the object that answers -ENOSYS for the numbers syscall.c does
# not serve and lists every handler for syscall() (libc/tools/win-sc.sh).
LIBC_SYS_GEN_x86_64 := $(OUT)/x86_64/obj/libc/sys/windows/win-sc.o
$(OUT)/x86_64/obj/libc/sys/windows/win-sc.o: $(OUT)/x86_64/obj/libc/sys/windows/syscall.c.o $(srcdir)/libc/tools/win-sc.sh
	$(pp_v_GEN)$(SHELL) $(srcdir)/libc/tools/win-sc.sh '$(call tool_x86_64,nm)' $< $@.S \
	  && $(CC_x86_64) -c $@.S -o $@ && rm -f $@.S
# Thread-local variables are reached through a load of the thread pointer
# (-mno-tls-direct-seg-refs), which libc/tools/tp-sites.awk lists for the
# Windows start-up to redirect; the compiler's assembly goes through it.
LIBC_ARCH_CFLAGS_x86_64 := -mno-red-zone -mno-tls-direct-seg-refs
libc_cc_x86_64 = $(CC_x86_64) $(call LIBC_CPPFLAGS,x86_64) $(LIBC_CFLAGS) $(ARCH_CFLAGS_x86_64) \
	$(LIBC_ARCH_CFLAGS_x86_64) -MMD -MP -MF $(2:.o=.d) -MQ $(2) -S $(1) -o $(2).s \
	&& $(AWK) -f $(srcdir)/libc/tools/tp-sites.awk $(2).s > $(2).t.s \
	&& $(CC_x86_64) -c $(2).t.s -o $(2) && rm -f $(2).s $(2).t.s
LIBC_CC_DEPS_x86_64 := $(srcdir)/libc/tools/tp-sites.awk
libc_cc_aarch64 = $(CC_aarch64) $(call LIBC_CPPFLAGS,aarch64) $(LIBC_CFLAGS) $(ARCH_CFLAGS_aarch64) \
	-MMD -MP -c $(1) -o $(2)

define libc_template
LIBC_ARCH_SRCS_$(1) := $$(sort $$(wildcard $$(srcdir)/libc/arch/$(1)/src/*/*.c $$(srcdir)/libc/arch/$(1)/src/*/*.S))
LIBC_REPLACED_$(1) := $$(foreach f,$$(LIBC_ARCH_SRCS_$(1)),$$(srcdir)/libc/src/$$(notdir $$(patsubst %/,%,$$(dir $$(f))))/$$(basename $$(notdir $$(f))).c)
LIBC_SRCS_$(1) := $$(filter-out $$(LIBC_REPLACED_$(1)),$$(LIBC_GENERIC_SRCS)) $$(LIBC_ARCH_SRCS_$(1)) $$(LIBC_SYS_SRCS_$(1))
LIBC_OBJS_$(1) := $$(patsubst $$(srcdir)/libc/%,$(OUT)/$(1)/obj/libc/%.o,$$(LIBC_SRCS_$(1))) $$(LIBC_SYS_GEN_$(1))
LIBC_GEN_$(1) := $(OUT)/$(1)/gen/include/bits/syscall.h

$(OUT)/$(1)/gen/include/bits/syscall.h: $(srcdir)/libc/arch/$(1)/bits/syscall.h.in
	$$(pp_v_GEN)$$(MKDIR_P) $$(@D) && { cat $$<; sed -n 's/^#define __NR_\([a-z0-9_]*\) .*/#define SYS_\1 __NR_\1/p' $$<; } > $$@.tmp && mv $$@.tmp $$@

$(OUT)/$(1)/obj/libc/%.c.o: $(srcdir)/libc/%.c $$(LIBC_GEN_$(1)) $(srcdir)/mk/libc-weak.mk $$(LIBC_CC_DEPS_$(1))
	$$(pp_v_CC)$$(MKDIR_P) $$(@D) && $$(call libc_cc_$(1),$$<,$$@) \
	  && $$(call libc_weaken,$(1))

$(OUT)/$(1)/obj/libc/%.S.o: $(srcdir)/libc/%.S $$(LIBC_GEN_$(1)) $(srcdir)/mk/libc-weak.mk
	$$(pp_v_CC)$$(MKDIR_P) $$(@D) && $$(CC_$(1)) $$(call LIBC_CPPFLAGS,$(1)) $$(ARCH_CFLAGS_$(1)) -MMD -MP -c $$< -o $$@ \
	  && $$(call libc_weaken,$(1))

$(OUT)/$(1)/sysroot/lib/libc.a: $$(LIBC_OBJS_$(1))
	$$(pp_v_AR)$$(MKDIR_P) $$(@D) && rm -f $$@.tmp$$$$$$$$ && $$(AR_$(1)) rcs $$@.tmp$$$$$$$$ $$^ && mv $$@.tmp$$$$$$$$ $$@

$(OUT)/$(1)/sysroot/lib/crt1.o: $(OUT)/$(1)/obj/libc/arch/$(1)/crt/start.S.o $(OUT)/$(1)/obj/libc/crt/crt1.c.o
	$$(pp_v_LD)$$(MKDIR_P) $$(@D) && $$(CC_$(1)) -nostdlib -r -o $$@ $$^

# The public header tree: generic headers, then the arch's bits/ over them.
$(OUT)/$(1)/sysroot/include/.stamp: $$(addprefix $(srcdir)/libc/include/,$$(LIBC_HEADERS)) $$(wildcard $(srcdir)/libc/arch/$(1)/bits/*.h) $$(LIBC_GEN_$(1))
	$$(pp_v_GEN)rm -rf $$(@D) && $$(MKDIR_P) $$(@D) \
	  && (cd $(srcdir)/libc/include && tar cf - .) | (cd $$(@D) && tar xf -) \
	  && cp $(srcdir)/libc/arch/$(1)/bits/*.h $$(@D)/bits/ \
	  && cp $$(LIBC_GEN_$(1)) $$(@D)/bits/ && touch $$@

# The kernel's UAPI headers (linux/, asm/, ...) beside them, from Debian's
# linux-libc-dev packages (docs/toolchain.md).
$(OUT)/$(1)/sysroot/include/.uapi-stamp: $(OUT)/$(1)/sysroot/include/.stamp $(srcdir)/toolchain/uapi-headers.sh
	$$(pp_v_GEN)$(SHELL) $(srcdir)/toolchain/uapi-headers.sh $(1) $$(@D) && touch $$@

LIBC_$(1) := $(OUT)/$(1)/sysroot/lib/libc.a $(OUT)/$(1)/sysroot/lib/crt1.o $(OUT)/$(1)/sysroot/include/.stamp \
	$(OUT)/$(1)/sysroot/include/.uapi-stamp
ALL_TARGETS += $$(LIBC_$(1))
-include $$(LIBC_OBJS_$(1):.o=.d) $(OUT)/$(1)/obj/libc/crt/crt1.c.d
endef

$(foreach a,$(ARCHES),$(eval $(call libc_template,$(a))))

.PHONY: libc
libc: $(foreach a,$(ARCHES),$(LIBC_$(a)))

# A program linked for ARCH against our libc: $(call target_link,ARCH)
target_link = $(CC_$(1)) $(TARGET_LDFLAGS) -o $@ $(TARGET_CRT) $(filter %.o %.c,$^) $(TARGET_LIBS)

# docs/libc-status.md, generated from the tree (see libc/tools/status.sh).
.PHONY: libc-status
libc-status: libc
	@$(BASH) $(srcdir)/libc/tools/status.sh $(srcdir) $(OUT) $(srcdir)/docs/libc-status.md
