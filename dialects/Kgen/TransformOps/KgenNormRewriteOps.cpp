//===- KgenNormRewriteOps.cpp - transform.kgen rewrites -------------------===//
//
// Part of kgen. The ops of KgenNormRewriteOps.td: decompositions of the
// normalization family.
//
//===----------------------------------------------------------------------===//

#include "Kgen/TransformOps/KgenTransformOps.h"

#include "Kgen/IR/KgenNormOps.h"
#include "mlir/Dialect/Transform/IR/TransformOps.h"

using namespace mlir;
using namespace mlir::kgen;

//===----------------------------------------------------------------------===//
// DecomposeNormalizationOp
//===----------------------------------------------------------------------===//

LogicalResult transform::DecomposeNormalizationOp::verify() {
  if (!symbolizeNormalizationForm(getForm()))
    return emitOpError() << "unknown form '" << getForm()
                         << "' (expected two_pass, online or shifted_sums)";
  return success();
}

void transform::DecomposeNormalizationOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  consumesHandle(getTargetMutable(), effects);
  producesHandle(getOperation()->getOpResults(), effects);
  modifiesPayload(effects);
}

DiagnosedSilenceableFailure
transform::DecomposeNormalizationOp::apply(TransformRewriter &rewriter,
                                           TransformResults &results,
                                           TransformState &state) {
  NormalizationForm form = *symbolizeNormalizationForm(getForm());
  SmallVector<Operation *> targets =
      llvm::to_vector(state.getPayloadOps(getTarget()));

  // Check every payload op before rewriting any.
  for (Operation *target : targets) {
    if (isNormalizationOp(target))
      continue;
    DiagnosedSilenceableFailure diag = emitSilenceableError();
    if (isa<linalg::SoftmaxOp>(target))
      diag << "'linalg.softmax' on buffers cannot be decomposed (it needs "
              "tensor semantics)";
    else
      diag << "'" << target->getName()
           << "' is not linalg.softmax or a kgen normalization op "
              "(kgen.log_softmax, kgen.logsumexp, kgen.layer_norm, "
              "kgen.group_norm, kgen.rms_norm, kgen.lp_normalize)";
    diag.attachNote(target->getLoc()) << "payload op";
    return diag;
  }

  SmallVector<Operation *> reductions, elementwise;
  for (Operation *target : targets) {
    rewriter.setInsertionPoint(target);
    std::string why;
    FailureOr<NormalizationDecomposition> decomposition =
        decomposeNormalization(rewriter, target, form, &why);
    if (failed(decomposition)) {
      // Not reached for the ops checked above; kept as a definite error
      // rather than an assertion.
      InFlightDiagnostic diag = emitError() << why;
      diag.attachNote(target->getLoc()) << "payload op";
      return DiagnosedSilenceableFailure::definiteFailure();
    }
    llvm::append_range(reductions, decomposition->reductions);
    elementwise.push_back(decomposition->elementwise);
    rewriter.replaceOp(target, decomposition->result);
  }
  results.set(cast<OpResult>(getReductions()), reductions);
  results.set(cast<OpResult>(getElementwise()), elementwise);
  return DiagnosedSilenceableFailure::success();
}
