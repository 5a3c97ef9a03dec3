#!/usr/bin/env python3
"""Fuzz harness of issue 14: hostile and mutated scenes never crash, hang or lie.

Runs the built binary on
  1. the hand-made hostile inputs of scripts/fuzz-inputs/ (alias bombs, huge
     durations and frames, long drags, names with newlines and escapes...),
     plus a few generated at run time (a 1,000-recognizer requireToFail cycle,
     20,000 windows, views 300 deep, a FIFO, a symbolic link loop);
  2. then, until --seconds have passed, seeded mutants of Scenes/*.yaml, the
     test fixtures (Tests/TouchSceneTests/Fixtures) and the hostile inputs.

For every input, `touchscope replay FILE --jsonl` and `touchscope check FILE`
must:
  - exit 0, with stdout valid JSON Lines (replay: one JSON object per line, no
    NaN or Infinity), or
  - exit 2, with nothing on stdout and every stderr line of the form
    FILE:LINE:COLUMN: message;
  - never print a control character (terminal escape, raw newline in a name)
    in a message;
  - finish within --timeout seconds (killed and failed past it) and within
    --memory-mb of address space (RLIMIT_AS);
and for a sample of inputs (every --same-every'th), two processes must print
the same bytes.

Then the hostile debugger dumps of issue 33 (CR LF, UTF-16, 1,500 levels deep,
100,001 views, addresses that share their last hex digits, one long line, NaN
frames, pasted terminal escapes, a recognizer named Application that must fail
itself, unclosed must-fail blocks, 3,000 controllers without addresses) go through `touchscope import DUMP -o OUT`:
exit 0 with a scene that `check` loads, or 2 with a message, within the time
and memory budgets, no control character in the report; and `import -o` onto
its own input, a FIFO or a read-only file must be refused (exit 2).

Then the what-if inputs of issue 33: `compare --variant` values that are alias
bombs, aliases used as keys, broken or escaped YAML (refused on one line);
`compare --png` with 42 variants (a picture written); `fix --limit 1` and
`fix --budget` on 70 nested tap recognizers and `export` of that scene, within
the time and memory budgets.

On a share of the inputs (every --export-every'th and every --open-every'th,
and every hand-made hostile input) the commands that draw run too, headless
(SDL_VIDEODRIVER=offscreen), within the same budgets:
  - `touchscope export FILE --png OUT` must exit 0 with a PNG written, or 2
    with FILE:LINE:COLUMN lines and no file;
  - `touchscope open FILE --screenshot OUT --quit-after S` must exit 0 with a
    PNG written (a scene that does not load opens with its problems shown),
    and print no control character.

Case N of seed S is always the same input (its random generator is seeded by
"S:N"), so a failure is reproduced with `--seed S --case N`. Failing inputs
are saved, with what went wrong, in --out (named at the end of the run).
Prints `N passed, N failed` last; exits 1 on any failure.

    python3 scripts/fuzz.py --seconds 600 --seed 7 --bin .build/debug/touchscope
"""

import argparse
import copy
import json
import math
import os
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import random

try:
    import yaml
except ImportError:  # pragma: no cover
    sys.exit("fuzz.py needs PyYAML (python3-yaml; `make deps` installs it)")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HOSTILE_DIR = os.path.join(ROOT, "scripts", "fuzz-inputs")
CORPUS_DIRS = [os.path.join(ROOT, "Scenes"),
               os.path.join(ROOT, "Tests", "TouchSceneTests", "Fixtures"),
               HOSTILE_DIR]
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]")
EXITS = {}  # (command, exit status) -> runs, to show how many inputs loaded


# ---------------------------------------------------------------- running

def limit_memory(megabytes):
    def apply():
        size = megabytes * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (size, size))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        os.setsid()
    return apply


def run(binary, args, timeout, memory_mb):
    """(exit status or None when killed, stdout bytes, stderr bytes, seconds)."""
    start = time.monotonic()
    proc = subprocess.Popen([binary] + args, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            preexec_fn=limit_memory(memory_mb))
    try:
        out, err = proc.communicate(timeout=timeout)
        return proc.returncode, out, err, time.monotonic() - start
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
        return None, out, err, time.monotonic() - start


def shown_path(path):
    """The path as the tool prints it: control characters escaped (SceneLoadError.escaped)."""
    out = ""
    for c in path:
        o = ord(c)
        if c == "\n":
            out += "\\n"
        elif c == "\r":
            out += "\\r"
        elif c == "\t":
            out += "\\t"
        elif o < 0x20 or 0x7f <= o < 0xa0 or o in (0x2028, 0x2029):
            out += "\\u{%X}" % o
        else:
            out += c
    return out


FORGED = re.compile(r"^\S*\.yaml:\d+:\d+: ")


def reject_constant(name):
    raise ValueError("non-finite number " + name)


