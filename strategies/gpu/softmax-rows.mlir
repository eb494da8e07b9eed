// Strategy: softmax, log-softmax and the division by an L1 or L2 norm over
// the innermost dimension on NVIDIA GPUs (linalg.softmax, kgen.log_softmax,
// kgen.lp_normalize; f32, static shapes):
// transform.kgen.softmax_rows, each row held on chip (in registers, or
// staged in shared memory) while it is reduced, so that it is read once and
// written once. A row goes to one block, or on sm_90+ to a thread-block
// cluster of up to 16 blocks (rows of up to 16 x 1024 x 64 elements); every
// thread keeps `vector` elements, folds them into a (max, sum of exp) pair
// (a sum of |x| or x * x for the norms), and these combine across the warp (shuffles), the block (shared
// memory) and the cluster (a scratch line per row and the cluster barrier);
// then every thread writes its elements. What else the kernel holds is left
// to the naive mapping.
// Knobs: threads per block, vector (elements per thread), cluster (blocks
// per row), stage (1: registers, 2: shared memory); 0 is the op's automatic
// choice from the row's length (16 elements per thread, up to 512 threads,
// as many blocks as the row needs, staged where a row spans a cluster), the
// start. A point whose knobs do not cover the row fails (a compile error of
// that point).
// Applies to: kernels with at least one linalg.softmax, kgen.log_softmax
// or kgen.lp_normalize, every one of them over the innermost dimension of
// an f32 tensor of static shape. Priority 10: the row-wise strategies read
// a row two or three times (max, sum, output), this one once.
module attributes {transform.with_named_sequence, kgen.strategy_priority = 10 : i64, kgen.strategy_needs = "a softmax, log-softmax or Lp normalization"} {
  transform.named_sequence private @kgen_gpu_bufferize(%root: !transform.any_op {transform.consumed}) -> !transform.any_op
  transform.named_sequence @match(%root: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %ops = transform.structured.match ops{["linalg.softmax", "kgen.log_softmax", "kgen.lp_normalize"]} in %root : (!transform.any_op) -> !transform.any_op
    %count = transform.num_associations %ops : (!transform.any_op) -> !transform.param<i64>
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    transform.match.param.cmpi gt %count, %zero : !transform.param<i64>
    transform.yield %ops : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %ops = transform.include @match failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    %t = transform.tune.knob<"threads"> = 0 : i64 from options = [0, 256, 512, 1024] -> !transform.param<i64>
    %v = transform.tune.knob<"vector"> = 0 : i64 from options = [0, 4, 8, 16, 24, 32, 48] -> !transform.param<i64>
    %c = transform.tune.knob<"cluster"> = 0 : i64 from options = [0, 1, 2, 4, 8, 16] -> !transform.param<i64>
    %s = transform.tune.knob<"stage"> = 0 : i64 from options = [0, 1, 2] -> !transform.param<i64>
    %launch = transform.kgen.softmax_rows %ops threads = %t vector = %v cluster = %c stage = %s : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    %bf = transform.include @kgen_gpu_bufferize failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %bf { transform.apply_patterns.canonicalization } : !transform.any_op
    transform.apply_cse to %bf : !transform.any_op
    transform.yield
  }
}
