//===- KgenOps.td - kgen payload ops -----------------------*- tablegen -*-===//
//
// Part of kgen. Payload ops for computations upstream linalg has no op for
// (transposed convolution, the normalization family, scans). Each is a
// destination-style op on tensors that implements linalg's
// AggregatedOpInterface: `kgen-decompose-aggregates` (first step of every
// lowering pipeline) rewrites it into upstream linalg ops, and the
// transform.kgen rewrite ops offer other decompositions to the search.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_OPS_TD
#define KGEN_OPS_TD

include "Kgen/IR/KgenDialect.td"
include "mlir/Dialect/Linalg/IR/LinalgInterfaces.td"
include "mlir/Interfaces/DestinationStyleOpInterface.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/OpBase.td"

class Kgen_Op<string mnemonic, list<Trait> traits = []>
    : Op<Kgen_Dialect, mnemonic, traits>;

include "Kgen/IR/KgenConvOps.td"
include "Kgen/IR/KgenNormOps.td"
include "Kgen/IR/KgenScanOps.td"

#endif // KGEN_OPS_TD
