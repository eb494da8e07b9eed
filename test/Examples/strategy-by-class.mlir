// The shipped example and strategy that utils/demo.sh runs.
// RUN: kgen-opt %kgen_src_root/examples/matmul-bias-relu.mlir --kgen-annotate-op-class \
// RUN:   | FileCheck %s --check-prefix=CLASSES
// RUN: kgen-opt %kgen_src_root/examples/matmul-bias-relu.mlir \
// RUN:   --transform-preload-library=transform-library-paths=%kgen_src_root/examples/strategy-by-class.mlir \
// RUN:   --transform-interpreter --canonicalize --cse | FileCheck %s
// The example stops at marked foralls (README): the NVVM lowering says what
// is missing instead of lowering them.
// RUN: kgen-opt %kgen_src_root/examples/matmul-bias-relu.mlir \
// RUN:   --transform-preload-library=transform-library-paths=%kgen_src_root/examples/strategy-by-class.mlir \
// RUN:   --transform-interpreter --canonicalize --cse -o %t.mlir
// RUN: not kgen-opt %t.mlir --kgen-lower-to-nvvm=chip=sm_90 -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNMAPPED
// UNMAPPED: error: scf.forall is not mapped to the GPU: map it to blocks and threads

// CLASSES: linalg.fill {kgen.op_class = #kgen.op_class<elementwise>}
// CLASSES: linalg.matmul {kgen.op_class = #kgen.op_class<contraction>}
// CLASSES: linalg.generic {{.*}}kgen.op_class = #kgen.op_class<elementwise>

// The matmul is tiled 64x128 over a 4x8 grid of blocks, the bias+relu into
// strips of 4 rows over 64 blocks; the fill is left alone (the elementwise
// matcher takes linalg.generic only).
// CHECK: linalg.fill
// CHECK-NOT: scf.forall
// CHECK: scf.forall (%{{.*}}, %{{.*}}) in (4, 8)
// CHECK: linalg.matmul {{.*}} -> tensor<64x128xf32>
// CHECK: } {mapping = [#gpu.block<y>, #gpu.block<x>]}
// CHECK: scf.forall (%{{.*}}) in (64)
// CHECK: linalg.generic
// CHECK: } -> tensor<4x1024xf32>
// CHECK: } {mapping = [#gpu.block<x>]}