def problems_of(path, command, result, timeout):
    """What is wrong with one run, as a list of sentences (empty: fine)."""
    status, out, err, seconds = result
    EXITS[(command, status)] = EXITS.get((command, status), 0) + 1
    found = []
    if status is None:
        return ["%s: still running after %.0f s (killed)" % (command, timeout)]
    if status < 0:
        name = signal.Signals(-status).name if -status in signal.Signals._value2member_map_ else str(-status)
        return ["%s: killed by signal %s (crash or memory budget)" % (command, name)]
    try:
        text = err.decode("utf-8")
    except UnicodeDecodeError:
        return ["%s: stderr is not UTF-8" % command]
    if status == 0:
        if command == "replay":
            for number, line in enumerate(out.split(b"\n"), 1):
                if not line and number == len(out.split(b"\n")):
                    continue
                try:
                    value = json.loads(line.decode("utf-8"), parse_constant=reject_constant)
                    if not isinstance(value, dict):
                        raise ValueError("not an object")
                except (ValueError, UnicodeDecodeError) as error:
                    found.append("replay: stdout line %d is not a JSON object (%s): %r"
                                 % (number, error, line[:200]))
                    break
        else:
            try:
                shown = out.decode("utf-8")
                if CONTROL.search(shown.replace("\t", "")):
                    found.append("check: a control character on stdout: %r"
                                 % CONTROL.search(shown).group(0))
                forged = [line for line in shown.split("\n")[1:] if FORGED.match(line)]
                if forged:
                    found.append("check: a line of its outline looks like an error: %r" % forged[0][:200])
            except UnicodeDecodeError:
                found.append("check: stdout is not UTF-8")
    elif status == 2:
        if out:
            found.append("%s: exit 2 but stdout is not empty: %r" % (command, out[:200]))
        lines = text.split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        if not lines:
            found.append("%s: exit 2 with nothing on stderr" % command)
        prefix = re.escape(shown_path(path)) + r":\d+:\d+: \S"
        for line in lines:
            if not re.match(prefix, line):
                found.append("%s: stderr line not FILE:LINE:COLUMN: message: %r" % (command, line[:300]))
                break
            if CONTROL.search(line.replace("\t", "")):
                found.append("%s: a control character in a message: %r" % (command, line[:300]))
                break
    else:
        found.append("%s: exit status %d (expected 0 or 2); stderr: %r" % (command, status, err[-300:]))
    return found


PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def png_problem(path):
    """Why the file at path is not a PNG with a non-empty image (None: it is one)."""
    try:
        with open(path, "rb") as f:
            head = f.read(24)
    except OSError as error:
        return "no picture written (%s)" % error.strerror
    if len(head) < 24 or not head.startswith(PNG_MAGIC) or head[12:16] != b"IHDR":
        return "the picture is not a PNG: %r" % head[:16]
    width, height = int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")
    if not (0 < width <= 20000 and 0 < height <= 20000):
        return "the PNG is %d x %d" % (width, height)
    return None


def check_drawing(args, path, scenario, export, window):
    """Runs export --png and/or open --screenshot headless on path; returns the problems."""
    found = []
    folder = args.work
    os.environ["SDL_VIDEODRIVER"] = "offscreen"
    chosen = ["--scenario", scenario] if scenario else []
    if export:
        picture = os.path.join(folder, "export.png")
        if os.path.exists(picture):
            os.remove(picture)
        result = run(args.bin, ["export", path, "--png", picture, "--size", "800x500"] + chosen, args.timeout, args.memory_mb)
        status = result[0]
        if status == 0:
            found += ["export: " + p for p in [png_problem(picture)] if p]
            EXITS[("export", 0)] = EXITS.get(("export", 0), 0) + 1
        else:
            found += problems_of(path, "export", (status, b"", result[2], result[3]), args.timeout)
            if result[1]:
                found.append("export: exit %s but stdout is not empty: %r" % (status, result[1][:200]))
            if status == 2 and os.path.exists(picture):
                found.append("export: refused the scene but wrote a picture")
    if window:
        shot = os.path.join(folder, "window.png")
        if os.path.exists(shot):
            os.remove(shot)
        result = run(args.bin, ["open", path, "--screenshot", shot, "--quit-after", "0.3", "--size", "800x500"] + chosen,
                     args.timeout + 5, args.memory_mb)
        status, out, err, seconds = result
        EXITS[("open", status)] = EXITS.get(("open", status), 0) + 1
        if status is None:
            found.append("open: still running after %.0f s (killed)" % (args.timeout + 5))
        elif status < 0:
            found.append("open: killed by signal %d (crash or memory budget)" % -status)
        elif status == 2 and scenario:
            # A --scenario the scene does not have is refused like replay's.
            found += problems_of(path, "open", (status, out, err, seconds), args.timeout)
        elif status != 0:
            found.append("open: exit status %d; stderr: %r" % (status, err[-300:]))
        else:
            found += ["open: " + p for p in [png_problem(shot)] if p]
        text = (out + err).decode("utf-8", "replace")
        if CONTROL.search(text.replace("\t", "").replace("\n", "")):
            found.append("open: a control character in its output: %r" % text[:300])
    return found


