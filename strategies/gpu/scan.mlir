// Strategy: prefix sums (kgen.cumsum, ONNX CumSum / torch.cumsum) along the
// innermost dimension on NVIDIA GPUs: transform.kgen.scan_rows, one block
// per row that reads and writes the row once, in tiles of threads x vector
// elements (an inclusive scan in each thread's registers, warp shuffles
// across threads, the warps' totals through shared memory, a running
// carry across tiles); exclusive and reverse scans included. An
// elementwise producer of the scanned input (a masked cumsum's multiply, a
// flip of the scanned dimension) is computed in the kernel from its inputs,
// and a flip of the result is written by it; what else the kernel holds is
// left to the naive mapping.
// Knobs: threads per block and vector (elements per thread and tile); 0 is
// the op's automatic choice from the row length (8 elements, up to 256
// threads), the start.
// Applies to: kernels with at least one kgen.cumsum, every one of them over
// its innermost dimension with f32 elements and a static shape.
module attributes {transform.with_named_sequence, kgen.strategy_priority = 10 : i64, kgen.strategy_needs = "a kgen.cumsum"} {
  // The shared lowering tail (strategies/lib/gpu.mlir).
  transform.named_sequence private @kgen_gpu_bufferize(%root: !transform.any_op {transform.consumed}) -> !transform.any_op
  // The cheap, read-only applicability check that kgen-tune runs before
  // the script (docs/search.md); the main sequence starts with it.
  transform.named_sequence @match(%root: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %scans0 = transform.structured.match ops{["kgen.cumsum"]} in %root : (!transform.any_op) -> !transform.any_op
    %count = transform.num_associations %scans0 : (!transform.any_op) -> !transform.param<i64>
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    transform.match.param.cmpi gt %count, %zero : !transform.param<i64>
    transform.yield %scans0 : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %scans0 = transform.include @match failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    %t = transform.tune.knob<"threads"> = 0 : i64 from options = [0, 64, 128, 256, 512, 1024] -> !transform.param<i64>
    %v = transform.tune.knob<"vector"> = 0 : i64 from options = [0, 4, 8, 16] -> !transform.param<i64>
    // An elementwise chain producing the scanned input becomes one generic,
    // which the scan kernel computes from its inputs instead of reading.
    %f0 = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %f1 = transform.apply_registered_pass "linalg-fuse-elementwise-ops" to %f0 : (!transform.any_op) -> !transform.any_op
    %scans = transform.structured.match ops{["kgen.cumsum"]} in %f1 : (!transform.any_op) -> !transform.any_op
    %launch = transform.kgen.scan_rows %scans threads = %t vector = %v : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    %bf = transform.include @kgen_gpu_bufferize failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %bf { transform.apply_patterns.canonicalization } : !transform.any_op
    transform.apply_cse to %bf : !transform.any_op
    transform.yield
  }
}
