"""Wraps a kernel on memrefs (kgen-tune --start-only's output: @main on
memrefs) in a module whose @main takes and returns tensors, as
--kgen-apply-tuned replaces a kernel (to_buffer read_only operands,
to_tensor restrict results), so that the harness's AOT path
(kgen_kernelbench.aot, call-overhead.py) can lower and time it.
  python3 wrap-kernel.py START.mlir > MODULE.mlir"""
import re
import sys

text = open(sys.argv[1]).read()
m = re.search(r"func\.func @main\((.*?)\) -> \((.*?)\) \{", text)
if not m:
    m = re.search(r"func\.func @main\((.*?)\) -> (memref<[^>]*>) \{", text)
if not m:
    sys.exit("%s: no @main(...) -> (...) on memrefs" % sys.argv[1])
args = re.findall(r"%(\w+): (memref<[^>]*>)", m.group(1))
results = re.findall(r"memref<[^>]*>", m.group(2))
tensor = lambda t: t.replace("memref<", "tensor<")
body = text.replace("func.func @main(", "func.func private @kernel(", 1)
body = body[:body.rindex("}")]  # the module's closing brace
ins = ", ".join("%%a%d: %s" % (i, tensor(t)) for i, (_, t) in enumerate(args))
outs = ", ".join(tensor(t) for t in results)
lines = ["  func.func @main(%s) -> (%s) {" % (ins, outs)]
for i, (_, t) in enumerate(args):
    lines.append("    %%b%d = bufferization.to_buffer %%a%d read_only : %s to %s"
                 % (i, i, tensor(t), t))
res = ", ".join("%%r%d" % i for i in range(len(results)))
lines.append("    %s = func.call @kernel(%s) : (%s) -> (%s)" % (
    res, ", ".join("%%b%d" % i for i in range(len(args))),
    ", ".join(t for _, t in args), ", ".join(results)))
for i, t in enumerate(results):
    lines.append("    %%t%d = bufferization.to_tensor %%r%d restrict : %s to %s"
                 % (i, i, t, tensor(t)))
lines.append("    return %s : %s" % (", ".join("%%t%d" % i for i in range(len(results))), outs))
lines.append("  }")
sys.stdout.write(body + "\n".join(lines) + "\n}\n")
