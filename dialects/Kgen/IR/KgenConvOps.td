//===- KgenConvOps.td - kgen convolution payload ops -------*- tablegen -*-===//
//
// Part of kgen. Included from KgenOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_CONV_OPS_TD
#define KGEN_CONV_OPS_TD

#endif // KGEN_CONV_OPS_TD
