// Strategy: matmul on the host CPU, with its elementwise epilogue.
// Tiles the matmul (tile_m x tile_n x tile_k), vectorizes each tile and
// lowers the contraction to vector FMAs (outer products). Alternatives
// `epilogue`: 0 = fused (tile_m x tile_n tiles as an scf.forall, the
// elementwise consumers of the matmul: bias, activations, scaling, clamps,
// residual adds, chains and DAGs of them with broadcast operands, fused
// into the tile by transform.kgen.fuse_epilogue, the fill too; the K loop
// carries the accumulators as vectors and the epilogue runs on them before
// the tile is stored once; the forall becomes scf.for loops; a kernel
// without an epilogue is tiled the same way; tiles that do not divide the
// shapes stay scalar loops instead of failing), 1 = separate (the matmul
// alone tiled with scf.for, the epilogue left to the lowering's loops).
// Knobs: tile_m, tile_n, tile_k (under `separate`, vectorization wants them
// to divide the shapes; other points are compile errors of that point).
// Applies to: kernels with one linalg.matmul.
module attributes {transform.with_named_sequence, kgen.strategy_needs = "exactly one linalg.matmul"} {
  // The cheap, read-only applicability check that kgen-tune runs before
  // the script (docs/search.md); the main sequence starts with it.
  transform.named_sequence @match(%root: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %count = transform.num_associations %mm : (!transform.any_op) -> !transform.param<i64>
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.match.param.cmpi eq %count, %one : !transform.param<i64>
    transform.yield %mm : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.include @match failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    %tm = transform.tune.knob<"tile_m"> = 8 : i64 from options = [4, 8, 16] -> !transform.param<i64>
    %tn = transform.tune.knob<"tile_n"> = 16 : i64 from options = [8, 16, 32] -> !transform.param<i64>
    %tk = transform.tune.knob<"tile_k"> = 8 : i64 from options = [4, 8, 16] -> !transform.param<i64>
    transform.tune.alternatives<"epilogue"> selected_region = 0 attributes {labels = ["fused", "separate"]} {
      %fill = transform.structured.match ops{["linalg.fill"]} in %root : (!transform.any_op) -> !transform.any_op
      %t1, %loop = transform.structured.tile_using_forall %mm tile_sizes [%tm, %tn] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
      transform.sequence %loop : !transform.any_op failures(suppress) {
      ^bb0(%l: !transform.any_op):
        %e1, %nl1 = transform.kgen.fuse_epilogue %l : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      }
      %t1b = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
      %loop1 = transform.get_parent_op %t1b {op_name = "scf.forall"} : (!transform.any_op) -> !transform.any_op
      %f1, %loop2 = transform.structured.fuse_into_containing_op %fill into %loop1 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
      %fc = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
      transform.apply_patterns to %fc { transform.apply_patterns.canonicalization } : !transform.any_op
      transform.apply_cse to %fc : !transform.any_op
      %t2, %kloop = transform.structured.tile_using_for %t1b tile_sizes [0, 0, %tk] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
      // The fill is vectorized; the epilogue stays scalar loops over the
      // tile (math functions on vectors would go through libm calls that
      // the host lowering does not take: erf).
      %epi = transform.structured.match ops{["linalg.fill"]} in %loop2 : (!transform.any_op) -> !transform.any_op
      // Tiles with dynamic sizes (tile sizes not dividing the shapes) are
      // not vectorized: they stay loops.
      %vec = transform.merge_handles %t2, %epi : !transform.any_op
      transform.foreach %vec : !transform.any_op {
      ^bb0(%op: !transform.any_op):
        transform.sequence %op : !transform.any_op failures(suppress) {
        ^bb1(%o: !transform.any_op):
          transform.structured.vectorize %o : !transform.any_op
        }
      }
      %fv = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
      transform.apply_patterns to %fv {
        transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
        transform.apply_patterns.canonicalization
      } : !transform.any_op
      %fl = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
      transform.apply_patterns to %fl {
        transform.apply_patterns.vector.reduction_to_contract
        transform.apply_patterns.vector.transfer_permutation_patterns
      } : !transform.any_op
      transform.apply_patterns to %fl {
        transform.apply_patterns.vector.lower_contraction lowering_strategy = "outerproduct"
        transform.apply_patterns.vector.lower_multi_reduction lowering_strategy = "innerreduction"
        transform.apply_patterns.vector.transfer_permutation_patterns
        transform.apply_patterns.vector.lower_outerproduct
        transform.apply_patterns.canonicalization
      } : !transform.any_op
      // Bufferized here so that the tile loop becomes scf.for: left as an
      // scf.forall (an automatic allocation scope) into the host lowering,
      // the vector transfers' temporaries would be allocas inside the loop
      // and the stack would grow with every tile.
      transform.bufferization.eliminate_empty_tensors %fl : !transform.any_op
      %b = transform.bufferization.one_shot_bufferize %root {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32} : (!transform.any_op) -> !transform.any_op
      %foralls = transform.structured.match ops{["scf.forall"]} in %b : (!transform.any_op) -> !transform.any_op
      transform.foreach %foralls : !transform.any_op {
      ^bb0(%fa: !transform.any_op):
        %for_m, %for_n = transform.loop.forall_to_for %fa : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      }
      // The accumulators in registers across the K loop, transfers 1-D (no
      // temporaries from the transfer lowering).
      %fb = transform.structured.match ops{["func.func"]} in %b : (!transform.any_op) -> !transform.any_op
      transform.apply_patterns to %fb {
        transform.apply_patterns.memref.fold_memref_alias_ops
        transform.apply_patterns.canonicalization
      } : !transform.any_op
      transform.apply_cse to %fb : !transform.any_op
      %fh = transform.structured.hoist_redundant_vector_transfers %fb : (!transform.any_op) -> !transform.any_op
      transform.apply_patterns to %fh {
        transform.apply_patterns.vector.transfer_permutation_patterns
        transform.apply_patterns.vector.lower_transfer max_transfer_rank = 1
        transform.apply_patterns.vector.transfer_to_scf max_transfer_rank = 1 full_unroll = true
        transform.apply_patterns.canonicalization
      } : !transform.any_op
    }, {
      %tiled, %l0, %l1, %l2 = transform.structured.tile_using_for %mm tile_sizes [%tm, %tn, %tk] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
      transform.structured.vectorize %tiled : !transform.any_op
      %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
      transform.apply_patterns to %f {
        transform.apply_patterns.vector.reduction_to_contract
        transform.apply_patterns.vector.transfer_permutation_patterns
      } : !transform.any_op
      transform.apply_patterns to %f {
        transform.apply_patterns.vector.lower_contraction lowering_strategy = "outerproduct"
        transform.apply_patterns.vector.lower_multi_reduction lowering_strategy = "innerreduction"
        transform.apply_patterns.vector.transfer_permutation_patterns
        transform.apply_patterns.vector.lower_outerproduct
        transform.apply_patterns.canonicalization
      } : !transform.any_op
      transform.bufferization.eliminate_empty_tensors %f : !transform.any_op
      %b = transform.bufferization.one_shot_bufferize %root {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32} : (!transform.any_op) -> !transform.any_op
    }
    transform.yield
  }
}
