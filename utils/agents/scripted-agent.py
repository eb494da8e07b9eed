#!/usr/bin/env python3
"""A deterministic agent for kgen-tune's agent protocol (docs/agents.md).

    scripted-agent.py PROPOSALS [--log FILE] [--mode normal|hang|huge|exit]

Answers each request (and each error reply, which asks for another answer)
with the next line of PROPOSALS, sent as it is (so a
test can send garbage, oversized or wrong proposals on purpose), then
{"type": "done"}. Every message it receives is appended to --log, one JSON
object a line, so tests can see the hello, the feedback and the error
replies. --mode makes it hostile: hang (never answers), huge (answers with a
2 MiB line), exit (exits at the first request).
"""
import argparse
import json
import sys
import time


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("proposals")
    parser.add_argument("--log")
    parser.add_argument("--mode", default="normal",
                        choices=["normal", "hang", "huge", "exit"])
    args = parser.parse_args()
    with open(args.proposals) as f:
        proposals = [line.rstrip("\n") for line in f
                     if line.strip() and not line.startswith("#")]
    log = open(args.log, "a") if args.log else None
    for line in sys.stdin:
        if log:
            log.write(line)
            log.flush()
        message = json.loads(line)
        if message.get("type") not in ("request", "error"):
            continue
        if args.mode == "exit":
            return
        if args.mode == "hang":
            time.sleep(3600)
        if args.mode == "huge":
            print("x" * (2 << 20), flush=True)
            continue
        print(proposals.pop(0) if proposals else '{"type": "done"}',
              flush=True)


if __name__ == "__main__":
    main()
