# APE: the tools (host), the loader (one per arch) and the fat programs.
#
#   $(OUT)/host/bin/apelink        merges one static ELF per arch into an APE
#   $(OUT)/host/bin/assimilate     turns an APE into a plain ELF
#   $(OUT)/host/bin/apezip         lists/adds files in an APE's zip store
#   $(OUT)/host/bin/ape-binfmt     binfmt_misc installer (a shell script)
#   $(OUT)/host/bin/ape-install    puts native copies on PATH (a shell script)
#   $(OUT)/<arch>/ape/ape-loader   the loader the APE script runs
#   $(OUT)/<arch>/ape/assimilate   assimilate linked with polyport's libc
#   $(OUT)/ape/assimilate          ... both merged: an APE itself
#   $(OUT)/progs/<prog>            tests/progs/<prog>.c for both arches, merged
#
# make check-ape-fuzz runs the 10,000-file fuzz test (docs/format.md).
#
# The loader is freestanding (no libc) and linked at a fixed address no
# program uses, in one read+execute segment.

APE_HOST_CFLAGS = -O2 -g $(PREFIX_MAP) -std=gnu11 -Wall -Wextra -Wno-unused-parameter
APE_COMMON := $(srcdir)/ape/common/apehdr.c $(srcdir)/ape/common/elfcheck.c
APE_COMMON_H := $(wildcard $(srcdir)/ape/common/*.h)
# What the tools share and the freestanding loader cannot link: reading
# inputs, writing outputs (ape/common/fileio.h).
APE_TOOL_COMMON := $(APE_COMMON) $(srcdir)/ape/common/fileio.c

APE_LOADER_ADDR := 0x3f00000000
APE_LOADER_PAGE_x86_64 := 4096
APE_LOADER_PAGE_aarch64 := 65536
# -Oz -flto -fno-jump-tables: every APE file carries both loaders in
# 512-byte blocks, so their size is the file's (against -Os, 2026-12-06:
# x86_64 9,120 -> 8,651 bytes loaded, 18 -> 17 blocks; aarch64 9,794 ->
# 8,819, 20 -> 18 blocks: the fat hello 1.5 KB smaller). The loader runs a
# few thousand instructions between system calls; their speed does not
# show in its start-up time (docs/windows.md, "Size").
APE_LOADER_CFLAGS = -Oz -flto -fno-jump-tables $(PREFIX_MAP) -std=c11 -Wall -Wextra -ffreestanding -fno-stack-protector -fPIE \
	-fno-asynchronous-unwind-tables -fno-unwind-tables -fno-builtin -ffunction-sections
APE_LOADER_LDFLAGS = -static -nostdlib -no-pie -Wl,-Ttext-segment=$(APE_LOADER_ADDR) \
	-Wl,--build-id=none -Wl,-z,noexecstack -Wl,-z,norelro -Wl,-z,noseparate-code \
	-Wl,--gc-sections -s
APE_LOADER_SRCS := $(wildcard $(srcdir)/ape/loader/*.c) $(APE_COMMON)

define ape_loader_template
$(OUT)/$(1)/ape/ape-loader: $$(APE_LOADER_SRCS) $(srcdir)/ape/loader/$(1)/start.S \
		$(srcdir)/ape/loader/$(1)/arch.h $(srcdir)/ape/loader/loader.h $$(APE_COMMON_H) \
		$(srcdir)/libc/include/elf.h
	$$(pp_v_LD)$$(MKDIR_P) $$(@D) && $$(CC_$(1)) $$(APE_LOADER_CFLAGS) -I$(srcdir)/ape/loader/$(1) \
	  $$(APE_LOADER_LDFLAGS) -Wl,-z,max-page-size=$$(APE_LOADER_PAGE_$(1)) \
	  -o $$@.tmp $(srcdir)/ape/loader/$(1)/start.S $$(APE_LOADER_SRCS) && mv $$@.tmp $$@
APE_LOADERS += $(OUT)/$(1)/ape/ape-loader
endef
APE_LOADERS :=
$(foreach a,$(ARCHES),$(eval $(call ape_loader_template,$(a))))

# The script template, comment lines dropped, as a C array.
$(OUT)/host/gen/ape_sh.c: $(srcdir)/ape/ape.sh
	$(pp_v_GEN)$(MKDIR_P) $(@D) && { echo '/* generated from ape/ape.sh */'; \
	  echo 'const char ape_sh[] = {'; sed -e '/^[[:space:]]*#/d' $< | od -An -v -tx1 \
	  | sed 's/ \([0-9a-f][0-9a-f]\)/0x\1,/g'; echo '0 };'; } > $@.tmp && mv $@.tmp $@

APELINK_SRCS := $(wildcard $(srcdir)/ape/apelink/*.c)
$(OUT)/host/bin/apelink: $(APELINK_SRCS) $(srcdir)/ape/apelink/apelink.h $(APE_TOOL_COMMON) $(APE_COMMON_H) $(OUT)/host/gen/ape_sh.c
	$(pp_v_CC)$(MKDIR_P) $(@D) && $(CC) $(APE_HOST_CFLAGS) -o $@.tmp $(APELINK_SRCS) $(APE_TOOL_COMMON) $(OUT)/host/gen/ape_sh.c && mv $@.tmp $@

ASSIMILATE_SRCS := $(wildcard $(srcdir)/ape/assimilate/*.c)
$(OUT)/host/bin/assimilate: $(ASSIMILATE_SRCS) $(wildcard $(srcdir)/ape/assimilate/*.h) $(APE_TOOL_COMMON) $(APE_COMMON_H)
	$(pp_v_CC)$(MKDIR_P) $(@D) && $(CC) $(APE_HOST_CFLAGS) -o $@.tmp $(ASSIMILATE_SRCS) $(APE_TOOL_COMMON) && mv $@.tmp $@

APE_TOOLS := $(OUT)/host/bin/apelink $(OUT)/host/bin/assimilate

# Every test program, merged for all arches, with the licence notices
# found in the tree.
APE_NOTICE_FILES := $(wildcard $(srcdir)/libc/COPYRIGHT $(srcdir)/COPYING $(srcdir)/LICENSE)
APE_LINK = $(OUT)/host/bin/apelink $(foreach a,$(ARCHES),-l $(a)=$(OUT)/$(a)/ape/ape-loader) \
	$(addprefix -n ,$(APE_NOTICE_FILES))
$(OUT)/progs/%: $(foreach a,$(ARCHES),$(OUT)/$(a)/bin/%) $(OUT)/host/bin/apelink $(APE_LOADERS) $(APE_NOTICE_FILES)
	$(pp_v_LD)$(MKDIR_P) $(@D) && $(APE_LINK) -o $@ $(foreach a,$(ARCHES),$(OUT)/$(a)/bin/$*)

APE_PROGS := $(addprefix $(OUT)/progs/,$(PROGS))
ALL_TARGETS += $(APE_TOOLS) $(APE_LOADERS) $(APE_PROGS)

# The long fuzz run: 10,000 damaged files (the suite's ape/fuzz runs 1,000).
.PHONY: check-ape-fuzz
check-ape-fuzz: all $(OUT)/test/list $(OUT)/test/env.sh
	@APE_FUZZ_N=10000 $(BASH) $(srcdir)/tests/harness/run --out $(OUT)/test --jobs 1 --timeout 3600 --filter '^ape/fuzz$$' $(OUT)/test/list

# The binfmt_misc installer and the native-copy installer are shell scripts.
$(OUT)/host/bin/ape-binfmt: $(srcdir)/ape/binfmt/ape-binfmt.sh
	$(pp_v_GEN)$(MKDIR_P) $(@D) && cp $< $@.tmp && chmod 755 $@.tmp && mv $@.tmp $@
$(OUT)/host/bin/ape-install: $(srcdir)/ape/install/ape-install.sh
	$(pp_v_GEN)$(MKDIR_P) $(@D) && cp $< $@.tmp && chmod 755 $@.tmp && mv $@.tmp $@
ALL_TARGETS += $(OUT)/host/bin/ape-binfmt $(OUT)/host/bin/ape-install

APEZIP_SRCS := $(wildcard $(srcdir)/ape/zip/*.c)
$(OUT)/host/bin/apezip: $(APEZIP_SRCS) $(srcdir)/ape/zip/apezip.h $(APE_TOOL_COMMON) $(APE_COMMON_H)
	$(pp_v_CC)$(MKDIR_P) $(@D) && $(CC) $(APE_HOST_CFLAGS) -o $@.tmp $(APEZIP_SRCS) $(APE_TOOL_COMMON) && mv $@.tmp $@
ALL_TARGETS += $(OUT)/host/bin/apezip

# assimilate again, linked with polyport's libc for each arch and merged
# into an APE: the tool runs on x86_64 and aarch64 alike (tests run the
# aarch64 one under qemu).
define ape_assimilate_template
$(OUT)/$(1)/ape/assimilate: $$(ASSIMILATE_SRCS) $$(APE_TOOL_COMMON) $$(APE_COMMON_H) $$(LIBC_$(1))
	$$(pp_v_LD)$$(MKDIR_P) $$(@D) && $$(CC_$(1)) $$(call TARGET_CPPFLAGS,$(1)) $$(call TARGET_CFLAGS,$(1)) -std=gnu11 \
	  $$(TARGET_LDFLAGS) -o $$@.tmp $$(call TARGET_CRT,$(1)) $$(ASSIMILATE_SRCS) $$(APE_TOOL_COMMON) $$(call TARGET_LIBS,$(1)) \
	  && mv $$@.tmp $$@
endef
$(foreach a,$(ARCHES),$(eval $(call ape_assimilate_template,$(a))))
$(OUT)/ape/assimilate: $(foreach a,$(ARCHES),$(OUT)/$(a)/ape/assimilate) $(OUT)/host/bin/apelink $(APE_LOADERS)
	$(pp_v_LD)$(MKDIR_P) $(@D) && $(APE_LINK) -o $@ $(foreach a,$(ARCHES),$(OUT)/$(a)/ape/assimilate)
ALL_TARGETS += $(OUT)/ape/assimilate
