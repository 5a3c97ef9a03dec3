#!/usr/bin/env python3
"""Issue 34: drives `touchscope mcp` with the reference Python MCP client (PyPI `mcp`).

Starts the built server over stdio, lists its tools and resources, calls every
tool on the project's scenes (and an import dump) and checks the results
against the command line's --json output (the same structures), then makes a
hostile call per tool and checks that each comes back as a tool error while
the session goes on. Prints "N passed, N failed"; exit status 1 on a failure.

Usage: .venv-mcp/bin/python scripts/mcp_client_test.py --bin .build/debug/touchscope
"""
import argparse
import asyncio
import base64
import json
import os
import subprocess
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCENES = os.path.join(ROOT, "Scenes")
DUMP = os.path.join(ROOT, "docs", "import", "feed-dump.txt")
EXPECTED_TOOLS = {"import", "check", "replay", "why", "compare", "fix", "export"}

passed, failed = 0, 0


def check(condition, what):
    global passed, failed
    if condition:
        passed += 1
    else:
        failed += 1
        print(f"FAIL: {what}", flush=True)


def cli_json(binary, *args):
    """The command line's --json output, decoded (what the tool's structured content must equal)."""
    out = subprocess.run([binary, *args], cwd=ROOT, capture_output=True, text=True, timeout=300)
    if out.returncode not in (0, 1):
        raise RuntimeError(f"{args}: exit {out.returncode}: {out.stderr}")
    return json.loads(out.stdout)


def text_of(result):
    return "".join(c.text for c in result.content if getattr(c, "type", "") == "text")


async def call(session, name, arguments):
    return await session.call_tool(name, arguments)


