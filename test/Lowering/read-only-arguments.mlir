// RUN: kgen-opt %s --kgen-read-only-arguments | FileCheck %s
// RUN: kgen-opt %s --kgen-read-only-arguments --one-shot-bufferize='bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map' | FileCheck %s --check-prefix=BUF

// A matmul accumulated onto an argument: the tensor arguments become
// read-only (memref and scalar arguments are left alone), so bufferization
// copies %c into a new buffer and accumulates there; the caller's %c is
// never written.
// CHECK-LABEL: func.func @acc
// CHECK-SAME: %{{.*}}: tensor<4x8xf32> {bufferization.writable = false}
// CHECK-SAME: %{{.*}}: tensor<8x2xf32> {bufferization.writable = false}
// CHECK-SAME: %{{.*}}: tensor<4x2xf32> {bufferization.writable = false}
// CHECK-SAME: %{{[^:]*}}: f32)
// BUF-LABEL: func.func @acc
// BUF-SAME: %[[C:[^:]*]]: memref<4x2xf32>
// BUF: %[[NEW:.*]] = memref.alloc
// BUF: memref.copy %[[C]], %[[NEW]]
// BUF: linalg.matmul {{.*}} outs(%[[NEW]]
// BUF: return %[[NEW]]
func.func @acc(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>, %c: tensor<4x2xf32>, %s: f32) -> tensor<4x2xf32> {
  %mm = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x2xf32>) outs(%c : tensor<4x2xf32>) -> tensor<4x2xf32>
  return %mm : tensor<4x2xf32>
}

// An attribute already there is kept: this argument may be written in place.
// CHECK-LABEL: func.func @in_place
// CHECK-SAME: {bufferization.writable = true}
// BUF-LABEL: func.func @in_place
// BUF-NOT: memref.copy
// BUF: return
func.func @in_place(%a: tensor<4xf32> {bufferization.writable = true}) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %r = tensor.insert %one into %a[%c0] : tensor<4xf32>
  return %r : tensor<4xf32>
}

// A declaration has no body to bufferize: untouched.
// CHECK-LABEL: func.func private @external
// CHECK-NOT: writable
// CHECK-SAME: (tensor<4xf32>)
func.func private @external(tensor<4xf32>) -> tensor<4xf32>
