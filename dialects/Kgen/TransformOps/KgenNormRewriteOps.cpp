//===- KgenNormRewriteOps.cpp - transform.kgen rewrites -------------------===//
//
// Part of kgen. The ops of KgenNormRewriteOps.td: decompositions of the normalization family.
//
//===----------------------------------------------------------------------===//

#include "Kgen/TransformOps/KgenTransformOps.h"

using namespace mlir;
using namespace mlir::kgen;
