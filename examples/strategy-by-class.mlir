// A strategy that branches on op classes: contractions are tiled into
// 2-D blocks, elementwise ops into row strips, each an scf.forall marked
// with a GPU block mapping. It stops there (a GPU strategy's first step):
// the complete strategies in strategies/gpu/ go on to bufferize and map
// the foralls to a gpu.launch (transform.gpu.map_forall_to_blocks), which
// the NVVM lowering needs.
// Tile sizes are transform.tune.knob choices (resolved here to one option);
// the search replaces the selections.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_contraction(
      %op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.kgen.match_op_class %op is [contraction] : !transform.any_op
    transform.yield %op : !transform.any_op
  }

  transform.named_sequence @match_elementwise(
      %op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["linalg.generic"] : !transform.any_op
    transform.kgen.match_op_class %op is [elementwise] : !transform.any_op
    transform.yield %op : !transform.any_op
  }

  transform.named_sequence @tile_contraction(
      %op: !transform.any_op {transform.consumed}) {
    %tm = transform.tune.knob<"contraction_tile_m"> = 64 : i64
        from options = [32, 64, 128] -> !transform.param<i64>
    %tn = transform.tune.knob<"contraction_tile_n"> = 128 : i64
        from options = [64, 128, 256] -> !transform.param<i64>
    %tiled, %forall = transform.structured.tile_using_forall %op
        tile_sizes [%tm, %tn] (mapping = [#gpu.block<y>, #gpu.block<x>])
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>)
        -> (!transform.any_op, !transform.any_op)
    transform.yield
  }

  transform.named_sequence @tile_elementwise(
      %op: !transform.any_op {transform.consumed}) {
    %rows = transform.tune.knob<"elementwise_rows"> = 4 : i64
        from options = [1, 4, 16] -> !transform.param<i64>
    %tiled, %forall = transform.structured.tile_using_forall %op
        tile_sizes [%rows, 0] (mapping = [#gpu.block<x>])
        : (!transform.any_op, !transform.param<i64>)
        -> (!transform.any_op, !transform.any_op)
    transform.yield
  }

  transform.named_sequence @__transform_main(
      %root: !transform.any_op {transform.consumed}) {
    transform.foreach_match in %root
        @match_contraction -> @tile_contraction,
        @match_elementwise -> @tile_elementwise
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
