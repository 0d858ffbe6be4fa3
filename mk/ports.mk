# Ports: `make ports` builds DEFAULT_PORTS into APE programs in out/bin;
# `make port-NAME` builds one; `make ports-lint` checks every recipe.
# The engine (ports/engine/port) keeps its own stamps, so these targets
# are cheap to re-run and resume an interrupted build.

# Built by `make` (README command 1); the end-to-end tests in tests/ports
# check hello (the CI end-to-end set); zlib, bzip2, ed and gzip passed their upstream
# suites on both arches. Bigger collections: make ports DEFAULT_PORTS="..." or port-NAME.
DEFAULT_PORTS ?= hello zlib bzip2 ed gzip
PORT_ENGINE = $(BASH) $(srcdir)/ports/engine/port --out $(abs_top_builddir)/$(OUT)
ALL_PORTS := $(notdir $(patsubst %/recipe,%,$(wildcard $(srcdir)/ports/*/recipe)))

.PHONY: ports ports-lint
ports: toolchain
	@$(if $(DEFAULT_PORTS),$(PORT_ENGINE) build $(DEFAULT_PORTS),echo "ports: no default ports yet")

port-%: toolchain
	@$(PORT_ENGINE) build $*

ports-lint:
	@for p in $(ALL_PORTS); do $(PORT_ENGINE) lint $$p || exit 1; done

ALL_TARGETS += ports
