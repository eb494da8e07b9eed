//===- KgenFusionRewriteOps.cpp - transform.kgen rewrites -------------------===//
//
// Part of kgen. The ops of KgenFusionRewriteOps.td: epilogue fusion, split reductions, tensor cores.
//
//===----------------------------------------------------------------------===//

#include "Kgen/TransformOps/KgenTransformOps.h"

using namespace mlir;
using namespace mlir::kgen;