def check_input(args, path, same, scenario, export=False, window=False):
    """Runs replay and check on path (and export, open when asked); returns the list of problems."""
    replay_args = ["replay", path, "--jsonl"] + (["--scenario", scenario] if scenario else [])
    found = []
    first = run(args.bin, replay_args, args.timeout, args.memory_mb)
    found += problems_of(path, "replay", first, args.timeout)
    checked = run(args.bin, ["check", path], args.timeout, args.memory_mb)
    found += problems_of(path, "check", checked, args.timeout)
    if same and not found:
        second = run(args.bin, replay_args, args.timeout, args.memory_mb)
        if second[:3] != first[:3]:
            found.append("replay: two processes printed different bytes (exit %s/%s, %d/%d bytes)"
                         % (first[0], second[0], len(first[1]) + len(first[2]), len(second[1]) + len(second[2])))
    if (export or window) and not found:
        found += check_drawing(args, path, scenario, export, window)
    return found


# ---------------------------------------------------------------- hostile inputs made at run time

def generated_hostile(folder):
    """Large or special hostile inputs, written at run time: [(name, path)]."""
    made = []

    def write(name, text):
        path = os.path.join(folder, name)
        with open(path, "w") as f:
            f.write(text)
        made.append((name, path))

    gestures = "\n".join("            - { kind: tap, name: g%d, requireToFail: [g%d] }" % (i, (i + 1) % 1000)
                         for i in range(1000))
    write("require-to-fail-cycle-1000.yaml",
          "windows:\n  - name: W\n    root:\n      name: V\n      frame: [0, 0, 390, 844]\n"
          "      subviews:\n        - name: S\n          frame: [0, 0, 390, 844]\n          gestures:\n"
          + gestures + "\nscenarios:\n  - name: tap\n    steps: [ { tap: [100, 100] } ]\n")
    write("require-to-fail-chain-1000.yaml",
          "windows:\n  - name: W\n    root:\n      name: V\n      frame: [0, 0, 390, 844]\n      gestures:\n"
          + "\n".join("        - { kind: tap, name: g%d%s }" % (i, ", requireToFail: [g%d]" % (i + 1) if i < 999 else "")
                      for i in range(1000))
          + "\nscenarios:\n  - name: tap\n    steps: [ { tap: [100, 100] } ]\n")
    write("windows-20000.yaml",
          "windows:\n" + "".join("  - { name: W%d, level: %d, root: { name: V%d } }\n" % (i, (i * 7919) % 20000, i)
                                 for i in range(20000))
          + "scenarios:\n  - name: tap\n    steps: [ { tap: [10, 10] } ]\n")
    deep = "windows:\n  - name: W\n    root:\n"
    for i in range(300):
        pad = "      " + "    " * i
        deep += pad + "name: v%d\n%sframe: [0, 0, 390, 844]\n%ssubviews:\n%s  -\n" % (i, pad, pad, pad)
    deep += "      " + "    " * 300 + "name: leaf\nscenarios:\n  - name: tap\n    steps: [ { tap: [10, 10] } ]\n"
    write("views-300-deep.yaml", deep)
    write("flow-nesting-5000.yaml", "windows: " + "[" * 5000 + "]" * 5000 + "\n")
    fifo = os.path.join(folder, "fifo.yaml")
    os.mkfifo(fifo)
    made.append(("fifo.yaml", fifo))
    loop = os.path.join(folder, "loop.yaml")
    os.symlink("loop.yaml", loop)
    made.append(("loop.yaml", loop))
    made.append(("missing.yaml", os.path.join(folder, "missing.yaml")))
    # Kept-aside variants of the class 2 and 6 paths: a device that never ends,
    # a folder and a link to it, a name with a line break and an escape.
    made.append(("dev-zero", "/dev/zero"))
    os.mkdir(os.path.join(folder, "folder.yaml"))
    made.append(("folder.yaml", os.path.join(folder, "folder.yaml")))
    os.symlink("folder.yaml", os.path.join(folder, "folder-link.yaml"))
    made.append(("folder-link.yaml", os.path.join(folder, "folder-link.yaml")))
    write("evil\nx.yaml:1:1: forged\x1b[2J.yaml", "scene: \"t\\nx.yaml:2:2: forged\"\nwindows: 3\n")
    write("evil\nname-ok.yaml", "windows:\n  - name: W\n    root: { name: V }\nscenarios:\n  - name: s\n    steps: [ { tap: [1, 1] } ]\n")
    return made


# ---------------------------------------------------------------- import (issue 33)

