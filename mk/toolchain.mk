# The toolchain: per-arch compiler drivers and binutils names under
# out/toolchain/bin, laid out exactly as `make install` lays them out
# under $(prefix), so the build tree is usable without installing:
#
#   bin/<triple>-cc (-gcc)       compiler driver (toolchain/cc.in)
#   bin/<triple>-{ar,ranlib,...} the matching binutils
#   bin/<triple>-pkg-config      pkg-config that sees only that arch's staging
#   lib/polyport/<arch>/         sysroot: include/, lib/ (crt1.o libc.a libgcc.a
#                                and empty libm.a libpthread.a ...), ccinclude/
#   share/polyport/site/<arch>.site   CONFIG_SITE for cross builds
#   share/aclocal/polyport.m4    m4 macros for projects that want APE output

TC := $(OUT)/toolchain
TRIPLE_x86_64 := x86_64-polyport-linux-musl
TRIPLE_aarch64 := aarch64-polyport-linux-musl
TC_TOOLS := ar ranlib nm strip objcopy objdump readelf ld as size strings addr2line
# Libraries whose contents are in libc; empty archives let -lm etc. resolve.
TC_EMPTY_LIBS := m pthread rt dl util xnet resolv
CC_FAMILY := $(if $(findstring clang,$(CC_x86_64)),clang,gcc)

# binutils for an arch: the prefix of the gcc cross tools, or the host's.
tool_x86_64 = $(if $(filter x86_64,$(HOST_ARCH)),$(1),x86_64-linux-gnu-$(1))
tool_aarch64 = $(if $(filter aarch64,$(HOST_ARCH)),$(1),aarch64-linux-gnu-$(1))

# x86_64: the assembler the driver runs (gcc -B), which lists the
# program's thread-pointer loads for the Windows start-up; in the sysroot,
# so that make install copies it with the rest.
TC_AS_TP_x86_64 := $(OUT)/x86_64/sysroot/libexec/as $(OUT)/x86_64/sysroot/libexec/tp-sites.awk
$(OUT)/x86_64/sysroot/libexec/as: $(srcdir)/toolchain/as-tp.in Makefile | $(OUT)/x86_64/sysroot/.toolchain-stamp
	$(pp_v_GEN)$(MKDIR_P) $(@D) && t=$$(command -v $(call tool_x86_64,as)) \
	  || { echo "no $(call tool_x86_64,as) for x86_64: run ./bootstrap" >&2; exit 1; }; \
	  sed -e "s|@AS@|$$t|g" $< > $@.tmp && chmod +x $@.tmp && mv $@.tmp $@
$(OUT)/x86_64/sysroot/libexec/tp-sites.awk: $(srcdir)/libc/tools/tp-sites.awk | $(OUT)/x86_64/sysroot/.toolchain-stamp
	$(pp_v_GEN)$(MKDIR_P) $(@D) && cp $< $@

