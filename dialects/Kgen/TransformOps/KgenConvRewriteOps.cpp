//===- KgenConvRewriteOps.cpp - transform.kgen rewrites -------------------===//
//
// Part of kgen. The ops of KgenConvRewriteOps.td: pooling as convolution, convolution as matmul, transposed convolution as convolution.
//
//===----------------------------------------------------------------------===//

#include "Kgen/TransformOps/KgenTransformOps.h"

using namespace mlir;
using namespace mlir::kgen;
