//===- Passes.td - kgen partitioning passes ----------------*- tablegen -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_PARTITION_PASSES_TD
#define KGEN_PARTITION_PASSES_TD

include "mlir/Pass/PassBase.td"

def AnnotateFusionGroups : Pass<"kgen-annotate-fusion-groups", "::mlir::ModuleOp"> {
  let summary = "Decides which ops of a model's entry function form one kernel.";
  let description = [{
    Groups the top-level ops of the entry function (`@main`, the output of
    the importer) into kernels and records each op's group as
    `kgen.fusion_group = <i> : i64`. The decision is deterministic and
    follows docs/partition.md:

    - every root (a contraction, convolution, pooling or reduction by
      `classifyOp`, any op with reduction loops, and any op implementing
      `linalg::AggregatedOpInterface`: `linalg.softmax`, the `kgen.*`
      payload ops) starts its own group; a group never holds two roots;
    - elementwise consumers of a root join its group (epilogue fusion), then
      elementwise producers whose every use is in one root's group join it
      (prologue fusion); an elementwise producer that reads at most one
      operand in full (`isRecomputable`), used only by elementwise and
      reduction ops and not by `@main`, gets no group and is recomputed
      in every kernel that uses it; any other producer used by several
      kernels is not duplicated: it stays in a kernel of its own (or in
      the group it is a consumer of) and the kernels it feeds take its
      result;
    - the remaining elementwise ops form standalone elementwise chains;
    - copy-like ops (`tensor.pad`, `tensor.extract_slice`, `linalg.fill`,
      `linalg.broadcast`, `linalg.transpose`, ...), splat and scalar
      constants and `tensor.empty` get no group: outlining clones them into
      every kernel that uses them (so a `tensor.pad` in front of a
      convolution joins the convolution's kernel); a copy-like op used by
      `@main` itself is grouped like an elementwise op;
    - reshapes (`tensor.collapse_shape`, `tensor.expand_shape`, which are
      views), calls and non-splat constants stay in `@main`: kernels take
      them as arguments.

    Groups never form a cycle (a kernel that would both feed and consume
    another op is not formed). Group ids are numbered densely in program
    order of each group's first op.

    Groups already present (`kgen.fusion_group` set by a person, an agent or
    an earlier run) are honored: their ops keep their grouping, and the
    other ops are grouped around them by the same rules. A preset grouping
    with two roots in one group, or with a cycle between groups, is an
    error. `reset` drops preset groups first.

    ```
    kgen-opt --kgen-annotate-fusion-groups model.mlir        # then edit, then
    kgen-opt --kgen-outline-kernels model-annotated.mlir
    ```
  }];
  let options = [
    Option<"entry", "entry", "std::string", /*default=*/"\"main\"",
           "Name of the function to partition">,
    Option<"fuse", "fuse", "std::string", /*default=*/"\"all\"",
           "What joins a root's kernel: all (elementwise producers and "
           "consumers), producers, consumers or none (every root and every "
           "elementwise op alone)">,
    Option<"reset", "reset", "bool", /*default=*/"false",
           "Drop kgen.fusion_group attributes already present instead of "
           "honoring them">,
  ];
  let dependentDialects = ["::mlir::kgen::KgenDialect"];
}

def OutlineKernels : Pass<"kgen-outline-kernels", "::mlir::ModuleOp"> {
  let summary = "Outlines every fusion group of the entry function as a kernel function.";
  let description = [{
    Reads the `kgen.fusion_group` attributes of the entry function's
    top-level ops (set by `--kgen-annotate-fusion-groups` or by hand) and
    turns each group into `func.func private @<entry>_k<i>_<root>` with the
    unit attribute `kgen.kernel`, where `<i>` is the group id and `<root>`
    names the group's root (the op name without its dialect, the class of a
    `linalg.generic` root, or `elementwise` for a group without a root).
    Values the group uses from outside become tensor arguments, in order of
    first use; values used outside become results, in program order. The
    entry function keeps calls to the kernels, reshapes, calls and the
    constants the kernels take as arguments. Ops without a group that are
    copy-like, `tensor.empty`, splat or scalar constants are cloned into each
    kernel that uses them.

    Errors: a root or elementwise op without a group, a group with two
    roots, and groups that depend on each other in a cycle (outlining would
    break dominance), each reported at the op concerned.

    ```
    kgen-opt --kgen-outline-kernels annotated.mlir
    ```
  }];
  let options = [
    Option<"entry", "entry", "std::string", /*default=*/"\"main\"",
           "Name of the function to partition">,
  ];
  let dependentDialects = ["::mlir::kgen::KgenDialect",
                           "::mlir::func::FuncDialect"];
}