def hostile_dumps(folder):
    """Debugger dumps of issue 33's classes, written at run time: [(name, path)].
    Each must import with exit 0 into a scene that `check` loads, or exit 2 with a message."""
    made = []
    window = "<UIWindow: 0x7f912540fff0; frame = (0 0; 414 896); layer = <UIWindowLayer: 0x600000c86320>>"

    def view(depth, address, cls="UIView", frame="0 0; 100 100", extra=""):
        return "   | " * depth + "<%s: 0x%x; frame = (%s); %slayer = <CALayer: 0x600000c4a9a0>>" % (cls, address, frame, extra)

    def write(name, data):
        path = os.path.join(folder, name)
        with open(path, "wb") as f:
            f.write(data if isinstance(data, bytes) else data.encode("utf-8"))
        made.append((name, path))

    small = "\n".join([window] + [view(1, 0x7f0000001000 + i) for i in range(3)]) + "\n"
    write("dump-crlf.txt", small.replace("\n", "\r\n"))
    write("dump-utf16-bom.txt", small.encode("utf-16"))
    write("dump-utf16le.txt", small.encode("utf-16-le"))
    write("dump-deep-1500.txt", "\n".join([window] + [view(d, 0x7f0000000000 + d) for d in range(1, 1500)]) + "\n")
    write("dump-wide-100001.txt", "\n".join([window] + [view(1, 0x100000 + i) for i in range(100001)]) + "\n")
    write("dump-shared-suffix-20000.txt", "\n".join([window] + [view(1, (i << 20) | 0xabcde) for i in range(20000)]) + "\n")
    write("dump-long-line.txt", window[:-2] + "; " + "x = y; " * 300000 + ">\n")
    write("dump-nan-frames.txt", "\n".join([window, view(1, 0x7f01, frame="0 0; 1e308 nan"), view(1, 0x7f02, frame="nan nan; inf -inf"),
                                           view(1, 0x7f03, "UIScrollView", extra="contentOffset: {1e300, 0}; contentSize: {nan, 5}; ")]) + "\n")
    write("dump-control-text.txt", "\n".join([window, view(1, 0x7f02, "UILabel", extra="text = 'a\x1b[31mred\x07\x85'; "),
                                             "pasted \x1b]0;title\x07 line\nx.txt:1:1: forged"]) + "\n")
    write("dump-recognizer-self-and-reserved.txt",
          "<UIView: 0x7f0000000100; frame = (0 0; 100 100); gestureRecognizers = <NSArray: 0x1>; layer = <CALayer: 0x2>>\n"
          "<UITapGestureRecognizer: 0x600000aa0000 (Application); state = Possible; view = <UIView 0x7f0000000100>; "
          "target= <(action=tap:, target=<UIView 0x7f0000000100>)>; must-fail = {\n"
          "        <UITapGestureRecognizer: 0x600000aa0000 (Application); state = Possible; view = <UIView 0x7f0000000100>>\n    }>\n")
    write("dump-unclosed-must-fail.txt", window + "\n" + "".join(
        "<UITapGestureRecognizer: 0x6000%06x; state = Possible; view = <UIView 0x7f01>; must-fail = {\n" % i for i in range(3000)))
    addressless = ["<UIWindow; frame = (0 0; 414 896); layer = <UIWindowLayer>>"]
    addressless += ["   | <UIView; frame = (0 %d; 10 10); layer = <CALayer>>" % i for i in range(3000)]
    addressless += ["<UIViewController>, state: appeared, view: <UIView>"]
    addressless += ["   | <UIViewController>, state: appeared, view: <UIView>"] * 2999
    write("dump-addressless-controllers-3000.txt", "\n".join(addressless) + "\n")
    write("dump-nothing.txt", "hello\nworld\n")
    return made


def check_import(args, name, path):
    """Problems of importing one dump: a scene that loads, or a refusal with a message; bounded; no control characters."""
    out = os.path.join(args.work, name + ".yaml")
    found = []
    status, _, err, seconds = run(args.bin, ["import", path, "-o", out], args.timeout * 3, args.memory_mb)
    if status is None:
        return ["import: still running after %.0f s (killed)" % (args.timeout * 3)]
    if status < 0:
        return ["import: killed by signal %d" % -status]
    if status not in (0, 2):
        found.append("import: exit status %d" % status)
    text = err.decode("utf-8", "replace")
    if any(ord(c) < 0x20 and c != "\n" for c in text):
        found.append("import: a control character in its report")
    if status == 2 and os.path.exists(out):
        found.append("import: refused but wrote %s" % out)
    if status == 0:
        # A 100,000-view scene takes about half a minute to check on a debug build.
        c = run(args.bin, ["check", out], args.timeout * (12 if "wide" in name else 3), args.memory_mb)
        if c[0] != 0:
            found.append("check of the imported scene: exit %s: %s" % (c[0], c[2].decode("utf-8", "replace")[:300]))
    return found


def check_unsafe_saves(args):
    """Saves that must refuse: import onto its own input, onto a FIFO, onto a read-only file."""
    found = []
    dump = os.path.join(args.work, "own-input.txt")
    with open(dump, "w") as f:
        f.write("<UIWindow: 0x7f912540fff0; frame = (0 0; 414 896); layer = <UIWindowLayer: 0x600000c86320>>\n")
    for target, what in [(dump, "its own input"), (os.path.join(args.work, "out-fifo"), "a FIFO"),
                         (os.path.join(args.work, "read-only.yaml"), "a read-only file")]:
        if what == "a FIFO":
            os.mkfifo(target)
        elif what == "a read-only file":
            with open(target, "w") as f:
                f.write("old\n")
            os.chmod(target, 0o444)
        status, _, err, _ = run(args.bin, ["import", dump, "-o", target], args.timeout, args.memory_mb)
        if status != 2 or not err.strip():
            found.append("import -o onto %s: exit %s, expected 2 with a message" % (what, status))
    with open(dump) as f:
        if not f.read().startswith("<UIWindow"):
            found.append("import -o onto its own input destroyed the dump")
    return found


