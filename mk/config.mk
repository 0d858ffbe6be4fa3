# Settings shared by every fragment. Makefile.am includes the fragments in
# order; each fragment appends its outputs to ALL_TARGETS and its test
# lists to CHECK_LISTS.

ARCHES := x86_64 aarch64
OUT := out
ALL_TARGETS :=
CHECK_DEPS :=
CHECK_LISTS :=

# Quiet by default; V=1 shows the commands (automake's convention).
pp_v_CC = $(pp_v_CC_$(V))
pp_v_CC_ = $(pp_v_CC_$(AM_DEFAULT_VERBOSITY))
pp_v_CC_0 = @echo "  CC      " $@;
pp_v_AR = $(pp_v_AR_$(V))
pp_v_AR_ = $(pp_v_AR_$(AM_DEFAULT_VERBOSITY))
pp_v_AR_0 = @echo "  AR      " $@;
pp_v_LD = $(pp_v_LD_$(V))
pp_v_LD_ = $(pp_v_LD_$(AM_DEFAULT_VERBOSITY))
pp_v_LD_0 = @echo "  LD      " $@;
pp_v_GEN = $(pp_v_GEN_$(V))
pp_v_GEN_ = $(pp_v_GEN_$(AM_DEFAULT_VERBOSITY))
pp_v_GEN_0 = @echo "  GEN     " $@;

# The compiler's own include directory: freestanding intrinsics headers
# (x86intrin.h, arm_neon.h) that programs may use. Ours come first, so our
# stddef.h/limits.h/stdint.h win.
CCINC_x86_64 := $(shell $(CC_x86_64) -print-file-name=include)
CCINC_aarch64 := $(shell $(CC_aarch64) -print-file-name=include)
# libgcc supplies the compiler's own helpers (aarch64 128-bit long double).
LIBGCC_x86_64 := $(shell $(CC_x86_64) -print-libgcc-file-name)
LIBGCC_aarch64 := $(shell $(CC_aarch64) -print-libgcc-file-name)
# libgcc_eh is the unwinder (_Unwind_Backtrace, _Unwind_RaiseException)
# that gcc links into static programs; libc's backtrace() calls it, and
# it calls back into libc (_dl_find_object, malloc): one link group.
LIBGCC_EH_x86_64 := $(shell $(CC_x86_64) -print-file-name=libgcc_eh.a)
LIBGCC_EH_aarch64 := $(shell $(CC_aarch64) -print-file-name=libgcc_eh.a)

# Where the tree sits never reaches an output: debug info, __FILE__ and
# the build-id hashed over them name paths relative to the tree, so two
# clones at different paths build byte-identical libraries, tools and
# programs (make check-repro). The builddir map comes last and
# wins where the build dir lies inside the source tree.
PREFIX_MAP = -ffile-prefix-map=$(abs_top_srcdir)=. -ffile-prefix-map=$(abs_top_builddir)=.

ARCH_CFLAGS_x86_64 :=
ARCH_CFLAGS_aarch64 := -mno-outline-atomics

# How a finished program for each arch is run on this machine.
RUN_x86_64_CMD = $(RUN_x86_64)
RUN_aarch64_CMD = $(RUN_aarch64)

# Compiling and linking a program against polyport's libc, per arch. The
# toolchain drivers are generated from these same settings.
TARGET_CPPFLAGS = -nostdinc -isystem $(OUT)/$(1)/sysroot/include -isystem $(CCINC_$(1))
TARGET_CFLAGS = -fPIE -O2 $(PREFIX_MAP) $(ARCH_CFLAGS_$(1))
# -z norelro: the test and bench programs built here keep the small
# layout (RELRO's alignment to the 64 KiB aarch64 page costs each aarch64
# program ~45 KB of file). Programs linked by the toolchain drivers get
# full RELRO, which start-up applies (libc/src/env/__init_relro.c).
# -z noseparate-code: headers, code and read-only data share one R+X
# segment, as aarch64's ld does by default; x86_64's default gives them a
# page each, three page-aligned segments where one does, which costs up to
# 8 KB of padding per program and two mmaps per start. docs/toolchain.md
# says what this gives up (rodata is executable) and how to opt out.
TARGET_LDFLAGS = -static-pie -nostdlib -nostartfiles -Wl,-z,noexecstack -Wl,-z,norelro -Wl,-z,noseparate-code -Wl,--gc-sections -Wl,--build-id=none
TARGET_CRT = $(OUT)/$(1)/sysroot/lib/crt1.o
TARGET_LIBS = -Wl,--start-group $(OUT)/$(1)/sysroot/lib/libc.a $(LIBGCC_$(1)) $(LIBGCC_EH_$(1)) -Wl,--end-group
