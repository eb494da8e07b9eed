//===- KgenNormOps.td - kgen normalization payload ops -----*- tablegen -*-===//
//
// Part of kgen. Included from KgenOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_NORM_OPS_TD
#define KGEN_NORM_OPS_TD

#endif // KGEN_NORM_OPS_TD