# ---------------------------------------------------------------- what-if (issue 33)

def taps70_scene():
    """70 views nested in each other, each with a tap recognizer: one tap meets all 70 (12,000 single settings)."""
    lines = ["scene: seventy taps", "windows:", "  - name: W", "    root:", "      name: v0", "      frame: [0, 0, 390, 844]"]
    indent = 6
    for i in range(70):
        if i > 0:
            indent += 4
            lines += [" " * (indent - 2) + "- name: v%d" % i, " " * indent + "frame: [1, 1, %d, %d]" % (388 - 2 * i, 842 - 2 * i)]
        lines += [" " * indent + "gestures:", " " * indent + "  - { kind: tap, name: t%d, action: tapped%d }" % (i, i)]
        if i < 69:
            lines.append(" " * indent + "subviews:")
    return "\n".join(lines + ["scenarios:", "  - name: tap", "    steps: [ { tap: [195, 422] } ]"]) + "\n"


def hostile_whatif(folder):
    """compare, fix and export on the inputs that hung them or ran out of memory: [(label, args, statuses, lines, file)].
    `lines`: how many stderr lines a refusal may take (None: any); `file`: a PNG the run must write."""
    feed = os.path.join(ROOT, "Scenes", "feed.yaml")
    taps = os.path.join(folder, "taps70.yaml")
    with open(taps, "w") as f:
        f.write(taps70_scene())
    bomb = "[" + ", ".join("&%s [%s]" % (chr(97 + k), ", ".join(["*%s" % chr(96 + k)] * 10 if k else ["z"] * 10))
                           for k in range(9)) + "]"
    wide = []
    for i in range(42):
        wide += ["--variant", "v%d: photoTap.enabled=false; like.exclusiveTouch=%s" % (i, "true" if i % 2 else "false")]
    png = os.path.join(folder, "compare-42.png")
    return [
        ("compare-variant-alias-bomb", ["compare", feed, "--variant", "lol: photoTap.requireToFail=" + bomb], (2,), 1, None),
        ("compare-variant-alias-key", ["compare", feed, "--variant", "k: photoTap.delegate={&a x: 1, *a : 2}"], (2,), 1, None),
        ("compare-variant-not-yaml", ["compare", feed, "--variant", "x: photoTap.enabled=[unclosed"], (2,), 1, None),
        ("compare-variant-escape", ["compare", feed, "--variant", "x: photoTap.enabled=\x1b[2J\nfeed.yaml:1:1: forged"], (2,), 1, None),
        ("compare-png-42-variants", ["compare", feed, "--scenario", "tap Like on the photo", "--png", png] + wide, (0,), None, png),
        ("fix-taps70-limit-1", ["fix", taps, "--want", "gesture.action nobody", "--limit", "1"], (1,), None, None),
        ("fix-taps70-budget", ["fix", taps, "--want", "gesture.action nobody", "--budget", "0.5"], (1,), None, None),
        ("fix-budget-zero", ["fix", feed, "--want", "gesture.action like", "--budget", "0"], (2,), 1, None),
        ("export-taps70", ["export", taps, "--png", os.path.join(folder, "taps70.png"), "--size", "800x500"], (0,), None,
         os.path.join(folder, "taps70.png")),
    ]


def check_whatif(args, command, statuses, lines, picture):
    """Problems of one what-if run: its exit status, bounded time and memory, one-line refusals, no control characters."""
    os.environ["SDL_VIDEODRIVER"] = "offscreen"
    if picture and os.path.exists(picture):
        os.remove(picture)
    status, out, err, seconds = run(args.bin, command, args.timeout * 3, args.memory_mb)
    if status is None:
        return ["%s: still running after %.0f s (killed)" % (command[0], args.timeout * 3)]
    if status < 0:
        return ["%s: killed by signal %d (crash or memory budget)" % (command[0], -status)]
    found = []
    if status not in statuses:
        found.append("%s: exit status %d, expected %s; stderr: %r" % (command[0], status, statuses, err[-300:]))
    text = err.decode("utf-8", "replace")
    shown = [line for line in text.split("\n") if line]
    if lines is not None and status == 2 and len(shown) > lines:
        found.append("%s: the refusal takes %d lines, expected %d: %r" % (command[0], len(shown), lines, text[:300]))
    if CONTROL.search((out.decode("utf-8", "replace") + text).replace("\t", "").replace("\n", "")):
        found.append("%s: a control character in its output" % command[0])
    if picture and status == 0:
        found += ["%s: %s" % (command[0], p) for p in [png_problem(picture)] if p]
    return found


# ---------------------------------------------------------------- mutations