def OnePassMoments : Pass<"kgen-one-pass-moments", "::mlir::func::FuncOp"> {
  let summary = "Computes a mean and a centered sum of squares of the same "
                "tensor in one pass over it.";
  let description = [{
    A variance as the importer writes it (a batch, group, layer or instance
    norm's statistics) reads its input twice: `S = sum(x)`, `m = S / n`,
    then `V = sum((x - m)^2)` over the same reduction dimensions, which
    cannot start before `S` is complete. This pass rewrites the pair into
    one reduction that reads `x` once and produces two sums of the shifted
    data, `A = sum(x - c)` and `B = sum((x - c)^2)`, where the shift `c` is
    the mean of the first 32 elements of each row along its innermost
    reduction dimension (the other reduction dimensions at index 0;
    `buildRowShift`); then `S = n * c + A` and
    `V = max(B - A * A / n, 0)`, elementwise on the outputs.

    The identity is exact. Its rounding is that of the two sums times
    `1 + (mean - c)^2 / variance`: `c` is an average of the data, so the
    offset of the data (its mean far above its spread) cancels in `x - c`,
    unlike the one-pass `E[x^2] - E[x]^2`, which the validator's offset
    trial rejects, and one outlier at the row's start moves `c` by a 32nd
    of its distance (a shift of one element fails the validator's special
    trial, whose rows hold values of 1e6 among normal ones). Only this exact chain is matched (the mean
    divides by the reduction's extent; `x` is read with the identity map;
    the statistics' maps are the reduction's parallel dimensions in
    order); anything else is left as it is.

    `kgen-partition` runs it first (its `one-pass-moments` option), so
    that the statistics form one kernel that reads the input once.

    ```
    kgen-opt --pass-pipeline='builtin.module(func.func(kgen-one-pass-moments))' model.mlir
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def Partition : Pass<"kgen-partition", "::mlir::ModuleOp"> {
  let summary = "Partitions a model's entry function into kernel functions.";
  let description = [{
    `--kgen-annotate-fusion-groups` followed by `--kgen-outline-kernels`:
    the imported `@main` becomes calls to `{kgen.kernel}` functions, each a
    root with its fusable elementwise neighbours or an elementwise chain,
    the unit kgen's search tunes (docs/partition.md). The canonicalization
    patterns of the kgen ops run first, alone (a log-softmax read only by
    `tensor.extract` becomes a `kgen.logsumexp`), so that kernels are formed
    from what is computed.

    ```
    kgen-opt --kgen-partition model.mlir -o part.mlir
    kgen-opt --kgen-partition="fuse=consumers" model.mlir
    ```
  }];
  let options = [
    Option<"entry", "entry", "std::string", /*default=*/"\"main\"",
           "Name of the function to partition">,
    Option<"fuse", "fuse", "std::string", /*default=*/"\"all\"",
           "What joins a root's kernel: all, producers, consumers or none">,
    Option<"reset", "reset", "bool", /*default=*/"false",
           "Drop kgen.fusion_group attributes already present instead of "
           "honoring them">,
    Option<"onePassMoments", "one-pass-moments", "bool", /*default=*/"true",
           "Run kgen-one-pass-moments first: a variance's two reductions "
           "over its input become one">,
  ];
  let dependentDialects = ["::mlir::kgen::KgenDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

#endif // KGEN_PARTITION_PASSES_TD
