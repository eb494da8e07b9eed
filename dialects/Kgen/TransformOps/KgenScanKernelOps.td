//===- KgenScanKernelOps.td - transform.kgen scan kernel --*- tablegen -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_SCAN_KERNEL_OPS_TD
#define KGEN_SCAN_KERNEL_OPS_TD

def KgenScanRowsOp : Op<Transform_Dialect, "kgen.scan_rows",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
     DeclareOpInterfaceMethods<TransformOpInterface>]> {
  let summary = "Lowers a kgen.cumsum along the innermost dimension to a GPU kernel with one block per row, in one pass over the row.";
  let description = [{
    Replaces a `kgen.cumsum` on tensors whose scanned dimension is the
    innermost one (f32, static shape; `exclusive` and `reverse` included)
    by a `gpu.launch` on buffers: its input through
    `bufferization.to_buffer`, its result a new allocation returned through
    `bufferization.to_tensor`, so that bufferization of the rest of the
    function follows as usual. The leading dimensions are rows; each block
    scans one row in tiles of `threads x vector` elements, in the scan's
    order, carrying the running total across tiles in a register:

    - each thread loads `vector` consecutive elements (128-bit loads when
      `vector` and the row length are multiples of 4, else 64- or 32-bit),
      adding them in order (an inclusive scan in registers);
    - the threads' totals are scanned in each warp with `gpu.shuffle up`
      (log2(32) steps), each warp's total goes to shared memory (two
      alternating arrays, so one barrier per tile suffices), and each
      thread adds the totals of the warps before its own;
    - the thread writes `carry + warp prefix + thread prefix + its own
      running sum` for each element and the carry grows by the tile's
      total.

    Full tiles are software-pipelined: each iteration loads the next tile
    before it scans the one the previous iteration loaded.

    What the kernel computes instead of reading, or writes directly:

    - an elementwise producer of the scanned input: a `linalg.generic` used
      only by the scan, all loops parallel, whose inputs have the scan's
      shape and are read through the identity or a flip of the innermost
      dimension (`d -> n - 1 - d`), with a body free of memory effects and
      `linalg.index` that does not read its init. The kernel reads the
      producer's inputs (f32 ones with the vector loads, others element by
      element) and clones its body per element; the producer is erased.
    - a flip of the result: the scan's only user being a copy
      (`linalg.generic` yielding its one input, the scan's result, read
      through a flip of the innermost dimension). The kernel writes the row
      backwards and the copy is replaced.

    A read or write is backwards when exactly one of the scan's `reverse`
    and the flip on that side holds.

    The row is read once and written once. A tile at the end of a row that
    the tiles do not fill reads clamped in-bounds addresses (the lanes
    outside the row add 0) and stores only inside the row. The order of
    the additions differs from a sequential sum: within a tile it is a
    tree over warps and threads, across tiles a running sum (one term per
    tile), so the rounding error grows with the number of tiles, not with
    the row length.

    Knobs (integer parameters, 0 means the automatic choice): `threads`
    per block (a multiple of 32, at most 1024), `vector` elements per
    thread and tile (1, 2, 4, 8 or 16). The automatic choice takes 8
    elements per thread and the fewest threads (a power of two from 32 to
    256) whose tile covers the row: longer rows get 256 threads, so that
    several blocks share an SM.

    #### Return modes

    Produces a silenceable failure, changing nothing, when the target is
    not a `kgen.cumsum`, the scanned dimension is not the innermost one,
    the element type is not f32, a shape is dynamic, the rows do not fit a
    grid (2^31 - 1 blocks) or the knobs do not fit (not a multiple of 32,
    more than 1024 threads, a vector width outside the list). A knob
    parameter that is not one integer is a definite failure. Consumes the
    target handle and returns the `gpu.launch`.
  }];

  let arguments = (ins TransformHandleTypeInterface:$target,
                       TransformParamTypeInterface:$threads,
                       TransformParamTypeInterface:$vector);
  let results = (outs TransformHandleTypeInterface:$launch);
  let assemblyFormat = [{
    $target `threads` `=` $threads `vector` `=` $vector
    attr-dict `:` functional-type(operands, results)
  }];
}

#endif // KGEN_SCAN_KERNEL_OPS_TD
