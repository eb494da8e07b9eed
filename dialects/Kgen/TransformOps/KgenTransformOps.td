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

def MapNestedForallToThreadsOp : Op<Transform_Dialect,
    "kgen.map_nested_forall_to_threads",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
     DeclareOpInterfaceMethods<TransformOpInterface>]> {
  let summary = "Maps thread-mapped foralls in a gpu.launch, with block dimensions from parameters or inferred.";
  let description = [{
    Does what `transform.gpu.map_nested_forall_to_threads` does (maps the
    `scf.forall` ops with `#gpu.thread` / `#gpu.warp` mappings nested in the
    `gpu.launch` to thread ids, with a barrier after each), but takes the
    block dimensions as transform parameters instead of a static attribute,
    so that a strategy can derive them from `transform.tune.knob`s:

    ```mlir
    %tx = transform.tune.knob<"threads_x"> = 128 : i64 from options = [64, 128, 256]
        -> !transform.param<i64>
    %launch2 = transform.kgen.map_nested_forall_to_threads %launch
        block_dims = [%tx, %ty, %one]
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>) -> !transform.any_op
    %launch3 = transform.kgen.map_nested_forall_to_threads %launch4
        : (!transform.any_op) -> !transform.any_op
    ```

    The launch's block sizes are set to the block dimensions. A forall
    whose extent is dynamic but bounded (the edge tile of a shape the tiles
    do not divide: an `affine.min` of the tile size and what is left) first
    runs to its bound, its body guarded by `iv < extent`, so that the
    block dimensions are static.

    #### Return modes

    Consumes the `target` handle, which must point to `gpu.launch` ops,
    only reads the parameters, and returns a handle to the same launches. A definite failure when a
    parameter is not associated with exactly one integer, or a block
    dimension is not positive. A silenceable failure when a target is not a
    `gpu.launch`, when block dimensions must be inferred but a thread-mapped
    forall has an unbounded dynamic extent, or when the mapping fails (for example a forall that needs
    more threads than the block dimensions provide); the diagnostic comes
    from the upstream mapping.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target,
                       Variadic<TransformParamTypeInterface>:$block_dims,
                       DefaultValuedAttr<I64Attr, "32">:$warp_size);
  let results = (outs TransformHandleTypeInterface:$result);
  let assemblyFormat = [{
    $target (`block_dims` `=` `[` $block_dims^ `]`)? attr-dict
    `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

// The re-expression and fusion rewrites, one file per family.
include "Kgen/TransformOps/KgenConvRewriteOps.td"
include "Kgen/TransformOps/KgenNormRewriteOps.td"
include "Kgen/TransformOps/KgenFusionRewriteOps.td"
// Kernel generators: a whole op lowered to a tuned GPU kernel.
include "Kgen/TransformOps/KgenGemmOps.td"
include "Kgen/TransformOps/KgenScanKernelOps.td"
include "Kgen/TransformOps/KgenNormKernelOps.td"
include "Kgen/TransformOps/KgenSoftmaxKernelOps.td"

#endif // KGEN_TRANSFORM_OPS_TD
