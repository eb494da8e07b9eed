// Strategy: group norms with spatial dimensions (kgen.group_norm on
// [N, C, D1, ...]: torch's GroupNorm and InstanceNorm after convolutions) on
// NVIDIA GPUs: transform.kgen.normalize_groups, one block per (sample,
// group), whose C / G channels are one contiguous run: the statistics in
// one pass over the run (Chan's pairwise update per thread and tile, warp
// shuffles, a shared-memory combine; accurate under strict: no sequential
// float32 sum over more than a tile), then the run read again, last tiles
// first, and written normalized. An elementwise producer of the input and
// an elementwise consumer of the result (the per-channel affine) are
// computed in the kernel; what else the kernel holds is left to the naive
// mapping.
// Knobs: threads per block and vector (elements per thread and tile); 0 is
// the op's automatic choice from the group's size (8 elements, up to 512
// threads), the start.
// Applies to: kernels with at least one kgen.group_norm, every one of them
// on an f32 input of static shape with spatial dimensions (group norms on
// [N, C] are gpu/rowwise-grouped's).
module attributes {transform.with_named_sequence, kgen.strategy_priority = 10 : i64, kgen.strategy_needs = "a kgen.group_norm"} {
  // The shared lowering tail (strategies/lib/gpu.mlir).
  transform.named_sequence private @kgen_gpu_bufferize(%root: !transform.any_op {transform.consumed}) -> !transform.any_op
  // The cheap, read-only applicability check that kgen-tune runs before
  // the script (docs/search.md); the main sequence starts with it.
  transform.named_sequence @match(%root: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %norms0 = transform.structured.match ops{["kgen.group_norm"]} in %root : (!transform.any_op) -> !transform.any_op
    %count = transform.num_associations %norms0 : (!transform.any_op) -> !transform.param<i64>
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    transform.match.param.cmpi gt %count, %zero : !transform.param<i64>
    transform.yield %norms0 : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %norms0 = transform.include @match failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    %t = transform.tune.knob<"threads"> = 0 : i64 from options = [0, 128, 256, 512, 1024] -> !transform.param<i64>
    %v = transform.tune.knob<"vector"> = 0 : i64 from options = [0, 4, 8, 16] -> !transform.param<i64>
    // Elementwise chains around the norm become one generic on each side,
    // which the kernel computes instead of reading or writing.
    %f0 = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %f1 = transform.apply_registered_pass "linalg-fuse-elementwise-ops" to %f0 : (!transform.any_op) -> !transform.any_op
    %norms = transform.structured.match ops{["kgen.group_norm"]} in %f1 : (!transform.any_op) -> !transform.any_op
    %launch = transform.kgen.normalize_groups %norms threads = %t vector = %v : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    %bf = transform.include @kgen_gpu_bufferize failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %bf { transform.apply_patterns.canonicalization } : !transform.any_op
    transform.apply_cse to %bf : !transform.any_op
    transform.yield
  }
}
