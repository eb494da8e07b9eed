//===- KgenFusionRewriteOps.td - transform.kgen rewrites -----*- tablegen -*-===//
//
// Part of kgen. Included from KgenTransformOps.td: epilogue fusion, split reductions, tensor cores.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_FUSION_REWRITE_OPS_TD
#define KGEN_FUSION_REWRITE_OPS_TD

#endif // KGEN_FUSION_REWRITE_OPS_TD
