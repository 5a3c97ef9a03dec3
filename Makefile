# TouchScope: `make run` opens the default scene in the window, `make test` runs every test.
# Both first install the packages the project needs: with Homebrew on macOS, with apt
# on Debian and Ubuntu (with sudo when not root). Swift itself (6.1 or later) must be on the PATH.

SWIFT ?= swift
SCENE ?= Scenes/keyboard-dismiss.yaml
# The fuzz step of `make test`: mutants for this many seconds, after the hostile inputs with export and open (about 60 s).
FUZZ_SECONDS ?= 45
FUZZ_SEED ?= 1
# The fonts (DejaVu Sans Mono, a CJK subset of Droid Sans Fallback) are bundled in Assets/: no font package is needed.
DEBIAN_PACKAGES = libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev \
                  xvfb xdotool imagemagick python3-yaml python3-venv
BREW_PACKAGES = sdl2 sdl2_ttf sdl2_image pkg-config
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
UNAME := $(shell uname -s)
PREFIX ?= /usr/local
# Issue 34: the reference Python MCP client (PyPI `mcp`) that `make test` drives `touchscope mcp` with, in its own virtual environment.
MCP_VENV ?= .venv-mcp
MCP_CLIENT_VERSION ?= 2.3.0

.PHONY: run test deps build release bench conformance golden clean install screenshots

## Install the packages that are missing (nothing when all are there): Homebrew on macOS, apt on Debian.
deps:
ifeq ($(UNAME),Darwin)
	@command -v brew >/dev/null || { echo "Homebrew is not installed: see https://brew.sh, then run make again"; exit 1; }
	@missing=""; for p in $(BREW_PACKAGES); do \
	  brew list --versions $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then echo "installing:$$missing"; brew install $$missing; fi
else
	@command -v dpkg >/dev/null || { echo "not Debian or Ubuntu: install SDL2, SDL2_ttf, SDL2_image (development files) yourself"; exit 0; }; \
	missing=""; for p in $(DEBIAN_PACKAGES); do \
	  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi
endif
	@command -v $(SWIFT) >/dev/null || { echo "swift is not on the PATH: install Swift 6.1 or later (swift.org/install)"; exit 1; }
	@# Issue 34: the MCP client of the server's test, in $(MCP_VENV) (ignored by git); nothing when it is there.
	@$(MCP_VENV)/bin/python -c "import mcp" 2>/dev/null || { \
	  echo "installing the Python MCP client (mcp==$(MCP_CLIENT_VERSION)) in $(MCP_VENV)"; \
	  python3 -m venv $(MCP_VENV) && $(MCP_VENV)/bin/pip install -q "mcp==$(MCP_CLIENT_VERSION)"; }

## Install the release binary in $(PREFIX)/bin, with its resources (Assets/: the fonts) beside it.
install: release
	install -d "$(PREFIX)/bin"
	install -m 755 .build/release/touchscope "$(PREFIX)/bin/touchscope"
	rm -rf "$(PREFIX)/bin/TouchScope_TouchSDL.resources" "$(PREFIX)/bin/TouchScope_TouchSDL.bundle" \
	  "$(PREFIX)/bin/TouchScope_TouchAssets.resources" "$(PREFIX)/bin/TouchScope_TouchAssets.bundle"
	cp -R .build/release/TouchScope_TouchAssets.* "$(PREFIX)/bin/"
	@# The format pages `touchscope mcp` serves as resources (issue 34).
	rm -rf "$(PREFIX)/bin/TouchScope_TouchTools.resources" "$(PREFIX)/bin/TouchScope_TouchTools.bundle"
	cp -R .build/release/TouchScope_TouchTools.* "$(PREFIX)/bin/"

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

## Every test of the project, then the shared conformance examples when ../shared is beside the clone,
## then a versioned-dependency build of TouchCore (about 20 s), then the fuzz harness (scripts/fuzz.py) for about two minutes.
test: build
	$(SWIFT) test
	@# The conformance examples, then this round's families once each is built (issue 26–31 acceptance);
	@# one command with every family (-k repeats), so a failure in any of them fails the target.
	@if [ -f ../shared/conformance/run.py ]; then \
	  python3 ../shared/conformance/run.py --bin .build/debug/touchscope && \
	  python3 ../shared/conformance/run.py --bin .build/debug/touchscope --cases ../shared/conformance/cases-r3 \
	    -k swipe-open-close -k pages-turn -k refresh-table -k text-view-in-cell -k zoom-basics -k menu-basics \
	    -k moving-button -k hit-test-overrides -k sheet-table -k content-pop; \
	else echo "(../shared/conformance not found: conformance examples skipped)"; fi
	@# Issue 8 (design 7): a package outside the project builds TouchCore as a versioned dependency (no unsafe flags).
	sh scripts/check-versioned-dependency.sh
	@# Issue 34: the reference Python MCP client drives `touchscope mcp`: every tool, and a hostile call per tool.
	$(MCP_VENV)/bin/python scripts/mcp_client_test.py --bin .build/debug/touchscope
	@# Issue 14: hostile inputs and seeded mutants of the scenes for a bounded time (see README, Tests).
	python3 scripts/fuzz.py --seconds $(FUZZ_SECONDS) --seed $(FUZZ_SEED) --bin .build/debug/touchscope

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

## The README's window screenshots (docs/window-*.png), made offscreen with the window's own --screenshot.
screenshots: build
	SDL_VIDEODRIVER=offscreen .build/debug/touchscope open Scenes/keyboard-dismiss.yaml --scenario "tap the field, then row 1" \
	  --screenshot docs/window-keyboard-dismiss.png --quit-after 4
	SDL_VIDEODRIVER=offscreen .build/debug/touchscope open Scenes/carousel-in-feed.yaml --scenario "broken: drag up on carousel A" \
	  --screenshot docs/window-carousel-in-feed.png --quit-after 0.8
	SDL_VIDEODRIVER=offscreen .build/debug/touchscope open Scenes/gallery-swipe-back.yaml \
	  --scenario "swipe back from the edge of the gallery" --screenshot docs/window-gallery-swipe-back.png --quit-after 3
	SDL_VIDEODRIVER=offscreen .build/debug/touchscope open Scenes/flick-and-tap.yaml --scenario "flick list B" \
	  --screenshot docs/window-flick-and-tap.png --quit-after 12
