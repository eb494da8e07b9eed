//===- Passes.td - kgen lowering passes --------------------*- tablegen -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_LOWERING_PASSES_TD
#define KGEN_LOWERING_PASSES_TD

include "mlir/Pass/PassBase.td"

def DecomposeAggregates : Pass<"kgen-decompose-aggregates", "::mlir::func::FuncOp"> {
  let summary = "Decomposes aggregate ops (kgen payload ops, linalg.softmax) into upstream linalg ops.";
  let description = [{
    Rewrites every op that implements linalg's `AggregatedOpInterface` (the
    kgen payload ops such as `kgen.conv_transpose` and the normalization
    family, and upstream ones such as `linalg.softmax`) with its default
    decomposition, repeatedly, until none is left. It is the first step of
    every kgen lowering pipeline and of the validator's reference, so those
    ops lower (naively) without a strategy; the `transform.kgen` rewrite ops
    offer the search other decompositions.

    The normalization family (`kgen.layer_norm`, `kgen.group_norm`, ...)
    is decomposed in the form `normalization-form` names (see
    `transform.kgen.decompose_normalization`): `shifted_sums` by default,
    so that a layer or group norm's mean and variance come from one
    reduction with two results, which reads the input once and splits
    across threads like a sum (the lowering pipelines); the validator's
    float64 reference uses `two_pass`, the most accurate.

    ```mlir
    %r = linalg.softmax dimension(1) ins(%x : tensor<4x8xf32>)
           outs(%init : tensor<4x8xf32>) -> tensor<4x8xf32>
    // becomes: a max reduction, exp(x - max), a sum reduction, a division
    ```
  }];
  let options = [
    Option<"normalizationForm", "normalization-form", "std::string",
           /*default=*/"\"shifted_sums\"",
           "How the normalization ops' statistics are computed: two_pass, "
           "online or shifted_sums">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def RecomputeElementwise
    : Pass<"kgen-recompute-elementwise", "::mlir::func::FuncOp"> {
  let summary = "Recomputes elementwise values where they are read instead "
                "of storing them: gathered elements, and cheap producers "
                "with several uses.";
  let description = [{
    Two rewrites of the function's top-level ops and the bodies of its
    top-level linalg ops (not inside loops or launches: a strategy's tiles
    are left alone), both of which turn a
    tensor that would be written to memory and read back into arithmetic
    where it is used:

    - **Gathered elements.** A `tensor.extract` of the result of an
      elementwise `linalg.generic` (only parallel loops, projected
      permutation maps, an identity result map) becomes the op's body on
      the extracted elements of its inputs. A cross-entropy's
      `log_softmax(x)[i, target[i]]` then reads the row's statistics and
      one element of `x`, and the log-softmax tensor is never formed.
    - **Cheap producers.** Upstream's elementwise fusion fuses a producer
      with one use; a producer with several (a norm's `x - mean`, read by
      the variance and by the normalization; a softmax's `exp(x - max)`,
      read by the sum and by the division) stays a tensor of its own. For
      a producer that `isRecomputable` (elementwise, reading at most one
      operand in full, the others broadcast) recomputing it in each
      consumer reads the same bytes as reading its result and saves the
      store and the buffer, so it is cloned once per use by an
      elementwise or reduction `linalg.generic` (uses by anything else, a
      contraction say, keep the original), backwards so that chains are
      cloned whole. Upstream's elementwise fusion, which runs next in
      every pipeline, then fuses each copy into its consumer.

    ```mlir
    %c = linalg.generic ... ins(%x, %mean) ...  // x - mean, two uses
    %v = linalg.generic {reduction} ins(%c) ... // sum of squares
    %y = linalg.generic ... ins(%c, %rstd) ...  // (x - mean) * rstd
    // becomes: one copy of %c for %v and one for %y
    ```
  }];
  let dependentDialects = [
    "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def SplitLongReductions
    : Pass<"kgen-split-long-reductions", "::mlir::func::FuncOp"> {
  let summary = "Splits long reductions into partial reductions and a "
                "combine, for accuracy and parallelism.";
  let description = [{
    A reduction the naive lowering runs as one sequential loop per output
    element accumulates the rounding error of every step: a float32 sum of
    n terms drifts like n ulps, so a row of 65536 values or a batch norm's
    per-channel sum over millions fails a strict float64 comparison that
    PyTorch's blocked sums pass, and one thread per output element leaves
    the GPU idle. This pass splits every structured op on tensors at the
    function's top level (not inside loops or launches: a strategy's tiles
    are left alone) whose reduction extent (the product of its reduction
    loops' sizes) is at least `min-extent`, whose body reduces with one
    combiner that has a neutral element (add, mul, max, min) and that has
    one output, into
    - partial reductions into a new tensor (initialized with the neutral
      element): P partials per output, at least about sqrt(extent)
      (accuracy), more when the outputs alone give fewer than 2^18
      threads (parallelism: a batch norm's 64 channels), never fewer than
      32 terms each, at most 16 M partial elements in all. The reduction
      loops give the partials innermost first: a loop that fits in what is
      still wanted becomes parallel whole; otherwise a divisor F of its
      size splits it in two, k = kk * F + f (its inputs expanded, kk still
      reduced, f a new parallel lane loop), interleaved so that
      neighbouring threads read neighbouring elements. The lane loops go
      after the others when the innermost loop is the split one, else each
      just before its kk loop (the innermost loop stays the fastest, and
      the threads that run at once read neighbouring blocks of the input);
      the partials' layout follows the partial op's parallel loops;
    - a combine: the partials reduced into the original init, split again
      the same way while it reduces at least 512 partials.
    `partials=P` (0, the default: the choice above) asks for P partials per
    output instead, of every reduction of at least 2P iterations whatever
    `min-extent` (the divisors of the loops permitting; a combine still
    splits by the rule above), and `contiguous` splits a loop into
    contiguous chunks instead, k = f * KK + kk: each partial then walks
    KK neighbouring elements (rows, for a loop over rows) instead of
    elements F apart. These two are what a strategy tunes
    (strategies/gpu/reduction-partials.mlir).
    A sum of n terms then runs as sums of at most about sqrt(n) terms
    each: error like 2 sqrt(n) ulps instead of n. The result differs from
    the sequential order only by rounding. Ops with dynamic sizes, several
    outputs, or a body without a recognized single combiner are left as
    they are; a loop is split in two only when every input indexes it
    alone in one dimension and the body does not read its index (else it
    is made parallel whole or left).

    ```mlir
    // sum over d1 (65536) of a 32x65536 tensor: a 32x2048 tensor of
    // partial sums (each over 32 elements, k = kk * 2048 + f), a 32x64
    // tensor of their partial sums, then the sum of those.
    ```
  }];
  let options = [
    Option<"minExtent", "min-extent", "int64_t", /*default=*/"4096",
           "Reduction extents below this stay as they are">,
    Option<"partials", "partials", "int64_t", /*default=*/"0",
           "Partials per output of a split op (0: automatic)">,
    Option<"contiguous", "contiguous", "bool", /*default=*/"false",
           "Split a loop into contiguous chunks (k = f * KK + kk) instead "
           "of interleaved ones (k = kk * F + f)">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def CopiesToLinalg : Pass<"kgen-copies-to-linalg", "::mlir::func::FuncOp"> {
  let summary = "Rewrites memref.copy as linalg.copy, so copies lower to loops.";
  let description = [{
    `memref.copy` between buffers with non-identity layouts (for example the
    strided copy bufferization makes of a `tensor.pad`) lowers to a call to
    the `memrefCopy` runtime function, which kgen's host code does not link.
    As `linalg.copy` it becomes loops with the rest of the linalg ops. The
    host pipeline runs it before `convert-linalg-to-loops`. With
    `in-launches`, only the copies inside `gpu.launch` bodies are rewritten
    (the GPU pipelines: a copy a strategy left in a kernel, such as a
    thread's private accumulator written to its output, would otherwise
    become an `llvm.memcpy` of unknown alignment, i.e. byte stores; the
    copies in host code move device buffers and stay).
  }];
  let options = [
    Option<"inLaunches", "in-launches", "bool", /*default=*/"false",
           "Rewrite only the copies inside gpu.launch bodies">,
  ];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def GpuMapNaive : Pass<"kgen-gpu-map-naive", "::mlir::func::FuncOp"> {
  let summary = "Maps every remaining linalg op to a GPU kernel with one thread per output element (or per vector of 4 of an elementwise op).";
  let description = [{
    The correctness reference and the baseline kgen's search must beat. Every
    linalg op on buffers that is not already inside a `gpu.launch` becomes a
    `gpu.launch` in which each thread computes one element of the op's
    parallel iteration space and runs the reduction loops sequentially:

    0. a `linalg.fill` of a constant into a fresh buffer (a `memref.alloc`
       whose first user is the fill) whose next user is a linalg op with
       that buffer as one of its inits (and as no other operand) is taken
       out: the constant becomes the accumulator's initial value in step
       6b, so that the buffer is not written by the fill and read back (a
       split reduction's partials: twice their bytes);
    1. `memref.copy` in host code becomes `linalg.copy`, so that copies run
       on the device too;
    2. each linalg op is rewritten to an `scf.parallel` over its parallel
       dimensions (reductions become `scf.for` inside); an op with no parallel
       dimension gets a single-iteration loop. An elementwise op (every loop
       parallel, static shapes, identity-layout buffers of 32- or 64-bit
       elements, no index or extract in its body) whose innermost loop has a
       multiple of 4 iterations and whose operands each have that loop as
       their innermost dimension or do not use it (a per-channel operand) is
       tiled by 4 along that loop instead: each iteration, and so each
       thread, reads and writes one vector of 4 per operand (128-bit
       accesses for f32; a broadcast operand is loaded once and splat, and
       an input indexed with 0 in unit dimensions, a [C, 1, 1] bias read
       as (d1, 0, 0), is read through a view without them first);
    3. the parallel dimensions of each loop nest are collapsed into one,
       which is tiled by `threads-per-block` (bounds are checked inside);
    4. the tile loop maps to threads (x) and the tiled loop to blocks (x),
       so a launch has ceil(elements / threads-per-block) blocks;
    5. the mapped loops become `gpu.launch` ops;
    6. a reduction loop's accumulator (a load and a store of one element
       of the output at indices the loop does not change, no other access
       to that buffer in the loop) is kept in a register across the loop:
       loaded once before it, stored once after (a matmul's thread no
       longer stores its sum to global memory every K step);
       6b. in the launch of step 0's op, the buffer's loads outside any loop
       and before any store to it (the hoisted initial values) become the
       fill's constant; where the launch still reads the buffer otherwise
       (an accumulator step 6 could not keep in a register), the fill is
       put back before it and mapped like the others;
    7. each innermost loop of a reduction (an `scf.for` with iteration
       arguments and no loop inside) whose trip count is unknown or at least
       twice `reduction-unroll` is unrolled by that factor: the copies'
       loads do not depend on the accumulator, so a thread has that many
       loads in flight instead of one (the order of the combination is
       unchanged: the results are bitwise those of the rolled loop).

    The op must have buffer semantics: bufferize first.
  }];
  let options = [
    Option<"threadsPerBlock", "threads-per-block", "int64_t", "256",
           "Threads per block along the innermost parallel dimension">,
    Option<"reductionUnroll", "reduction-unroll", "int64_t", "8",
           "Unroll factor of the innermost reduction loops (1: off)">,
  ];
  let dependentDialects = [
    "::mlir::gpu::GPUDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::ub::UBDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def GpuHostBuffers : Pass<"kgen-gpu-host-buffers", "::mlir::ModuleOp"> {
  let summary = "Puts the buffers that host code allocates on the device.";
  let description = [{
    Kernels run on device memory that the caller owns: host functions receive
    device pointers. This pass rewrites what host code (functions outside
    `gpu.module`, outside `gpu.launch`) does with buffers so that every buffer
    a kernel can see is device memory:

    * `memref.alloc` / `memref.alloca` become `gpu.alloc`, and a temporary
      that is not returned is freed with `gpu.dealloc` before each return;
      those of static size in the function's entry block are allocated at
      its start (and freed only before the returns);
    * `memref.dealloc` becomes `gpu.dealloc` (of the other buffers);
    * `memref.get_global` (constants) becomes a `gpu.alloc` filled from the
      host global with `gpu.memcpy`, freed before returning;
    * `memref.copy` becomes `gpu.memcpy`.

    It emits the synchronous forms (no async tokens): `gpu-async-region`,
    which the pipelines run next, puts them on the function's one stream
    with the launches, in program order, so that the host waits once per
    call (for a result or at the return), not around every allocation, copy
    or free.

    Run it after `kgen-verify-gpu-launches`, which rejects host code that
    would touch buffer contents.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def GpuSinkIntoLaunches : Pass<"kgen-gpu-sink-into-launches"> {
  let summary = "Rematerializes pure host computations inside the gpu.launch ops that use them.";
  let description = [{
    Transform scripts hoist loop-invariant values out of the loops that
    become kernels: constants, but also `vector.step`, broadcasts and
    arithmetic on them (a fused epilogue's `linalg.index` vectorized, the
    masks of partial tiles). Left in host code, they would be errors of
    `kgen-verify-gpu-launches` (vector ops cannot run on the host over device
    buffers) or kernel arguments; a `vector<Nxi1>` argument is even passed
    wrongly (the host stores it bit-packed, NVPTX reads a byte per lane).
    This pass clones into each `gpu.launch` the memory-effect-free,
    region-free ops of the arith, index, math and vector dialects (and
    constants) whose results the launch uses, transitively through their
    operands (upstream `sinkOperationsIntoLaunchOp`); host uses keep the
    original, which is erased when nothing else uses it. Run it before
    `kgen-verify-gpu-launches`.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def GpuTensorMapArguments
    : Pass<"kgen-gpu-tensor-map-arguments", "::mlir::ModuleOp"> {
  let summary = "Passes TMA descriptors to outlined kernels as pointers.";
  let description = [{
    A `!nvgpu.tensormap.descriptor` created on the host
    (`nvgpu.tma.create.descriptor`) and used in a `gpu.launch` becomes an
    argument of the outlined kernel, a type that neither
    `convert-gpu-to-nvvm` (the kernel's signature) nor `gpu-to-llvm` (the
    launch's operands) converts. The descriptor is a pointer to the
    tensor map in device memory (what `convert-nvgpu-to-nvvm` lowers it
    to): this pass makes every such kernel argument an `!llvm.ptr` cast to
    the descriptor type at the kernel's entry, and every such
    `gpu.launch_func` operand the descriptor cast to `!llvm.ptr`, with
    `builtin.unrealized_conversion_cast`s that fold away once
    `convert-nvgpu-to-nvvm` has run on both sides. Run it after kernel
    outlining, before `convert-nvgpu-to-nvvm`.

    ```mlir
    gpu.func @k(%d: !nvgpu.tensormap.descriptor<...>) kernel
    // becomes
    gpu.func @k(%p: !llvm.ptr) kernel {
      %d = builtin.unrealized_conversion_cast %p : !llvm.ptr to !nvgpu.tensormap.descriptor<...>
    ```
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def ReadOnlyArguments : Pass<"kgen-read-only-arguments",
                              "::mlir::ModuleOp"> {
  let summary = "Marks the tensor arguments of functions read-only for bufferization.";
  let description = [{
    A kernel's tensor arguments are values: `linalg.matmul ins(%a, %b)
    outs(%c)` returns `C + A B` and leaves the caller's `%c` as it was.
    One-shot bufferization across function boundaries takes arguments to be
    writable unless told otherwise, and would accumulate into the caller's
    buffer of `%c` in place: the kernel then changes one of its inputs, and
    a second call on the same inputs gives a different answer (the
    validator's determinism and inputs-unchanged checks reject it). This
    pass sets `bufferization.writable = false` on every tensor argument of
    every function with a body (an attribute already there is kept), so
    that bufferization copies such an argument into a new buffer before
    writing into it; `buffer-results-to-out-params` and
    `kgen-forward-result-copies` then make that buffer the caller's
    out-parameter (one copy of `%c` into the result, which the semantics
    needs). Run it before `one-shot-bufferize`; kgen's pipelines and its
    strategy runs do.
  }];
  let dependentDialects = ["::mlir::bufferization::BufferizationDialect"];
}

def ForwardResultCopies : Pass<"kgen-forward-result-copies",
                                "::mlir::func::FuncOp"> {
  let summary = "Writes a call's result straight into the out-parameter it is copied to.";
  let description = [{
    After `buffer-results-to-out-params`, a function that calls a kernel
    function (a partitioned model's `@main`) allocates a buffer for the
    kernel's result, passes it as the kernel's out-parameter and copies it
    into its own out-parameter: on a GPU target a device allocation, a
    device copy and a free on every call (0.5 ms for a 64 MB result on an
    H200). This pass removes the detour: for a `memref.copy %buf, %arg`
    whose source is a `memref.alloc` of the same block with the same type
    (or a `memref.collapse_shape` of one: a result reshaped on its way out,
    a group norm's `[N, G, C/G, H, W]` returned as `[N, C, H, W]`), whose
    destination is an argument of the function, when the buffer has no
    use after the copy but deallocations and the argument no use between
    the allocation and the copy, the buffer's uses become uses of the
    argument (through a `memref.expand_shape` of it for a collapsed
    source) and the allocation, the copy and the deallocations go. Inside
    a kernel function this saves a full copy kernel (a read and a write of
    the result).
    Out-parameters are taken not to alias the inputs (kgen's host ABI:
    docs/lowering.md).
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def GpuWorkgroupAllocs : Pass<"kgen-gpu-workgroup-allocs"> {
  let summary = "Turns allocations inside gpu.launch into workgroup attributions (shared memory) or thread-stack allocas.";
  let description = [{
    Strategies that promote operands to shared memory (for example
    `transform.structured.promote` with a workgroup memory space) leave
    `memref.alloc` / `memref.alloca` ops of the workgroup address space in the
    kernel body. Lowered as they are, they would call `malloc` on the device.
    This pass makes each statically shaped one a workgroup attribution of the
    enclosing `gpu.launch` (a `.shared` array in PTX, LDS on AMD GPUs) and
    erases its `memref.dealloc`. A dynamically shaped one is an error.

    Allocations of the default memory space inside a launch are a thread's
    own temporaries (bufferization allocates them for per-thread tiles):
    statically shaped ones of at most `max-private-bytes` that do not
    outlive their loop iteration (not passed through a terminator) become
    one `memref.alloca` at the top of the launch body (registers or local
    memory) instead of device `malloc` calls; their deallocations are
    erased.
  }];
  let options = [
    Option<"maxPrivateBytes", "max-private-bytes", "int64_t", "4096",
           "Largest thread-private allocation moved to the stack, in bytes">,
  ];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def KernelVectorToLLVM
    : Pass<"kgen-kernel-vector-to-llvm", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Lowers a GPU module's vector ops to LLVM, shared and private memory included.";
  let description = [{
    Upstream's `convert-vector-to-llvm` inside a `gpu.module`, with the GPU
    address spaces mapped to the target's (NVVM: global 1, workgroup 3,
    private 0; ROCDL: global 1, workgroup 3, private 5), as
    `convert-gpu-to-nvvm` / `-rocdl` map them. Upstream's pass converts
    memrefs without that mapping: on a vector load or store of shared
    memory (a GEMM's staged tiles, a block reduction's scratch) its type
    converter fails and prints `error: conversion of memref memory space
    ...` on a compile that then succeeds (the GPU conversion lowers the op).
    With `use-vector-alignment`, vector accesses of global and private
    memory are aligned to the vector's size (NVPTX then emits 128-bit
    accesses) where the memref's layout keeps every vector on a multiple of
    its length (a static offset and static strides, but the innermost (1),
    that are multiples of it; dimensions of extent 1 aside); the others
    keep the element's alignment (rows of 63 floats read 4 at a time
    faulted with CUDA_ERROR_MISALIGNED_ADDRESS). Those of shared memory
    keep the element's alignment, as the GPU conversion gave them: a workgroup attribution is only as aligned as
    its element in the PTX (`.shared .align 4`), and NVPTX forms vectors
    there where it proves the alignment (a GEMM's dynamic shared memory).
    The same vector-to-vector lowerings as upstream's pass run first
    (contract, transpose, transfer, masks, broadcast, shape casts, gathers).

    ```mlir
    %v = vector.load %smem[%i, %j] : memref<4x16xf32, #gpu.address_space<workgroup>>, vector<4xf32>
    // becomes: llvm.load %p {alignment = 4 : i64} : !llvm.ptr<3> -> vector<4xf32>
    ```
  }];
  let options = [
    Option<"rocdl", "rocdl", "bool", "false",
           "Map the address spaces as ROCDL does (private 5) instead of NVVM">,
    Option<"useVectorAlignment", "use-vector-alignment", "bool", "true",
           "Align vector loads and stores of global and private memory to the vector's size">,
  ];
  let dependentDialects = [
    "::mlir::LLVM::LLVMDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::memref::MemRefDialect",
  ];
}

def VerifyGpuLaunches : Pass<"kgen-verify-gpu-launches", "::mlir::ModuleOp"> {
  let summary = "Checks that host code is fully mapped and launches fit the chip.";
  let description = [{
    Before kernels are outlined and lowered, checks against the target (the
    `chip` option, else the module's `kgen.target` attribute):

    * no `scf.forall` is left in host code (a forall that a strategy tiled but
      did not map to blocks/threads);
    * host code only manages buffers and launches kernels: a linalg, tensor,
      vector or bufferization op, or a `memref.load`/`memref.store`, left
      outside `gpu.launch` would run on the CPU over device memory (or not
      lower at all), and is an error naming the op;
    * every `gpu.launch` has at most `max_threads_per_block` threads, block
      dimensions within 1024 x 1024 x 64, a grid within 2^31 - 1 in x and
      65535 in y/z (NVIDIA), and no dimension of 0 or less (a size that
      overflowed), when they are constants;
    * the static workgroup (shared) memory of every launch (workgroup
      attributions and allocations in the workgroup address space) fits
      `max_shared_memory_per_block`;
    * no `memref.alloc` outside workgroup memory is left in a `gpu.launch`
      body or a `gpu.func`: on the device it is a `malloc` from the device
      heap by every thread that runs it (a producer materialized whole in
      each thread, say), which fails or exhausts the heap.
      `kgen-gpu-workgroup-allocs`, which runs before in the GPU pipelines,
      already put a thread's small static temporaries on its stack
      (`memref.alloca`).

    Each violation is an error at the offending op.
  }];
  let options = [
    Option<"chip", "chip", "std::string", "\"\"",
           "Chip whose limits apply (default: the module's kgen.target)">,
  ];
  let dependentDialects = ["::mlir::kgen::KgenDialect"];
}

def AttachTarget : Pass<"kgen-attach-target", "::mlir::ModuleOp"> {
  let summary = "Attaches the NVVM or ROCDL target of a kgen target to every gpu.module.";
  let description = [{
    Reads the chip from the `chip` option, else from the module's
    `kgen.target` attribute, and attaches `#nvvm.target` (backend nvvm) or
    `#rocdl.target` (backend rocdl) to every `gpu.module` that has no target
    yet. The NVVM target gets the PTX version the chip needs (PTX 8.0 for
    sm_80, sm_90 and sm_90a; sm_90 needs at least 7.8) unless `features`
    names one. An unknown chip, a module with no target at all, or the host
    backend is an error.
  }];
  let options = [
    Option<"chip", "chip", "std::string", "\"\"",
           "Chip to compile for (default: the module's kgen.target)">,
    Option<"features", "features", "std::string", "\"\"",
           "Target features, e.g. +ptx80 (default: chosen for the chip)">,
    Option<"optLevel", "O", "unsigned", "3", "Optimization level">,
  ];
  let dependentDialects = [
    "::mlir::kgen::KgenDialect",
    "::mlir::NVVM::NVVMDialect",
    "::mlir::ROCDL::ROCDLDialect",
  ];
}

def SerializeGpuBinaries : Pass<"kgen-serialize-gpu-binaries", "::mlir::ModuleOp"> {
  let summary = "Assembles the PTX or AMDGCN of gpu.binary ops into cubin or hsaco, and writes the artifacts.";
  let description = [{
    Runs after `gpu-module-to-binary{format=isa}`, whose objects hold PTX
    (NVVM) or AMDGCN assembly (ROCDL). For each object this pass

    * NVVM: runs `ptxas -v` of the CUDA toolkit on the PTX and replaces the
      object by the cubin (`format=bin`), or keeps the PTX for the driver to
      JIT (`format=isa`). The registers per thread ptxas reports are
      recorded, and a `gpu.launch_func` whose constant block size would need
      more registers than the chip has per block is an error;
    * ROCDL: assembles the AMDGCN with LLVM's AMDGPU backend and links the
      code object with `ld.lld` into an hsaco (`format=bin`), or keeps the
      assembly (`format=isa`).

    With `artifacts-dir`, it also writes, per kernel module, `<name>.ptx`,
    `<name>.cubin` and `<name>.sass` (when `cuobjdump` is present), or
    `<name>.s` and `<name>.hsaco`; the host code with the device code
    embedded as `host.ll`, and, with LLVM's `llc` and `ld.lld`, as `host.o`
    and `libhost.so` (the LLVM IR translations must be registered, as in
    kgen-opt); and `kernels.json`: the target, the files, and for every
    `gpu.launch_func` the kernel name, module, host function, grid and block
    sizes (null where not constant) and dynamic shared memory. The schema is
    in docs/lowering.md.

    The CUDA tools are searched in `toolkit`/bin only when `toolkit` is
    given, else in `$CUDA_PATH`, `$CUDA_HOME`, `/usr/local/cuda`, then
    `$PATH`; `ld.lld` beside the LLVM
    tools kgen was built with, then `$PATH`. A missing tool is an error that
    names it and where it was looked for.
  }];
  let options = [
    Option<"format", "format", "std::string", "\"bin\"",
           "What the gpu.binary keeps: bin (cubin/hsaco) or isa (PTX/AMDGCN)">,
    Option<"toolkit", "toolkit", "std::string", "\"\"",
           "CUDA toolkit directory (default: searched)">,
    Option<"artifactsDir", "artifacts-dir", "std::string", "\"\"",
           "Directory to write the artifacts and kernels.json into">,
  ];
}

#endif // KGEN_LOWERING_PASSES_TD
