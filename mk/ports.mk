# Ports: `make ports` builds DEFAULT_PORTS into APE programs in out/bin;
# `make port-NAME` builds one; `make ports-lint` checks every recipe;
# `make ports-reference` builds DEFAULT_PORTS with the host's glibc (the
# status page's reference column); `make ports-all` and
# `make ports-all-reference` do the same for every port with a recipe (the
# whole collection: hours, not part of README's commands or CI);
# `make ports-status` writes docs/ports-status.md from what out/ holds.
# The engine (ports/engine/port) keeps its own stamps, so these targets
# are cheap to re-run and resume an interrupted build.

# Built by `make` (README command 1); the end-to-end tests in tests/ports
# check hello (the CI end-to-end set); zlib, bzip2, ed, gzip, xz and patch pass
# their upstream suites on both arches (each build runs them). Bigger
# collections: make ports DEFAULT_PORTS="..." or port-NAME.
DEFAULT_PORTS ?= hello zlib bzip2 ed gzip xz patch
PORT_ENGINE = $(BASH) $(srcdir)/ports/engine/port --out $(abs_top_builddir)/$(OUT)
ALL_PORTS := $(notdir $(patsubst %/recipe,%,$(wildcard $(srcdir)/ports/*/recipe)))

.PHONY: ports ports-all ports-lint ports-reference ports-all-reference ports-status
# '+': the engine gets make's job server (make -jN ports runs ports and
# arches at once, and each package's make shares the same N slots).
ports: toolchain
	+@$(if $(DEFAULT_PORTS),$(PORT_ENGINE) build $(DEFAULT_PORTS),echo "ports: no default ports yet")

port-%: toolchain
	+@$(PORT_ENGINE) build $*

ports-reference:
	+@$(if $(DEFAULT_PORTS),$(PORT_ENGINE) reference $(DEFAULT_PORTS),echo "ports: no default ports yet")

# The engine orders the ports by their depends=, whatever ALL_PORTS' order.
ports-all: toolchain
	+@$(PORT_ENGINE) build $(ALL_PORTS)

ports-all-reference:
	+@$(PORT_ENGINE) reference $(ALL_PORTS)

# Every port with a recipe; one not built shows as such.
ports-status:
	@$(PORT_ENGINE) status --page $(srcdir)/docs/ports-status.md $(ALL_PORTS)

ports-lint:
	@for p in $(ALL_PORTS); do $(PORT_ENGINE) lint $$p || exit 1; done

ALL_TARGETS += ports
