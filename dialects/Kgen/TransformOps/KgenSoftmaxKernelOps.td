//===- KgenSoftmaxKernelOps.td - transform.kgen softmax kernel -*- tablegen -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_SOFTMAX_KERNEL_OPS_TD
#define KGEN_SOFTMAX_KERNEL_OPS_TD

def KgenSoftmaxRowsOp : Op<Transform_Dialect, "kgen.softmax_rows",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
     DeclareOpInterfaceMethods<TransformOpInterface>]> {
  let summary = "Lowers a softmax, log-softmax or Lp normalization over the innermost dimension to a GPU kernel that reads each row once.";
  let description = [{
    Replaces a `linalg.softmax`, `kgen.log_softmax` or `kgen.lp_normalize`
    on tensors over the innermost dimension (f32, static shape; the leading dimensions are the
    rows) by a `gpu.launch` on buffers: the input through
    `bufferization.to_buffer`, the result a new allocation returned through
    `bufferization.to_tensor`, so that bufferization of the rest of the
    function follows as usual.

    Each row is held on chip while it is reduced: a row of `L` elements
    goes to a thread-block cluster of `cluster` blocks (grid `rows x
    cluster`, cluster `(cluster, 1, 1)`; `cluster = 1` is a plain block per
    row), each block `threads x vector` consecutive elements of it, each
    thread `vector` of those in registers, read as runs of `chunk` elements
    (128-bit loads when `chunk` is 4, the threads of a warp on adjacent
    runs). The input is read once and the output written once:

    - every thread computes the (max, sum of exp(x - max)) pair of its
      elements; pairs combine as `m = max(m1, m2)`, `s = s1 exp(m1 - m) +
      s2 exp(m2 - m)` (a pair of an empty or all `-inf` set contributes
      nothing; a NaN makes the row NaN, as the decomposition does); for
      `kgen.lp_normalize` the statistic is one sum, of `|x|` (p = 1) or
      `x * x` (p = 2), elements past the row's end reading as 0, and the
      output is `x / sum` or `x / sqrt(sum)`;
    - across the warp with `gpu.shuffle xor` (5 steps), across the block
      through shared memory, every thread combining the warps in the same
      order;
    - across the cluster (`cluster > 1`): thread 0 of each block stores its
      block's pair in a scratch buffer in global memory (one 128-byte line
      per row), the cluster synchronizes (`nvvm.cluster.arrive` with
      release and `nvvm.cluster.wait` with acquire semantics), and every
      thread combines the cluster's pairs in rank order, so that all blocks
      of a row hold the same max and sum;
    - the output from the registers: `exp(x - max) * (1 / sum)` (softmax)
      or `(x - max) - log(sum)` (log-softmax), `x / sum` or
      `x / sqrt(sum)` (L1, L2).

    `stage = 2` stages the thread's elements in shared memory instead of
    registers (`threads x vector x 4` bytes of dynamic shared memory per
    block): they are read in a loop over groups of runs (16 elements at
    most), each group stored to shared memory and folded into the running
    pair, and read back from there for the output. A block then holds few
    registers, so that a multiprocessor can run several blocks and load one
    row while another waits on its cluster. The automatic choice (0)
    stages where a row spans a cluster (more than one block) and the stage
    fits the target's shared memory per block, and keeps registers (`stage
    = 1`) otherwise.

    Elements past the end of a row (when `cluster x threads x vector`
    exceeds `L`) are read at a clamped in-bounds position as `-inf` and not
    stored.

    Knobs (integer parameters, 0 means the automatic choice): `threads` per
    block (a multiple of 32 up to the target's limit and 1024), `vector`
    elements per thread (a multiple of `chunk` from `chunk` to 64) and
    `cluster` blocks per row (1 to 16; more than 1 needs an nvvm sm_90 or
    newer `#kgen.target` in scope). `chunk` is the largest of 4, 2 and 1
    that divides `L`. The automatic choice, each knob left at 0 in turn:
    `threads`, the fewest (a power of two from 32 to 512) that cover the row
    at the given (or 16) elements per thread on the given (or 1) blocks, or
    1024 where 512 would need more than 64 elements per thread;
    `cluster`, the blocks that cover the row at that vector (at most 16, or
    1 without clusters); `vector`, each thread's share of the row, rounded
    up to the chunk. A point whose blocks do not cover the row, or leave a
    block with no element, does not fit.

    #### Return modes

    Produces a silenceable failure, changing nothing, when the target is
    neither op, the dimension is not the innermost one, the element type is
    not f32, a shape is dynamic, the row is empty, the row does not fit (more
    than 16 blocks of 1024 threads x 64 elements, or the knobs' product is
    less than `L`), the knobs are out of range, a cluster is asked for
    without an sm_90+ target, the stage does not fit the target's shared
    memory per block, or the grid exceeds 2^31 - 1 blocks. A knob
    parameter that is not one integer is a definite failure. Consumes the
    target handle and returns the `gpu.launch`.
  }];

  let arguments = (ins TransformHandleTypeInterface:$target,
                       TransformParamTypeInterface:$threads,
                       TransformParamTypeInterface:$vector,
                       TransformParamTypeInterface:$cluster,
                       TransformParamTypeInterface:$stage);
  let results = (outs TransformHandleTypeInterface:$launch);
  let assemblyFormat = [{
    $target `threads` `=` $threads `vector` `=` $vector `cluster` `=` $cluster
    `stage` `=` $stage attr-dict `:` functional-type(operands, results)
  }];
}

#endif // KGEN_SOFTMAX_KERNEL_OPS_TD
