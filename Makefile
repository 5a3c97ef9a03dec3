# TouchScope: `make run` opens the default scene in the window, `make test` runs every test.
# Both first install the Debian packages the project needs (with sudo when
# not root). Swift itself (6.1 or later) must be on the PATH.

SWIFT ?= swift
SCENE ?= Scenes/nested-taps.yaml
DEBIAN_PACKAGES = libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev fonts-dejavu-core \
                  xvfb xdotool imagemagick python3-yaml
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test deps build release bench conformance golden clean

## Install the Debian packages that are missing (nothing when all are there).
deps:
	@missing=""; for p in $(DEBIAN_PACKAGES); do \
	  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi
	@command -v $(SWIFT) >/dev/null || { echo "swift is not on the PATH: install Swift 6.1 or later (swift.org/install)"; exit 1; }

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

## Open the default scene (or SCENE=path) in the window. With no display, say so and
## export the scene's first scenario to a PNG instead.
run: build
	@if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
	  .build/debug/touchscope open $(SCENE); \
	else \
	  out=$$(basename $(SCENE) .yaml).png; \
	  echo "no display (DISPLAY is not set): exporting the first scenario of $(SCENE) instead"; \
	  .build/debug/touchscope export $(SCENE) --png "$$out" && echo "open $$(pwd)/$$out to see it"; \
	fi

## Every test of the project, then the shared conformance examples when ../shared is beside the clone.
test: build
	$(SWIFT) test
	@if [ -f ../shared/conformance/run.py ]; then \
	  python3 ../shared/conformance/run.py --bin .build/debug/touchscope; \
	else echo "(../shared/conformance not found: conformance examples skipped)"; fi

## The benchmark, on a release build.
bench: release
	.build/release/touchscope bench

## Regenerate the golden traces of Scenes/ after an intended change (read the diff!).
golden: build
	@# The update run fails on purpose (it must never pass as a test run); the diff is what to read.
	-TOUCHSCOPE_UPDATE_GOLDEN=1 $(SWIFT) test --filter GoldenTraceTests >/dev/null 2>&1
	git diff --stat Tests/touchscopeTests/Golden

clean:
	rm -rf .build