async def run(binary):
    scene = os.path.join(SCENES, "keyboard-dismiss.yaml")
    params = StdioServerParameters(command=binary, args=["mcp"], cwd=ROOT)
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            check(init.server_info.name == "touchscope", "the server names itself touchscope")

            tools = await session.list_tools()
            names = {t.name for t in tools.tools}
            check(names == EXPECTED_TOOLS, f"the tools are {sorted(EXPECTED_TOOLS)}, got {sorted(names)}")
            for tool in tools.tools:
                check(tool.input_schema.get("type") == "object", f"{tool.name} has an object input schema")

            resources = await session.list_resources()
            uris = {str(r.uri) for r in resources.resources}
            check("touchscope://formats/scene-format.md" in uris and "touchscope://formats/trace-format.md" in uris,
                  f"the format pages are resources: {sorted(uris)}")
            page = await session.read_resource("touchscope://formats/scene-format.md")
            check("scenarios" in page.contents[0].text and len(page.contents[0].text) > 5000,
                  "the scene-format page reads whole")
            # The shipped copies follow the shared spec when it is beside the clone.
            for name in ("scene-format", "trace-format", "import-format"):
                spec = os.path.join(ROOT, "..", "shared", "spec", name + ".md")
                if os.path.exists(spec):
                    served = await session.read_resource(f"touchscope://formats/{name}.md")
                    with open(spec, encoding="utf-8") as f:
                        wanted = f.read().split("\n")
                    # The project extends the public contract and never renames or drops: every
                    # line of the shared spec is in the served page, in order; added lines may follow.
                    lines = iter(served.contents[0].text.split("\n"))
                    missing = [line for line in wanted if not any(line == have for have in lines)]
                    check(not missing,
                          f"Sources/TouchTools/Formats/{name}.md extends ../shared/spec/{name}.md "
                          f"(first line missing or changed: {missing[:1]})")
            results = await session.read_resource("touchscope://formats/tool-results.md")
            check("structured content" in results.contents[0].text, "the tool-results page reads")

            # check: every scene of Scenes/ loads; the structured content is check --json's.
            for name in sorted(os.listdir(SCENES)):
                if not name.endswith(".yaml"):
                    continue
                path = os.path.join(SCENES, name)
                result = await call(session, "check", {"scene": path})
                check(not result.is_error, f"check {name} succeeds")
                check(result.structured_content == cli_json(binary, "check", path, "--json"),
                      f"check {name}: structured content equals check --json")

            # check with the scene inline.
            with open(scene, encoding="utf-8") as f:
                text = f.read()
            inline = await call(session, "check", {"yaml": text})
            check(not inline.is_error and inline.structured_content["views"] > 0, "check takes a scene inline")

            # replay: the summary, then two pages of the trace that join up.
            summary = await call(session, "replay", {"scene": scene, "scenario": "tap the field, then row 1"})
            check(summary.structured_content == cli_json(binary, "replay", scene, "--scenario", "tap the field, then row 1",
                                                         "--summary", "--json"),
                  "replay's structured content equals replay --summary --json")
            check("trace" not in summary.structured_content, "replay returns no trace unless asked")
            total = summary.structured_content["records"]
            first = await call(session, "replay", {"scene": scene, "scenario": "tap the field, then row 1", "trace": True, "limit": 20})
            trace = first.structured_content["trace"]
            check(trace["count"] == 20 and trace["next"] == 20, "the first page has 20 records and points at the next")
            second = await call(session, "replay", {"scene": scene, "scenario": "tap the field, then row 1", "trace": True,
                                                    "offset": 20, "limit": 500})
            records = trace["records"] + second.structured_content["trace"]["records"]
            check([r["seq"] for r in records] == list(range(total)), "the pages hold every record in order")
            jsonl = subprocess.run([binary, "replay", scene, "--scenario", "tap the field, then row 1", "--jsonl"], cwd=ROOT,
                                   capture_output=True, text=True, timeout=120).stdout
            check(records == [json.loads(line) for line in jsonl.splitlines()], "the pages' records are replay --jsonl's")

            # why, on the recognizer that steals the row's tap.
            why = await call(session, "why", {"scene": scene, "scenario": "tap the field, then row 1", "about": "dismissTap"})
            check(not why.is_error and why.structured_content["about"] == "dismissTap" and why.structured_content["entries"],
                  "why explains dismissTap")
            check(why.structured_content == cli_json(binary, "why", scene, "--scenario", "tap the field, then row 1",
                                                     "--about", "dismissTap", "--json"),
                  "why's structured content equals why --json")
            check("dismissTap" in text_of(why), "why's text names the recognizer")
            # why --not: what stopped the row's selection.
            whynot = await call(session, "why", {"scene": scene, "scenario": "tap the field, then row 1", "not": "list.didSelect list row=1"})
            check(not whynot.is_error and whynot.structured_content["not"] == "list.didSelect list row=1"
                  and whynot.structured_content["occurred"] is None,
                  f"why not explains the missing selection: {text_of(whynot)[:200]!r}")
            check(whynot.structured_content == cli_json(binary, "why", scene, "--scenario", "tap the field, then row 1",
                                                        "--not", "list.didSelect list row=1", "--json"),
                  "why not's structured content equals why --not --json")

            # compare: the scene as written against a variant.
            variant = "no cancel: dismissTap.cancelsTouchesInView=false"
            compare = await call(session, "compare", {"scene": scene, "variants": [variant]})
            check(compare.structured_content == cli_json(binary, "compare", scene, "--variant", variant, "--json"),
                  "compare's structured content equals compare --json")
            check(any(o["differs"] for s in compare.structured_content["scenarios"] for o in s["outcomes"]),
                  "the variant changes an outcome")

            # fix: the row must be selected.
            want = "list.didSelect list row=1"
            fix = await call(session, "fix", {"scene": scene, "scenario": "tap the field, then row 1", "want": [want]})
            check(fix.structured_content == cli_json(binary, "fix", scene, "--scenario", "tap the field, then row 1",
                                                     "--want", want, "--json"),
                  "fix's structured content equals fix --json")
            check(fix.structured_content["fixes"], "fix finds a fix")

            # import: a dump in, a scene out that check accepts.
            imported = await call(session, "import", {"paths": [DUMP]})
            check(not imported.is_error and imported.structured_content == cli_json(binary, "import", DUMP, "--json"),
                  "import's structured content equals import --json")
            again = await call(session, "check", {"yaml": imported.structured_content["scene"]})
            check(not again.is_error, "the imported scene checks")
            with open(DUMP, encoding="utf-8") as f:
                pasted = await call(session, "import", {"text": f.read()})
            check(not pasted.is_error and pasted.structured_content["views"] == imported.structured_content["views"],
                  "import takes pasted text")

            # export: a PNG as image content.
            export = await call(session, "export", {"scene": scene, "scenario": "tap row 1", "width": 800, "height": 500})
            images = [c for c in export.content if getattr(c, "type", "") == "image"]
            check(len(images) == 1 and images[0].mime_type == "image/png", "export returns one PNG image")
            data = base64.b64decode(images[0].data) if images else b""
            check(data[:8] == b"\x89PNG\r\n\x1a\n" and int.from_bytes(data[16:20], "big") == 800,
                  "the image is an 800-pixel-wide PNG")

            # Hostile calls: one per tool, each a tool error; the session goes on after every one.
            broken = "scene: broken\nwindows:\n  - name: Main\n    root: { name: r, frame: [0, 0, 10] }\n"
            hostile = [
                ("check", {"yaml": broken}, "<inline>:4:"),
                ("check", {"scene": "/dev/zero"}, "not a regular file"),
                ("check", {"scene": scene, "yaml": broken}, "not both"),
                ("replay", {"scene": scene, "scenario": "no such scenario"}, "no such scenario"),
                ("replay", {"scene": scene, "trace": True, "limit": 100000}, "limit"),
                ("why", {"scene": scene, "about": "noSuchView"}, "noSuchView"),
                ("why", {"scene": scene}, "about"),
                ("compare", {"scene": scene, "variants": ["x: nothing.enabled=maybe"]}, "nothing"),
                ("fix", {"scene": scene, "want": ["not an item at all ==="]}, "key=value"),
                ("fix", {"scene": scene, "want": 42}, "want must be"),
                ("import", {"text": "nothing a debugger ever printed\n"}, "nothing"),
                ("import", {"paths": ["/dev/zero"]}, "regular file"),
                ("export", {"scene": scene, "width": 10**9}, "width"),
                ("export", {"yaml": "[" * 100000}, "<inline>"),
                ("nosuchtool", {}, "no tool named"),
                ("check", {"scene": scene, "colour": "red"}, "unknown argument"),
            ]
            for name, arguments, expected in hostile:
                result = await call(session, name, arguments)
                message = text_of(result)
                check(result.is_error is True, f"hostile {name} {str(arguments)[:60]} is a tool error")
                check(expected.lower() in message.lower(), f"hostile {name}: the message says {expected!r}: {message[:300]!r}")
            # A scene nested to near the format's depth limit (250 views), a tap recognizer on each: the server
            # builds and runs it on a large stack (issue 33) and answers.
            deep = ["scene: deep", "windows:", "  - name: Main", "    root:"]
            indent = "      "
            for i in range(245):
                deep += [f"{indent}name: v{i}", f"{indent}frame: [0, 0, 390, 844]", f"{indent}gestures: [ {{ kind: tap, name: t{i} }} ]"]
                if i < 244:
                    deep += [f"{indent}subviews:", f"{indent}  -"]
                    indent += "    "
            deep.append("scenarios:\n  - name: tap\n    steps: [ { tap: [10, 10] } ]\n")
            deep_yaml = "\n".join(deep)
            for name, arguments in (("replay", {"yaml": deep_yaml}), ("why", {"yaml": deep_yaml, "about": "v244"})):
                result = await call(session, name, arguments)
                check(not result.is_error, f"{name} on a scene 245 views deep answers: {text_of(result)[:200]!r}")
            alive = await call(session, "check", {"scene": scene})
            check(not alive.is_error, "the session goes on after the hostile calls")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build", "debug", "touchscope"))
    binary = os.path.abspath(parser.parse_args().bin)
    asyncio.run(asyncio.wait_for(run(binary), timeout=600))
    print(f"mcp: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
