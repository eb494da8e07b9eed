//===- KgenNormKernelOps.td - transform.kgen group norm kernel -*- tablegen -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_NORM_KERNEL_OPS_TD
#define KGEN_NORM_KERNEL_OPS_TD

def KgenNormalizeGroupsOp : Op<Transform_Dialect, "kgen.normalize_groups",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
     DeclareOpInterfaceMethods<TransformOpInterface>]> {
  let summary = "Lowers a kgen.group_norm with spatial dimensions to a GPU kernel with one block per (sample, group).";
  let description = [{
    Replaces a `kgen.group_norm` on tensors whose input has spatial
    dimensions (`[N, C, D1, ..., Dk]`, k >= 1; f32, static shape; an
    instance norm is the case `groups = C`) by a `gpu.launch` on buffers:
    inputs through `bufferization.to_buffer`, the result a new allocation
    returned through `bufferization.to_tensor`, so that bufferization of the
    rest of the function follows as usual. The `C / groups` channels of a
    group are consecutive, so each (sample, group) is one contiguous run of
    `K = C / groups * D1 * ... * Dk` elements; block `b` normalizes run `b`
    in two passes over tiles of `threads x vector` elements (each thread
    `vector` elements per tile: consecutive runs of `chunk` elements, 128-bit
    accesses when `chunk` is 4, the threads of a warp on adjacent chunks):

    - statistics: each thread folds each tile's elements into a running
      (count, mean, sum of squared deviations) with Chan's pairwise update
      (the tile's own mean and squared deviations computed first, in
      registers); the threads' triples are combined across each warp with
      `gpu.shuffle xor` (5 steps), the warps' triples go through shared
      memory, and every thread combines those in the same order, so that
      all hold the same mean and variance (biased, as ONNX and PyTorch);
      no sum ever runs sequentially over more than one tile per thread;
    - output: the run is read again, tiles in reverse order (the last ones
      read are still in cache), and each element is written as
      `((x - mean) * (1 / sqrt(var + epsilon))) * scale[c] + bias[c]`, the
      op's decomposition's formula.

    What the kernel computes instead of reading, or writes directly:

    - an elementwise producer of the input: a `linalg.generic` used only by
      the norm, all loops parallel, identity output map, whose inputs are
      tensors of the input's shape read through the identity or
      per-channel tensors (`[C]`, map `(d0, d1, ...) -> (d1)`), with a body
      free of memory effects and `linalg.index` that does not read its
      init: its inputs are read (in both passes) and its body cloned per
      element;
    - an elementwise consumer of the result (the norm's only user; the same
      conditions, the norm's result read through the identity), such as
      the per-channel affine torch exports after an identity-affine group
      norm: its body runs on the normalized values and the kernel writes
      its result.

    `scale` and `bias` that are splat constants are used as scalars.

    Knobs (integer parameters, 0 means the automatic choice): `threads` per
    block (a multiple of 32, at most 1024), `vector` elements per thread and
    tile (a multiple of `chunk` from 1 to 16). `chunk` is the largest of 4,
    2 and 1 that divides `D1 * ... * Dk` (a chunk stays in one channel and
    every run starts aligned to it). The automatic choice takes 8 elements
    per thread and the fewest threads (a power of two from 64 to 512) whose
    tile covers the run. A tile at the end of a run that the tiles do not
    fill reads clamped in-bounds chunks, which count for nothing, and
    stores only inside the run.

    #### Return modes

    Produces a silenceable failure, changing nothing, when the target is not
    a `kgen.group_norm`, its input has no spatial dimensions (`[N, C]`: a
    group of `C / groups` elements is too short for a block;
    gpu/rowwise-grouped takes it), the element types are not f32, a shape is
    dynamic, a scale or bias is neither a `[C]` tensor nor a splat
    constant, the runs do not fit a grid (2^31 - 1 blocks) or the knobs do
    not fit. A knob parameter that is not one integer is a definite failure.
    Consumes the target handle and returns the `gpu.launch`.
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

#endif // KGEN_NORM_KERNEL_OPS_TD
