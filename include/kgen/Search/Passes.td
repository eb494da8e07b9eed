//===- Passes.td - kgen search passes ----------------------*- tablegen -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_SEARCH_PASSES_TD
#define KGEN_SEARCH_PASSES_TD

include "mlir/Pass/PassBase.td"

def KgenTune : Pass<"kgen-tune", "::mlir::ModuleOp"> {
  let summary = "Tunes every kernel of the module and replaces it by its "
                "best verified candidate.";
  let description = [{
    The whole search loop as one pass (docs/search.md). The kernels are the
    functions with the `kgen.kernel` unit attribute (what `kgen-partition`
    outlines); a module without any has every public function with a body
    tuned. Each distinct kernel is its own workload, keyed in the tuning
    database by its structural hash, the target and the precision policy.

    For every kernel the naive lowering is validated and timed, the
    strategies whose starting point applies are searched by the proposers
    (and external agents), and every candidate is validated by
    kgen-validate's protocol in a worker process (posix_spawn of
    kgen-validate, safe inside a multithreaded pass manager); a pool of
    `compile-threads` threads resolves, applies and lowers the next
    candidates while one is measured. The supervisor shares `budget`
    between the kernels by their share of the naive latency (every kernel
    that a strategy applies to gets at least one trial when the budget
    allows); trials a kernel does not use go to the next.

    Each tuned kernel is replaced by its best verified candidate: the
    transformed function keeps its name, visibility and attributes; a
    kernel that the strategy bufferized takes and returns memrefs, and its
    calls get `bufferization.to_buffer` / `bufferization.to_tensor restrict`
    bridges, so that `--kgen-lower-to-nvvm` / `--kgen-lower-to-host` still
    lower the whole module and `@main` computes the same function. A kernel
    no strategy applies to (or with no verified candidate) is kept as it is
    and reported; that is not an error. A kernel that cannot be tuned at
    all (its naive lowering does not validate, e.g. the worker cannot
    start; a strategy file does not load) is an error, as it is for the
    kgen-tune tool, unless `allow-failures` keeps it as it is.

    Example:

    ```
    kgen-opt model.mlir --kgen-tune="target=sm_90 budget=200 db=tune.db" -o tuned.mlir
    ```
  }];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"\"",
           "host, or a GPU chip such as sm_90 (default: the module's "
           "kgen.target, else host)">,
    Option<"budget", "budget", "unsigned", /*default=*/"20",
           "Candidates to evaluate, over all kernels">,
    Option<"db", "db", "std::string", /*default=*/"\"\"",
           "Tuning database (SQLite file)">,
    ListOption<"strategiesDirs", "strategies-dir", "std::string",
               "Directories of strategies (their host/ or gpu/ subdirectory "
               "by target; default: $KGEN_STRATEGIES_DIR, else "
               "share/kgen/strategies of the install prefix)">,
    ListOption<"strategyFiles", "strategy", "std::string",
               "Strategy files">,
    ListOption<"proposers", "proposers", "std::string",
               "Proposers, asked in turn (heuristic, evolutionary, random, "
               "exhaustive; default heuristic,evolutionary,random)">,
    Option<"seed", "seed", "uint64_t", /*default=*/"1", "Search seed">,
    Option<"validationSeed", "validation-seed", "uint64_t", /*default=*/"0",
           "Validator secret seed (0: random)">,
    Option<"precision", "precision", "::mlir::kgen::Precision",
           /*default=*/"::mlir::kgen::Precision::strict",
           "Precision policy: strict, tf32 or bf16", [{::mlir::kgen::getPrecisionOptionValues()}]>,
    Option<"trials", "trials", "unsigned", /*default=*/"5",
           "Validation trials (at least 5)">,
    Option<"timeout", "timeout", "double", /*default=*/"120",
           "Seconds a candidate's worker may run">,
    Option<"timeLimit", "time-limit", "double", /*default=*/"0",
           "Seconds for the whole search (0: none): after them no candidate "
           "is proposed or measured, and every kernel gets the best found "
           "so far (the one being measured finishes); waits for the GPU "
           "lock do not count, up to half the limit">,
    Option<"beatNaive", "beat-naive", "bool", /*default=*/"true",
           "A candidate replaces a kernel only when it is faster than the "
           "kernel's naive lowering (false: the best verified candidate "
           "replaces it whatever its time, e.g. to study candidates)">,
    Option<"allowFailures", "allow-failures", "bool", /*default=*/"false",
           "Keep a kernel that cannot be tuned (its naive lowering does not "
           "validate, a strategy does not load) as it is, reported, instead "
           "of failing the pass (a harness that lowers the rest of a model "
           "anyway)">,
    Option<"naiveErrorFactor", "naive-error-factor", "double",
           /*default=*/"16",
           "When a kernel's naive lowering fails the precision policy's "
           "bounds alone (a long float32 reduction before a "
           "range-compressing epilogue), candidates are held to max(the "
           "policy's bounds, this factor x the naive lowering's error on "
           "the same output and trial) (0: off, such a kernel cannot be "
           "tuned; otherwise at least 1)">,
    Option<"reference", "reference", "::mlir::kgen::ReferenceKind",
           /*default=*/"::mlir::kgen::ReferenceKind::Auto",
           "Where the validator's float64 reference runs: host, device or "
           "auto (the device for a GPU target with a driver)",
           [{::mlir::kgen::getReferenceOptionValues()}]>,
    Option<"checks", "checks", "::mlir::kgen::ChecksPlace",
           /*default=*/"::mlir::kgen::ChecksPlace::Auto",
           "Where the validator's per-element checks run: host, device or "
           "auto (the device for operands of 256 MiB and more with a device "
           "reference)",
           [{::mlir::kgen::getReferenceOptionValues()}]>,
    Option<"referenceCacheMiB", "reference-cache-mib", "uint64_t",
           /*default=*/"16384",
           "MiB of validator references kept in memory (per kernel, seed "
           "and trial)">,
    Option<"compileThreads", "compile-threads", "unsigned", /*default=*/"2",
           "Threads compiling the next candidates while one is measured "
           "(0: compile each right before measuring it)">,
    Option<"isolateCompiles", "isolate-compiles", "bool", /*default=*/"true",
           "Apply and lower each candidate in a worker process, so that a "
           "crash or hang is that candidate's verdict (an embedding "
           "compiler's own dialects: in this process)">,
    Option<"screenTrials", "screen-trials", "unsigned", /*default=*/"2",
           "Screen each candidate with the validation's first N trials; one "
           "faster than the best verified candidate then passes all of them "
           "before it counts (0: every candidate gets every trial)">,
    Option<"pruneFactor", "prune-factor", "double", /*default=*/"3",
           "Give a strategy up once 2 of its candidates ran and the fastest "
           "takes more than this factor x the best verified candidate's "
           "time (0: off; else at least 1)">,
    Option<"raceFactor", "race-factor", "double", /*default=*/"1.25",
           "Time each candidate first: one slower than this factor x the "
           "best time so far is SLOWER and not checked (0: off, every "
           "candidate checked; else at least 1)">,
    ListOption<"agents", "agent", "std::string",
               "External agents, exec:COMMAND (docs/agents.md)">,
    Option<"agentTimeout", "agent-timeout", "double", /*default=*/"30",
           "Seconds an agent has to answer">,
    ListOption<"pins", "pin", "std::string",
               "Knobs pinned to one value, KNOB:VALUE (the option, its "
               "number or its labels name; e.g. "
               "lowering:im2col,normalization:online): every strategy with "
               "such a knob only proposes points with that value (one "
               "without the value is left out); a knob no strategy has is "
               "a warning, a value no strategy with the knob offers an "
               "error">,
    Option<"report", "report", "std::string", /*default=*/"\"\"",
           "Write the JSON report of every kernel here">,
    Option<"plot", "plot", "std::string", /*default=*/"\"\"",
           "Write an SVG of the module's estimated latency (the sum of its "
           "kernels' best latencies per call) against trials">,
    Option<"html", "html", "std::string", /*default=*/"\"\"",
           "Write a self-contained HTML report here: the module's summary "
           "and plot, then a section per kernel (its plot, verdict counts, "
           "naive and best times, roofline fraction where there are "
           "ceilings, a table of its candidates with a column per knob)">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::bufferization::BufferizationDialect",
    "::mlir::func::FuncDialect", "::mlir::gpu::GPUDialect",
    "::mlir::linalg::LinalgDialect", "::mlir::math::MathDialect",
    "::mlir::memref::MemRefDialect", "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect", "::mlir::vector::VectorDialect",
    "::mlir::affine::AffineDialect"
  ];
}

