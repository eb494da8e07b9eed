//===- DecomposeAggregates.cpp - aggregate ops to upstream linalg ---------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Lowering/Passes.h"

#include "Kgen/IR/KgenNormOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir {
namespace kgen {
#define GEN_PASS_DEF_DECOMPOSEAGGREGATES
#include "kgen/Lowering/Passes.h.inc"
} // namespace kgen
} // namespace mlir

using namespace mlir;
using namespace mlir::kgen;

namespace {
struct DecomposeAggregatesPass
    : kgen::impl::DecomposeAggregatesBase<DecomposeAggregatesPass> {
  using Base::Base;

  void runOnOperation() override {
    std::optional<NormalizationForm> form =
        symbolizeNormalizationForm(normalizationForm);
    if (!form) {
      getOperation().emitError()
          << "kgen-decompose-aggregates: normalization-form must be two_pass, "
             "online or shifted_sums, got '"
          << normalizationForm << "'";
      return signalPassFailure();
    }
    // A decomposition may produce further aggregate ops; go until none is
    // left (each round strictly lowers the ops it finds).
    for (;;) {
      SmallVector<linalg::AggregatedOpInterface> ops;
      getOperation().walk(
          [&](linalg::AggregatedOpInterface op) { ops.push_back(op); });
      if (ops.empty())
        return;
      for (linalg::AggregatedOpInterface op : ops) {
        OpBuilder builder(op);
        FailureOr<SmallVector<Value>> results = failure();
        // kgen's normalization ops in the chosen form (upstream's softmax:
        // its own decomposition).
        if (isNormalizationOp(op) && !isa<linalg::SoftmaxOp>(op)) {
          FailureOr<NormalizationDecomposition> decomposition =
              decomposeNormalization(builder, op, *form);
          if (succeeded(decomposition))
            results = SmallVector<Value>{decomposition->result};
        } else {
          results = op.decomposeOperation(builder);
        }
        if (failed(results)) {
          op->emitError() << "kgen-decompose-aggregates: could not "
                             "decompose '"
                          << op->getName() << "'";
          return signalPassFailure();
        }
        op->replaceAllUsesWith(*results);
        op->erase();
      }
    }
  }
};
} // namespace
