//===- Passes.td - kgen validation passes ------------------*- tablegen -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_VALIDATE_PASSES_TD
#define KGEN_VALIDATE_PASSES_TD

include "mlir/Pass/PassBase.td"

def PromoteToF64 : Pass<"kgen-promote-to-f64", "::mlir::ModuleOp"> {
  let summary = "Rewrites an f32 (or f16/bf16) kernel to compute in f64.";
  let description = [{
    The validator's reference is the untransformed kernel computed in
    float64. This pass retypes every f16, bf16 and f32 value of the module
    (scalars, and the element types of tensors, memrefs and vectors; block
    arguments of op bodies included), function signatures, and the values of
    float constants, to f64. Structured ops are polymorphic in their element
    type, so the promoted kernel computes the same function in higher
    precision.

    A kernel that mixes float64 with the narrower types (a float64 argument
    truncated to float32 with `arith.truncf`, a float32 value extended with
    `arith.extf`) has, once promoted, casts between equal types: they are
    removed (the reference computes without the rounding). A module that
    still does not verify is reported at the op it fails at, and the pass
    fails.
  }];
}

#endif // KGEN_VALIDATE_PASSES_TD
