#!/usr/bin/env python3
"""A reference LLM agent for kgen-tune (docs/agents.md).

    kgen-tune kernel.mlir --agent="exec:python3 utils/agents/openai-agent.py"

Talks to an OpenAI-compatible chat-completions endpoint. Nothing is sent
anywhere unless KGEN_AGENT_BASE_URL, KGEN_AGENT_MODEL and KGEN_AGENT_API_KEY
are all set; without them it says so on stderr and answers {"type": "done"},
and the search goes on with kgen's own proposers.

For each request it builds a prompt from the workload (kernel IR, target,
cost, ceilings), the strategy and its knobs, the transform ops kgen offers,
and the trial history so far, and asks the model for one proposal in the
protocol's format: knob values of the strategy, or a whole transform script,
with a short rationale. A reply that is not such a proposal is sent on
unchanged; kgen rejects it with an error message, which this agent passes
back to the model on the next turn.
"""
import json
import os
import sys
import urllib.request

SYSTEM = (
    "You tune GPU and CPU kernels with MLIR transform scripts for kgen. "
    "Answer with exactly one JSON object on one line and nothing else: "
    '{"type": "proposal", "knobs": {KNOB: VALUE, ...}, "rationale": "..."} '
    "choosing among the strategy's knob options, or "
    '{"type": "proposal", "script": "<a whole transform script with '
    '@__transform_main>", "rationale": "..."}. Every candidate is validated '
    "against a float64 reference on adversarial inputs before its time "
    "counts: semantics must be preserved.")


def configured():
    return all(os.environ.get(v) for v in
               ("KGEN_AGENT_BASE_URL", "KGEN_AGENT_MODEL",
                "KGEN_AGENT_API_KEY"))


def ask(messages):
    body = json.dumps({"model": os.environ["KGEN_AGENT_MODEL"],
                       "messages": messages,
                       "temperature": 0.2}).encode()
    request = urllib.request.Request(
        os.environ["KGEN_AGENT_BASE_URL"].rstrip("/") + "/chat/completions",
        data=body,
        headers={"Content-Type": "application/json",
                 "Authorization": "Bearer " + os.environ["KGEN_AGENT_API_KEY"]})
    with urllib.request.urlopen(request, timeout=25) as response:
        reply = json.load(response)
    return reply["choices"][0]["message"]["content"].strip()


def main():
    if not configured():
        print("openai-agent: KGEN_AGENT_BASE_URL, KGEN_AGENT_MODEL and "
              "KGEN_AGENT_API_KEY are not all set: sending nothing",
              file=sys.stderr)
    workload, history, messages = {}, [], [{"role": "system",
                                            "content": SYSTEM}]
    for line in sys.stdin:
        message = json.loads(line)
        kind = message.get("type")
        if kind == "hello":
            workload = message.get("workload", {})
        elif kind == "feedback":
            history.append({k: message.get(k) for k in
                            ("strategy", "proposer", "knobs", "verdict",
                             "median_ms", "roofline_fraction", "details")})
        elif kind in ("request", "error"):
            if not configured():
                print('{"type": "done"}', flush=True)
                continue
            if kind == "request":
                prompt = {"workload": {k: workload.get(k) for k in
                                       ("kernel", "target", "precision",
                                        "naive_ms", "bytes", "flops",
                                        "ceilings", "transform_ops")},
                          "strategy": message.get("strategy"),
                          "history": history[-40:]}
                messages.append({"role": "user",
                                 "content": json.dumps(prompt)})
            else:
                messages.append({"role": "user", "content":
                                 "kgen rejected that: " +
                                 message.get("message", "")})
            try:
                answer = ask(messages)
            except Exception as error:  # noqa: BLE001 - tell kgen, go on
                print(f"openai-agent: request failed: {error}",
                      file=sys.stderr)
                print('{"type": "done"}', flush=True)
                continue
            messages.append({"role": "assistant", "content": answer})
            print(answer.replace("\n", " "), flush=True)


if __name__ == "__main__":
    main()
