//===- main.cpp - a program built against the installed kgen --------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// Registers kgen's dialects, parses a module that carries a #kgen.target and
// a transform.kgen.* op, and prints what it found. Exits non-zero on any
// failure; RunConsumerTest.cmake checks the output.
//
//===----------------------------------------------------------------------===//

#include "kgen/Analysis/OpClassification.h"
#include "kgen/InitAllDialects.h"
#include "kgen/Version.h"

#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

/// A module with a target and a strategy that uses transform.kgen.*.
static constexpr llvm::StringLiteral kSource = R"mlir(
module attributes {kgen.target = #kgen.target<nvvm, "sm_90">,
                   transform.with_named_sequence} {
  transform.named_sequence @match_contraction(
      %op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.kgen.match_op_class %op is [contraction] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
)mlir";

int main() {
  DialectRegistry registry;
  registry.insert<transform::TransformDialect>();
  kgen::registerAllDialects(registry);
  MLIRContext context(registry);

  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(kSource, &context);
  if (!module) {
    llvm::errs() << "kgen-consumer: the module did not parse\n";
    return 1;
  }

  auto target = llvm::dyn_cast_or_null<kgen::TargetAttr>(
      (*module)->getAttr(kgen::KgenDialect::kTargetAttrName));
  if (!target) {
    llvm::errs() << "kgen-consumer: the module has no #kgen.target\n";
    return 1;
  }

  unsigned numMatchers = 0;
  module->walk([&](transform::MatchOpClassOp) { ++numMatchers; });
  if (numMatchers != 1) {
    llvm::errs() << "kgen-consumer: expected one transform.kgen.match_op_class"
                 << ", found " << numMatchers << "\n";
    return 1;
  }

  // A module is no structured op: KGenAnalysis must say so.
  if (kgen::classifyOp(module->getOperation())) {
    llvm::errs() << "kgen-consumer: a module was classified\n";
    return 1;
  }

  llvm::outs() << "kgen " << KGEN_VERSION << " (LLVM/MLIR " << KGEN_LLVM_VERSION
               << ")\n";
  llvm::outs() << "target: " << Attribute(target) << "\n";
  llvm::outs() << "chip: " << target.getChip() << "\n";
  llvm::outs() << "compute_units: " << target.getComputeUnits() << "\n";
  llvm::outs() << "peak_gflops_tf32: "
               << target.getPeakGflops(kgen::Precision::tf32) << "\n";
  llvm::outs() << "match_op_class ops: " << numMatchers << "\n";
  return 0;
}