# C++ (gcc family only): bin/<triple>-c++ (-g++) is cc.in again, run over
# the arch's g++, with libstdc++'s headers and the host's libstdc++.a
# reached through the sysroot (cxxinclude/std, cxxinclude/target,
# lib/libstdc++.a) and polyport's replacements of the headers that assume
# glibc in cxxinclude/polyport (docs/toolchain.md, "C++"). The directories
# are the ones g++ itself searches: the one holding <vector> and the
# target's, holding bits/c++config.h. An arch whose g++ is missing gets
# no C++ driver (./bootstrap installs it) and tests/toolchain/cxx.test says so.
CXX_HEADERS := $(wildcard $(srcdir)/toolchain/c++/bits/*.h)
ifeq ($(CC_FAMILY),gcc)
cxx_dirs = $(shell for d in $$($(1) -xc++ -E -v /dev/null 2>&1 | sed -n '/search starts here:/,/^End of search/s/^ //p'); do \
  case $$d in (*/c++/*) realpath "$$d" ;; esac; done)
define cxx_settings
CXX_$(1) := $(subst gcc,g++,$(CC_$(1)))
CXX_DIRS_$(1) := $$(call cxx_dirs,$$(CXX_$(1)))
CXXSTD_$(1) := $$(firstword $$(foreach d,$$(CXX_DIRS_$(1)),$$(if $$(wildcard $$(d)/vector),$$(d))))
CXXTARGET_$(1) := $$(firstword $$(foreach d,$$(CXX_DIRS_$(1)),$$(if $$(wildcard $$(d)/bits/c++config.h),$$(d))))
LIBSTDCXX_$(1) := $$(filter /%,$$(shell $$(CXX_$(1)) -print-file-name=libstdc++.a 2>/dev/null))
CXX_OK_$(1) := $$(and $$(CXXSTD_$(1)),$$(CXXTARGET_$(1)),$$(wildcard $$(LIBSTDCXX_$(1))))
endef
$(foreach a,$(ARCHES),$(eval $(call cxx_settings,$(a))))
endif

define toolchain_template
$(TC)/bin/$(TRIPLE_$(1))-cc: $(srcdir)/toolchain/cc.in Makefile
	$$(pp_v_GEN)$$(MKDIR_P) $$(@D) && sed -e 's|@TRIPLE@|$(TRIPLE_$(1))|g' -e 's|@ARCH@|$(1)|g' \
	  -e 's|@CC@|$(CC_$(1))|g' -e 's|@CC_FAMILY@|$(CC_FAMILY)|g' -e 's|@VERSION@|$(PACKAGE_VERSION)|g' \
	  -e 's|@LANG@|c|g; s|@LANG_NAME@|C|g; s|@DRIVER@|cc|g' \
	  -e 's|@ARCH_CFLAGS@|$(ARCH_CFLAGS_$(1))|g' $$< > $$@.tmp && chmod +x $$@.tmp && mv $$@.tmp $$@

ifneq ($(CXX_OK_$(1)),)
$(TC)/bin/$(TRIPLE_$(1))-c++: $(srcdir)/toolchain/cc.in Makefile | $(OUT)/$(1)/sysroot/.cxx-stamp
	$$(pp_v_GEN)$$(MKDIR_P) $$(@D) && sed -e 's|@TRIPLE@|$(TRIPLE_$(1))|g' -e 's|@ARCH@|$(1)|g' \
	  -e 's|@CC@|$(CXX_$(1))|g' -e 's|@CC_FAMILY@|$(CC_FAMILY)|g' -e 's|@VERSION@|$(PACKAGE_VERSION)|g' \
	  -e 's|@LANG@|c++|g; s|@LANG_NAME@|C++|g; s|@DRIVER@|c++|g' \
	  -e 's|@ARCH_CFLAGS@|$(ARCH_CFLAGS_$(1))|g' $$< > $$@.tmp && chmod +x $$@.tmp && mv $$@.tmp $$@

$(TC)/bin/$(TRIPLE_$(1))-g++: $(TC)/bin/$(TRIPLE_$(1))-c++
	$$(pp_v_GEN)ln -sf $$(<F) $$@

$(OUT)/$(1)/sysroot/.cxx-stamp: $(CXX_HEADERS) $(srcdir)/mk/toolchain.mk $(OUT)/$(1)/sysroot/.toolchain-stamp
	$$(pp_v_GEN)s=$(OUT)/$(1)/sysroot && rm -rf $$$$s/cxxinclude && $(MKDIR_P) $$$$s/cxxinclude/polyport/bits \
	  && ln -s $(CXXSTD_$(1)) $$$$s/cxxinclude/std && ln -s $(CXXTARGET_$(1)) $$$$s/cxxinclude/target \
	  && ln -sf $(LIBSTDCXX_$(1)) $$$$s/lib/libstdc++.a && cp $(CXX_HEADERS) $$$$s/cxxinclude/polyport/bits/ && touch $$@
endif
CXX_TOOLCHAIN_$(1) := $(if $(CXX_OK_$(1)),$(TC)/bin/$(TRIPLE_$(1))-c++ $(TC)/bin/$(TRIPLE_$(1))-g++ $(OUT)/$(1)/sysroot/.cxx-stamp)

$(TC)/bin/$(TRIPLE_$(1))-gcc: $(TC)/bin/$(TRIPLE_$(1))-cc
	$$(pp_v_GEN)ln -sf $$(<F) $$@

$(TC)/bin/$(TRIPLE_$(1))-pkg-config: $(srcdir)/toolchain/pkg-config.in Makefile
	$$(pp_v_GEN)$$(MKDIR_P) $$(@D) && sed -e 's|@TRIPLE@|$(TRIPLE_$(1))|g' -e 's|@ARCH@|$(1)|g' $$< > $$@.tmp \
	  && chmod +x $$@.tmp && mv $$@.tmp $$@

$(TC)/bin/$(TRIPLE_$(1))-%:
	$$(pp_v_GEN)$$(MKDIR_P) $$(@D) && t=$$$$(command -v $$(call tool_$(1),$$*)) \
	  || { echo "no $$(call tool_$(1),$$*) for $(1): run ./bootstrap" >&2; exit 1; }; ln -sf "$$$$t" $$@

# The sysroot's compiler-runtime parts: the compiler's own freestanding
# headers (intrinsics), libgcc and its unwinder libgcc_eh, reached through polyport's paths; and
# polyport.specs, which empties gcc's link_libgcc spec (the -L list of
# gcc's own library directories, see toolchain/cc.in). gcc reads an empty
# spec body only when a second blank line follows it.
$(OUT)/$(1)/sysroot/.toolchain-stamp: $$(LIBC_$(1)) $(srcdir)/mk/toolchain.mk
	$$(pp_v_GEN)cd $(OUT)/$(1)/sysroot && rm -rf ccinclude && ln -s $(CCINC_$(1)) ccinclude \
	  && ln -sf $(LIBGCC_$(1)) lib/libgcc.a && ln -sf $(LIBGCC_EH_$(1)) lib/libgcc_eh.a && printf '*link_libgcc:\n\n\n' > lib/polyport.specs \
	  && for l in $(TC_EMPTY_LIBS); do rm -f lib/lib$$$$l.a; $(AR_$(1)) rc lib/lib$$$$l.a; done && touch .toolchain-stamp

$(TC)/lib/polyport/$(1): | $(OUT)/$(1)/sysroot/.toolchain-stamp
	$$(pp_v_GEN)$$(MKDIR_P) $$(@D) && ln -sfn ../../../$(1)/sysroot $$@

$(TC)/share/polyport/site/$(1).site: $(srcdir)/toolchain/site/$(1).site $(srcdir)/toolchain/site/common.site $(srcdir)/toolchain/site/cross.cache
	$$(pp_v_GEN)$$(MKDIR_P) $$(@D) && cp $$^ $$(@D)/

TOOLCHAIN_$(1) := $(TC_AS_TP_$(1)) $(TC)/bin/$(TRIPLE_$(1))-cc $(TC)/bin/$(TRIPLE_$(1))-gcc $(TC)/bin/$(TRIPLE_$(1))-pkg-config \
	$$(addprefix $(TC)/bin/$(TRIPLE_$(1))-,$(TC_TOOLS)) $(OUT)/$(1)/sysroot/.toolchain-stamp \
	$(TC)/lib/polyport/$(1) $(TC)/share/polyport/site/$(1).site $$(CXX_TOOLCHAIN_$(1))
ALL_TARGETS += $$(TOOLCHAIN_$(1))
endef
$(foreach a,$(ARCHES),$(eval $(call toolchain_template,$(a))))

$(TC)/share/aclocal/polyport.m4: $(srcdir)/toolchain/polyport.m4
	$(pp_v_GEN)$(MKDIR_P) $(@D) && cp $< $@
ALL_TARGETS += $(TC)/share/aclocal/polyport.m4

.PHONY: toolchain
toolchain: $(foreach a,$(ARCHES),$(TOOLCHAIN_$(a))) $(TC)/share/aclocal/polyport.m4

# make install: the same tree under $(prefix), sysroots copied, not linked.
pp-install-toolchain: toolchain
	$(MKDIR_P) $(DESTDIR)$(bindir) $(DESTDIR)$(libdir)/polyport $(DESTDIR)$(datadir)/polyport/site $(DESTDIR)$(datadir)/aclocal
	for a in $(ARCHES); do \
	  rm -rf $(DESTDIR)$(libdir)/polyport/$$a && cp -RL $(OUT)/$$a/sysroot $(DESTDIR)$(libdir)/polyport/$$a \
	  && rm -f $(DESTDIR)$(libdir)/polyport/$$a/.*stamp $(DESTDIR)$(libdir)/polyport/$$a/include/.stamp \
	  && cp $(TC)/share/polyport/site/$$a.site $(DESTDIR)$(datadir)/polyport/site/; done
	cp -P $(TC)/bin/* $(DESTDIR)$(bindir)/
	for t in $(TC_APE_TOOLS); do rm -f $(DESTDIR)$(bindir)/$$t && cp -L $(TC)/bin/$$t $(DESTDIR)$(bindir)/; done
	$(MKDIR_P) $(DESTDIR)$(datadir)/polyport/notices && cp $(TC)/share/polyport/notices/* $(DESTDIR)$(datadir)/polyport/notices/
	cp $(TC)/share/aclocal/polyport.m4 $(DESTDIR)$(datadir)/aclocal/

# The fat layer: polyport-cc. Its objects are x86_64 objects carrying
# their aarch64 twin in a section, so the x86_64 ar and ranlib serve as
# polyport-ar and polyport-ranlib.
$(TC)/bin/polyport-cc: $(srcdir)/toolchain/fatcc.in Makefile
	$(pp_v_GEN)$(MKDIR_P) $(@D) && sed -e 's|@PRIMARY@|x86_64|g' -e 's|@SECONDARY@|aarch64|g' $< > $@.tmp && chmod +x $@.tmp && mv $@.tmp $@
$(TC)/bin/polyport-ar $(TC)/bin/polyport-ranlib: $(TC)/bin/polyport-%: | $(TC)/bin/$(TRIPLE_x86_64)-%
	$(pp_v_GEN)ln -sf $(TRIPLE_x86_64)-$* $@
ALL_TARGETS += $(TC)/bin/polyport-cc $(TC)/bin/polyport-ar $(TC)/bin/polyport-ranlib

# The APE tools and each arch's loader, reachable from the toolchain tree
# (and so from the fat driver and the ports engine) as they are installed.
TC_APE_TOOLS := apelink assimilate apezip ape-binfmt ape-install
$(TC)/bin/apelink $(TC)/bin/assimilate $(TC)/bin/apezip $(TC)/bin/ape-binfmt $(TC)/bin/ape-install: $(TC)/bin/%: $(OUT)/host/bin/%
	$(pp_v_GEN)$(MKDIR_P) $(@D) && ln -sf ../../host/bin/$* $@
$(TC)/share/polyport/notices/libc.txt: $(srcdir)/libc/COPYRIGHT
	$(pp_v_GEN)$(MKDIR_P) $(@D) && cp $< $@
define toolchain_ape_template
$(OUT)/$(1)/sysroot/lib/ape-loader: | $(OUT)/$(1)/ape/ape-loader $$(LIBC_$(1))
	$$(pp_v_GEN)ln -sf ../../ape/ape-loader $$@
ALL_TARGETS += $(OUT)/$(1)/sysroot/lib/ape-loader
endef
$(foreach a,$(ARCHES),$(eval $(call toolchain_ape_template,$(a))))
ALL_TARGETS += $(addprefix $(TC)/bin/,$(TC_APE_TOOLS)) $(TC)/share/polyport/notices/libc.txt

# Everything a build through the toolchain tree may use.
toolchain: $(addprefix $(TC)/bin/,$(TC_APE_TOOLS) polyport-cc polyport-ar polyport-ranlib) \
	$(TC)/share/polyport/notices/libc.txt $(foreach a,$(ARCHES),$(OUT)/$(a)/sysroot/lib/ape-loader)
