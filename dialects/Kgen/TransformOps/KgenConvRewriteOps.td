//===- KgenConvRewriteOps.td - transform.kgen rewrites -----*- tablegen -*-===//
//
// Part of kgen. Included from KgenTransformOps.td: pooling as convolution, convolution as matmul, transposed convolution as convolution.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_CONV_REWRITE_OPS_TD
#define KGEN_CONV_REWRITE_OPS_TD

#endif // KGEN_CONV_REWRITE_OPS_TD
