//===- Passes.td - kgen analysis passes --------------------*- tablegen -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_ANALYSIS_PASSES_TD
#define KGEN_ANALYSIS_PASSES_TD

include "mlir/Pass/PassBase.td"

def AnnotateOpClass : Pass<"kgen-annotate-op-class"> {
  let summary = "Attaches its kgen op class to every classifiable structured op.";
  let description = [{
    Classifies every structured op (linalg named and generic ops, and
    `linalg.softmax`) as elementwise, reduction, contraction, convolution or
    pooling, the way `transform.kgen.match_op_class` does, and records the
    result as a `kgen.op_class` attribute on the op. Ops that are not
    structured, or whose indexing maps fit no class, are left unannotated.

    Partitioning and strategies read the annotation; it is also a way to see
    how kgen classifies a kernel:

    ```
    kgen-opt --kgen-annotate-op-class kernel.mlir
    ```
  }];
  let dependentDialects = ["::mlir::kgen::KgenDialect"];
}

#endif // KGEN_ANALYSIS_PASSES_TD
