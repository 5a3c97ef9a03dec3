#!/usr/bin/env python3
"""Issue 34: the README's agent session, run for real with the reference Python MCP client.

Starts `touchscope mcp`, imports docs/import/feed-dump.txt, adds a tap scenario
to the imported scene (as an agent would, inline), asks why the row got no
touch, and asks for the fix. Prints each call and the text the server answered.
Usage: .venv-mcp/bin/python scripts/mcp_transcript.py [--bin .build/debug/touchscope]
"""
import argparse
import asyncio
import json
import os

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def show(name, arguments, result, lines=None):
    shown = {k: (v if k != "yaml" else "<the imported scene + a scenario>") for k, v in arguments.items()}
    print(f"→ tools/call {name} {json.dumps(shown)}")
    text = "".join(c.text for c in result.content if c.type == "text").rstrip("\n").split("\n")
    if lines is not None and len(text) > lines:
        text = text[:lines] + [f"… ({len(text) - lines} more lines)"]
    print("\n".join(("← " if i == 0 else "  ") + line for i, line in enumerate(text)))
    print()


async def run(binary):
    params = StdioServerParameters(command=binary, args=["mcp"], cwd=ROOT)
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            tools = await session.list_tools()
            print(f"→ initialize, tools/list\n← {init.server_info.name} {init.server_info.version}: "
                  + ", ".join(t.name for t in tools.tools) + "\n")
            args = {"paths": ["docs/import/feed-dump.txt"]}
            imported = await session.call_tool("import", args)
            show("import", args, imported, lines=4)
            scene = imported.structured_content["scene"]
            scene += "scenarios:\n  - name: tap the first row\n    steps: [ { tap: [200, 120] } ]\n"
            args = {"yaml": scene, "about": "FeedRow_0050"}
            show("why", args, await session.call_tool("why", args))
            args = {"yaml": scene, "want": ["responder.touchesEnded FeedRow_0050"]}
            show("fix", args, await session.call_tool("fix", args), lines=12)


parser = argparse.ArgumentParser()
parser.add_argument("--bin", default=os.path.join(ROOT, ".build", "debug", "touchscope"))
asyncio.run(run(os.path.abspath(parser.parse_args().bin)))
