//===- AnnotateOpClass.cpp - record op classes as attributes --------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Analysis/OpClassification.h"
#include "kgen/Analysis/Passes.h"

namespace mlir {
namespace kgen {
#define GEN_PASS_DEF_ANNOTATEOPCLASS
#include "kgen/Analysis/Passes.h.inc"
} // namespace kgen
} // namespace mlir

using namespace mlir;
using namespace mlir::kgen;

namespace {
struct AnnotateOpClassPass
    : public kgen::impl::AnnotateOpClassBase<AnnotateOpClassPass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    getOperation()->walk([&](Operation *op) {
      if (std::optional<OpClass> opClass = classifyOp(op))
        op->setAttr(KgenDialect::kOpClassAttrName,
                    OpClassAttr::get(context, *opClass));
    });
  }
};
} // namespace
