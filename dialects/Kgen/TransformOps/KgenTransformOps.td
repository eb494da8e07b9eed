//===- KgenTransformOps.td - transform.kgen.* ops ----------*- tablegen -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_TRANSFORM_OPS_TD
#define KGEN_TRANSFORM_OPS_TD

include "Kgen/IR/KgenAttrs.td"
include "mlir/Dialect/Transform/IR/TransformDialect.td"
include "mlir/Dialect/Transform/Interfaces/MatchInterfaces.td"
include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/OpBase.td"

def MatchOpClassOp : Op<Transform_Dialect, "kgen.match_op_class",
    [SingleOpMatcher, MatchOpInterface, MemoryEffectsOpInterface]> {
  let summary = "Matches a structured op of one of the given classes.";
  let description = [{
    Classifies the payload op associated with `operand_handle` as
    `elementwise`, `reduction`, `contraction`, `convolution` or `pooling`
    from its indexing maps, iterator types and body, and succeeds when the
    class is one of the listed ones. Strategies use it to branch, typically
    in the matchers of `transform.foreach_match` or in `transform.alternatives`
    regions:

    ```mlir
    transform.kgen.match_op_class %op is [contraction, convolution]
        : !transform.any_op
    ```

    The classes are those of `#kgen.op_class`; the rules are:

    * `convolution`: a convolution-shaped op (an input indexed by sums of
      loop dimensions) whose body reads the filter;
    * `pooling`: convolution-shaped, but the body ignores the window operand;
    * `elementwise`: only parallel loops and projected-permutation indexing
      maps (broadcasts and transposes included);
    * `contraction`: reduction loops and a multiply-accumulate body over two
      inputs (matmul, batch matmul, matvec, transposed operands);
    * `reduction`: any other op with reduction loops and projected-permutation
      maps, and `linalg.softmax`.

    #### Return modes

    Succeeds, producing no results, when the payload op's class is one of
    `op_classes`. Produces a silenceable failure when it is another class, or
    when the op is not a structured op of any class (not a linalg op, or a
    linalg op whose indexing maps fit no class). Produces a definite failure
    when `operand_handle` is not associated with exactly one payload op.

    This op only reads its operand handle and the payload.
  }];

  let arguments = (ins
    TransformHandleTypeInterface:$operand_handle,
    TypedArrayAttrBase<Kgen_OpClassAttr, "array of op classes">:$op_classes);
  let assemblyFormat = [{
    $operand_handle `is` custom<OpClassList>($op_classes) attr-dict
    `:` type($operand_handle)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = SingleOpMatcher.extraDeclaration;
}

#endif // KGEN_TRANSFORM_OPS_TD