def KgenApplyTuned : Pass<"kgen-apply-tuned", "::mlir::ModuleOp"> {
  let summary = "Replaces every kernel by the best candidate the tuning "
                "database holds for it, without searching.";
  let description = [{
    The kernels are chosen as by `kgen-tune` (`kgen.kernel` functions, else
    every public function). For each, the database's fastest verified
    script for the same structural hash, target and precision is applied
    and the result replaces the kernel as `kgen-tune` does (calls bridged
    when the kernel was bufferized). A kernel the database does not know
    (or whose recorded script no longer applies) is a warning naming it and
    fails the pass, as `kgen-tune --apply-tuned` fails, unless
    `allow-failures` keeps such kernels as they are. A kernel whose
    fastest record is its naive lowering is kept as it is.

    Records are keyed by the model of the device that measured them as
    well (docs/search.md, "The tuning database"): the best record of this
    machine's device model is taken (for host the CPU's, for a GPU chip the
    GPU's name as its driver reports it); where that has none (e.g. no GPU
    here) the best record of any device model, with a note naming the
    device that measured it. `device=MODEL` takes only that model's
    records.

    ```
    kgen-opt model.mlir --kgen-apply-tuned="db=tune.db target=sm_90" -o tuned.mlir
    ```
  }];
  let options = [
    Option<"db", "db", "std::string", /*default=*/"\"\"",
           "Tuning database (SQLite file; required)">,
    Option<"target", "target", "std::string", /*default=*/"\"\"",
           "host, or a GPU chip (default: the module's kgen.target, else "
           "host)">,
    Option<"precision", "precision", "::mlir::kgen::Precision",
           /*default=*/"::mlir::kgen::Precision::strict",
           "Precision policy: strict, tf32 or bf16", [{::mlir::kgen::getPrecisionOptionValues()}]>,
    Option<"device", "device", "std::string", /*default=*/"\"\"",
           "Take the records measured on this device model only (e.g. "
           "\"NVIDIA H200\"; default: this machine's device model's, else "
           "any device model's, with a note)">,
    Option<"allowFailures", "allow-failures", "bool", /*default=*/"false",
           "Keep a kernel the database has no usable record for as it is, "
           "with a warning, instead of failing the pass">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::bufferization::BufferizationDialect",
    "::mlir::func::FuncDialect", "::mlir::gpu::GPUDialect",
    "::mlir::linalg::LinalgDialect", "::mlir::math::MathDialect",
    "::mlir::memref::MemRefDialect", "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect", "::mlir::vector::VectorDialect",
    "::mlir::affine::AffineDialect"
  ];
}

#endif // KGEN_SEARCH_PASSES_TD