NUMBERS = [0, -1, 1, 0.5, -0.0, 1e9, 1e9 + 1, -1e9, 1e13, 1e15, 1e20, 1.8e302, 1e303, 1e308, -1e308,
           5e-324, 2 ** 31, 2 ** 53 + 1, 2 ** 63, 2 ** 64, -2 ** 63 - 1,
           float("nan"), float("inf"), float("-inf"), 1000000, 100000, 250, 251]
STRINGS = ["", "NaN", "nan", "inf", "-inf", ".nan", ".inf", "1e13", "0x10", "1_000", "~", "null",
           "true", "yes", "a\nb", "\x1b[31mred\x1b[0m", "x" * 5000, "é\u202eevil", "*a", "&a", "{?x : y}"]
BYTES = [b"\x00", b"\t", b"\r", b"\r\n", b"\xff", b"\xc3", b"\xe2\x80", b"\x1b[2J", b":", b": ", b"- ",
         b"[", b"]", b"{", b"}", b",", b"&a ", b"*a", b"*a: x", b"{?*a : x}", b"? ", b"!!str ", b"!!binary ",
         b"|", b">", b"'", b"\"", b"#", b"%YAML 1.2\n", b"---\n", b"...\n", b"\n", b"  ", b"@", b"`"]


def nodes(tree):
    """Every (path, value) of a YAML tree, depth first, in order (iterative: trees get deep)."""
    stack = [((), tree)]
    while stack:
        path, value = stack.pop()
        yield path, value
        if isinstance(value, dict):
            stack.extend((path + (key,), item) for key, item in reversed(list(value.items())))
        elif isinstance(value, list):
            stack.extend((path + (index,), item) for index, item in reversed(list(enumerate(value))))


def get(tree, path):
    for step in path:
        tree = tree[step]
    return tree


def put(tree, path, value):
    if not path:
        return value
    get(tree, path[:-1])[path[-1]] = value
    return tree


