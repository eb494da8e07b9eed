// The CPU reference path: the same kernel as sequential loops in LLVM
// dialect, results turned into out-parameters.
// RUN: kgen-opt %s --kgen-lower-to-host | FileCheck %s
// RUN: kgen-opt %s --kgen-lower-to-host | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVM
// With artifacts-dir the host code is also written as LLVM IR, an object
// and a shared library.
// RUN: rm -rf %t && kgen-opt %s --kgen-lower-to-host="artifacts-dir=%t" -o /dev/null
// RUN: FileCheck %s --check-prefix=LLVM --input-file=%t/host.ll
// RUN: test -s %t/host.o && test -s %t/libhost.so
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t/kernels.json
// JSON: "so": "libhost.so"
// JSON: "launches": [],

// CHECK-NOT: linalg.
// CHECK-NOT: memref.
// CHECK-NOT: scf.
// CHECK: llvm.func @matmul_relu(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr
// CHECK: llvm.fmul
// CHECK: llvm.fadd
// CHECK: llvm.intr.maximum

// LLVM: define void @matmul_relu(
// LLVM: fmul float
// LLVM: call float @llvm.maximum.f32

func.func @matmul_relu(%a: tensor<16x8xf32>, %b: tensor<8x4xf32>) -> tensor<16x4xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<16x4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<16x4xf32>) -> tensor<16x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<16x8xf32>, tensor<8x4xf32>)
                      outs(%acc : tensor<16x4xf32>) -> tensor<16x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%mm : tensor<16x4xf32>) outs(%init : tensor<16x4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %m = arith.maximumf %x, %zero : f32
      linalg.yield %m : f32
  } -> tensor<16x4xf32>
  return %r : tensor<16x4xf32>
}
