//===- Cost.h - static work estimates of kernels ----------------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// What a kernel computes and moves, read from its IR without running it:
// the validator reports the FLOPs of a kernel (and the rates it achieved),
// the tuner orders a module's kernels by their roofline estimate.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_ANALYSIS_COST_H
#define KGEN_ANALYSIS_COST_H

#include <cstdint>

namespace mlir {
class Operation;
namespace func {
class FuncOp;
} // namespace func
namespace kgen {

/// The arithmetic operations of the structured ops nested in `root`: for
/// each linalg op with static loop ranges, its iterations times the arith
/// and math ops of its body (constants excluded). Ops with a dynamic range
/// count nothing.
double countFlops(Operation *root);

/// The bytes of `func`'s statically shaped tensor and memref arguments and
/// results, each once (what a kernel reads and writes at least); dynamic
/// shapes and non-shaped values count nothing.
double countOperandBytes(func::FuncOp func);

/// A lower bound of `func`'s time in milliseconds: its FLOPs at
/// `peakGflops` or its operand bytes at `bandwidthGbps`, the larger.
double estimateRooflineMs(func::FuncOp func, double peakGflops,
                          double bandwidthGbps);

} // namespace kgen
} // namespace mlir

#endif // KGEN_ANALYSIS_COST_H