def random_value(rng, depth=0):
    kind = rng.randrange(6 if depth < 3 else 3)
    if kind == 0:
        return rng.choice(NUMBERS)
    if kind == 1:
        return rng.choice(STRINGS)
    if kind == 2:
        return rng.choice([None, True, False])
    if kind == 3:
        return [random_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    if kind == 4:
        return {rng.choice(["name", "kind", "frame", "tap", "steps", "x"]): random_value(rng, depth + 1)
                for _ in range(rng.randrange(3))}
    return [rng.choice(NUMBERS), rng.choice(NUMBERS)]


def names_in(tree):
    return sorted({v for _, v in nodes(tree) if isinstance(v, str) and re.fullmatch(r"[A-Za-z_][\w.]*", v)})


def mutate_tree(rng, tree):
    """One structural mutation of a parsed scene; returns (tree, description)."""
    everything = list(nodes(tree))
    numbers = [p for p, v in everything if isinstance(v, (int, float)) and not isinstance(v, bool)]
    maps = [p for p, v in everything if isinstance(v, dict) and v]
    lists = [p for p, v in everything if isinstance(v, list) and v]
    names = names_in(tree)
    choice = rng.randrange(10)
    if choice == 0 and numbers:
        path = rng.choice(numbers)
        value = rng.choice(NUMBERS + [rng.choice(STRINGS[:10])])
        return put(tree, path, value), "number at %s -> %r" % (list(path), value)
    if choice == 1 and maps:
        path = rng.choice(maps)
        key = rng.choice(list(get(tree, path)))
        del get(tree, path)[key]
        return tree, "deleted key %r at %s" % (key, list(path))
    if choice == 2:
        path = rng.choice(everything)[0]
        value = random_value(rng)
        return put(tree, path, value), "replaced %s by %r" % (list(path), value)
    if choice == 3 and names:
        old = rng.choice(names)
        new = rng.choice(names + ["missing", "", "Root", "a\nb", "\x1b[1m"])
        for path, value in everything:
            if value == old and rng.random() < 0.5:
                tree = put(tree, path, new)
        return tree, "renamed some %r to %r" % (old, new)
    if choice == 4 and lists:
        path = rng.choice(lists)
        items = get(tree, path)
        item = rng.choice(items)
        times = rng.choice([2, 10, 100, 1000])
        items.extend(copy.deepcopy(item) for _ in range(times))
        return tree, "duplicated an item of %s %d times" % (list(path), times)
    if choice == 5 and isinstance(tree, dict) and isinstance(tree.get("scenarios"), list):
        times = rng.choice([2, 5, 50])
        tree["scenarios"] = tree["scenarios"] * times
        return tree, "scenarios x%d" % times
    if choice == 6:
        path = rng.choice(everything)[0]
        depth = rng.choice([10, 100, 300])
        value = get(tree, path) if path else tree
        for _ in range(depth):
            value = rng.choice([[value], {"subviews": [value]}, {"x": value}])
        return put(tree, path, value), "nested %s %d deep" % (list(path), depth)
    if choice == 7 and numbers:
        factor = rng.choice([1000, 1e6, -1, 1e-9])
        for path in numbers:
            if rng.random() < 0.3:
                tree = put(tree, path, get(tree, path) * factor)
        return tree, "scaled some numbers by %r" % factor
    if choice == 8 and maps:
        path = rng.choice(maps)
        mapping = get(tree, path)
        key = rng.choice(list(mapping))
        new = rng.choice(["name", "kind", "frame", "gestures", "subviews", "steps", "scenarios", "windows",
                          "root", "view", "requireToFail", "duration", "x-" + str(key), str(key) + "s"])
        mapping[new] = mapping.pop(key)
        return tree, "renamed key %r to %r at %s" % (key, new, list(path))
    path = rng.choice(everything)[0]
    value = get(tree, path) if path else tree
    swapped = {str: lambda v: [v], list: lambda v: {"x": v}, dict: lambda v: list(v.values()) or "x"}
    value = swapped.get(type(value), lambda v: str(v))(value)
    return put(tree, path, value), "swapped the type of %s" % list(path)


def mutate_text(rng, data):
    """One byte-level mutation; returns (bytes, description)."""
    choice = rng.randrange(7)
    at = rng.randrange(len(data) + 1)
    if choice == 6:
        depth = rng.choice([100, 1000, 10000])
        piece = rng.choice([b"[", b"{a: ", b"- "]) * depth
        return data[:at] + piece + data[at:], "inserted %r x%d at byte %d" % (piece[:4], depth, at)
    if choice == 0:
        return data[:at], "truncated at byte %d" % at
    if choice == 1:
        piece = rng.choice(BYTES) if rng.random() < 0.7 else bytes(rng.randrange(256) for _ in range(rng.randrange(1, 8)))
        return data[:at] + piece + data[at:], "inserted %r at byte %d" % (piece, at)
    lines = data.split(b"\n")
    index = rng.randrange(len(lines))
    if choice == 2:
        lines.insert(index, lines[index])
        return b"\n".join(lines), "duplicated line %d" % (index + 1)
    if choice == 3:
        del lines[index]
        return b"\n".join(lines), "deleted line %d" % (index + 1)
    if choice == 4:
        lines[index] = rng.choice([b" ", b"   ", b"\t", b""]) + lines[index].lstrip(b" ") if rng.random() < 0.5 \
            else b"  " + lines[index]
        return b"\n".join(lines), "reindented line %d" % (index + 1)
    # anchor a line's value and alias it elsewhere (as a value or as a key)
    other = rng.randrange(len(lines))
    if b": " in lines[index]:
        lines[index] = lines[index].replace(b": ", b": &fz ", 1)
        lines[other] = lines[other] + rng.choice([b" *fz", b"\n*fz: x", b" {?*fz : x}", b" [*fz, *fz]"])
    return b"\n".join(lines), "anchored line %d, aliased at line %d" % (index + 1, other + 1)


def make_case(seed, number, corpus):
    """The bytes of case `number`, its source and what was done to it."""
    rng = random.Random("%s:%d" % (seed, number))
    name, data = corpus[rng.randrange(len(corpus))]
    done = []
    # Alias bombs stay bytes: parsed by PyYAML (merge keys and values expand)
    # and walked, they would take the harness itself ten times longer a level.
    if rng.random() < 0.75 and data.count(b"*") <= 20:
        try:
            tree = yaml.safe_load(data)
        except (yaml.YAMLError, RecursionError):
            tree = None
        if isinstance(tree, (dict, list)):
            for _ in range(rng.choice([1, 1, 2, 3])):
                try:
                    tree, what = mutate_tree(rng, tree)
                except RecursionError:
                    done.append("(a mutation gave up: too deep for Python)")
                    break
                done.append(what)
            try:
                data = yaml.safe_dump(tree, sort_keys=False, allow_unicode=rng.random() < 0.5,
                                      default_flow_style=rng.choice([None, False]), width=rng.choice([80, 10 ** 6]))
                data = data.encode("utf-8", "surrogatepass")
            except (yaml.YAMLError, RecursionError, UnicodeEncodeError) as error:
                done.append("(dump failed: %s)" % type(error).__name__)
    if not done or rng.random() < 0.4:
        for _ in range(rng.choice([1, 1, 2])):
            data, what = mutate_text(rng, data)
            done.append(what)
    scenario = None
    if rng.random() < 0.2:
        found = re.findall(rb"name: ([^\n,}]+)", data)
        scenario = found[rng.randrange(len(found))].decode("utf-8", "replace").strip() if found and rng.random() < 0.7 \
            else rng.choice(["no such scenario", "a\nb", "\x1b[31m"])
    return name, data, done, scenario


# ---------------------------------------------------------------- main

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build", "debug", "touchscope"))
    parser.add_argument("--seconds", type=float, default=120, help="time for the mutants (the hostile inputs run first)")
    parser.add_argument("--seed", default="1")
    parser.add_argument("--case", type=int, action="append", help="run only this mutant (repeatable)")
    parser.add_argument("--timeout", type=float, default=10, help="seconds per run before it is killed and failed")
    parser.add_argument("--memory-mb", type=int, default=2048, help="address space per run (RLIMIT_AS)")
    parser.add_argument("--same-every", type=int, default=5, help="every Nth input runs twice to compare bytes")
    parser.add_argument("--export-every", type=int, default=8, help="every Nth mutant also runs export --png (0: never)")
    parser.add_argument("--open-every", type=int, default=40, help="every Nth mutant also opens the window headless (0: never)")
    parser.add_argument("--out", default=os.path.join(ROOT, ".build", "fuzz-failures"))
    args = parser.parse_args()
    args.bin = os.path.abspath(args.bin)
    if not os.access(args.bin, os.X_OK):
        sys.exit("no binary at %s: run `swift build` first" % args.bin)

    corpus = []
    for folder in CORPUS_DIRS:
        for entry in sorted(os.listdir(folder)):
            if entry.endswith(".yaml"):
                with open(os.path.join(folder, entry), "rb") as f:
                    corpus.append((os.path.relpath(os.path.join(folder, entry), ROOT), f.read()))
    work = tempfile.mkdtemp(prefix="touchscope-fuzz-")
    args.work = work
    passed = failed = 0
    started = time.monotonic()

    def record(label, path, found, note):
        nonlocal passed, failed
        if not found:
            passed += 1
            return
        failed += 1
        os.makedirs(args.out, exist_ok=True)
        saved = os.path.join(args.out, label)
        if os.path.isfile(path) and not os.path.islink(path):
            shutil.copyfile(path, saved)
        with open(saved + ".txt", "w") as f:
            f.write(note + "\n" + "\n".join(found) + "\n")
        print("FAIL %s (%s)\n  %s" % (label, note, "\n  ".join(found)), flush=True)

    try:
        if not args.case:
            hostile = [(e, os.path.join(HOSTILE_DIR, e)) for e in sorted(os.listdir(HOSTILE_DIR)) if e.endswith(".yaml")]
            for index, (name, path) in enumerate(hostile + generated_hostile(work)):
                regular = os.path.isfile(path) and not name.startswith("fifo")
                # The window opens on a third of them (about a second each), and on every
                # input of the classes it broke before (text fitting, hot-reloaded bombs, escapes).
                window = regular and index < len(hostile) and (index % 3 == 0 or re.search(r"frame|alias|name", name) is not None)
                found = check_input(args, path, index % 2 == 0, None, export=regular, window=window)
                record("hostile-" + name, path, found, "hand-made hostile input " + name)
            for name, path in [("no-such-scenario", os.path.join(ROOT, "Scenes", "single-vs-double-tap.yaml"))]:
                for scenario in ["no such scenario", "fake\n%s:1:1: forged error" % path, "\x1b[2Jclear"]:
                    found = problems_of(path, "replay", run(args.bin, ["replay", path, "--jsonl", "--scenario", scenario],
                                                              args.timeout, args.memory_mb), args.timeout)
                    record("hostile-%s-%d.yaml" % (name, len(scenario)), path, found, "--scenario %r" % scenario)
            for name, path in hostile_dumps(work):
                record("import-" + name, path, check_import(args, name, path), "hostile dump " + name)
            record("import-unsafe-saves", os.path.join(work, "own-input.txt"), check_unsafe_saves(args), "unsafe saves of import -o")
            for label, command, statuses, lines, picture in hostile_whatif(work):
                record("whatif-" + label, command[1], check_whatif(args, command, statuses, lines, picture),
                       "touchscope " + " ".join(repr(a) if " " in a else a for a in command[:8]))
            print("hostile inputs: %d passed, %d failed (%.0f s)" % (passed, failed, time.monotonic() - started), flush=True)

        deadline = time.monotonic() + args.seconds
        for number in (args.case or range(10 ** 9)):
            if not args.case and time.monotonic() >= deadline:
                break
            source, data, done, scenario = make_case(args.seed, number, corpus)
            path = os.path.join(work, "case-%d.yaml" % number)
            with open(path, "wb") as f:
                f.write(data)
            found = check_input(args, path, number % args.same_every == 0, scenario,
                                export=args.export_every > 0 and number % args.export_every == 0,
                                window=args.open_every > 0 and number % args.open_every == 0)
            note = "seed %s case %d: %s, %s%s" % (args.seed, number, source, "; ".join(done),
                                                  ", --scenario %r" % scenario if scenario else "")
            record("seed%s-case%d.yaml" % (args.seed, number), path, found, note)
            if found:
                print("  reproduce: python3 scripts/fuzz.py --bin %s --seed %s --case %d"
                      % (os.path.relpath(args.bin), args.seed, number), flush=True)
            os.remove(path)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("%.0f s, mutants of %d files, seed %s; exit statuses: %s" % (
        time.monotonic() - started, len(corpus), args.seed,
        ", ".join("%s %s x%d" % (c, s, n) for (c, s), n in sorted(EXITS.items(), key=lambda e: (e[0][0], str(e[0][1]))))))
    if failed:
        print("failing inputs saved in %s" % args.out)
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
