//===- KgenNormRewriteOps.td - transform.kgen rewrites -----*- tablegen -*-===//
//
// Part of kgen. Included from KgenTransformOps.td: decompositions of the normalization family.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_NORM_REWRITE_OPS_TD
#define KGEN_NORM_REWRITE_OPS_TD

#endif // KGEN_NORM_REWRITE_OPS_TD
