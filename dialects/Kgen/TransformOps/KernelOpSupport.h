//===- KernelOpSupport.h - what the kernel-emitting ops share ----*- C++
//-*-===//
//
// Part of kgen. Internal to dialects/Kgen/TransformOps: helpers of the
// transform ops that emit a kernel (gemm_pipelined, normalize_groups,
// scan_rows, softmax_rows).
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_TRANSFORMOPS_KERNELOPSUPPORT_H
#define KGEN_TRANSFORMOPS_KERNELOPSUPPORT_H

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"

#include <optional>

namespace mlir {
namespace kgen {

/// The value of a knob: `param` must hold one integer parameter.
inline std::optional<int64_t> knobValue(transform::TransformState &state,
                                        Value param) {
  ArrayRef<Attribute> values = state.getParams(param);
  auto value = values.size() == 1 ? dyn_cast<IntegerAttr>(values.front())
                                  : IntegerAttr();
  if (!value)
    return std::nullopt;
  return value.getInt();
}

/// `buffer` as a 1-D view (itself when it has rank 1).
inline Value flattenBuffer(OpBuilder &b, Location loc, Value buffer) {
  auto type = cast<MemRefType>(buffer.getType());
  if (type.getRank() == 1)
    return buffer;
  SmallVector<ReassociationIndices> all(1);
  for (int64_t d = 0; d < type.getRank(); ++d)
    all[0].push_back(d);
  return memref::CollapseShapeOp::create(b, loc, buffer, all);
}

} // namespace kgen
} // namespace mlir

#endif // KGEN_TRANSFORMOPS_KERNELOPSUPPORT_H
