// RUN: kgen-opt %s --kgen-partition --split-input-file | FileCheck %s

// --kgen-partition runs the kgen ops' canonicalizations first, alone: the
// cross-entropy's log-softmax, read at one class per row, is a log-sum-exp
// of the rows in its kernel (which reads the logits once and writes one
// value per row); the other ops are not folded (the multiply by 1 stays).
// CHECK-LABEL: func.func @main
// CHECK: call @main_k0_logsumexp
// CHECK: func.func private @main_k0_logsumexp(%[[X:.*]]: tensor<64x10xf32>, %{{.*}}: tensor<64xindex>) -> tensor<64xf32> attributes {kgen.kernel}
// CHECK: kgen.logsumexp ins(%[[X]] : tensor<64x10xf32>)
// CHECK: linalg.generic
// CHECK: tensor.extract %[[X]]
// CHECK: arith.subf
// CHECK: arith.mulf
// CHECK-NOT: kgen.log_softmax
func.func @main(%x: tensor<64x10xf32> {kgen.name = "logits"}, %t: tensor<64xindex> {kgen.name = "targets"})
    -> (tensor<64xf32> {kgen.name = "loss"}) {
  %i0 = tensor.empty() : tensor<64x10xf32>
  %ls = kgen.log_softmax ins(%x : tensor<64x10xf32>) outs(%i0 : tensor<64x10xf32>) dimension = 1
  %e = tensor.empty() : tensor<64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%t : tensor<64xindex>) outs(%e : tensor<64xf32>) {
  ^bb0(%c: index, %o: f32):
    %i = linalg.index 0 : index
    %v = tensor.extract %ls[%i, %c] : tensor<64x10xf32>
    %one = arith.constant 1.0 : f32
    %m = arith.mulf %v, %one : f32
    %n = arith.negf %m : f32
    linalg.yield %n : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}

// -----

// A matmul with one column (torch.matmul(a, b) with b of K x 1) is the
// matvec it computes, a row reduction: B and the result lose the unit
// column by reshapes outside the kernel, and the fill goes with the matvec
// into its kernel. A matmul with one row stays a matmul (a vecmat has no
// good strategy yet), and so does a 1 x 1 result.
// CHECK-LABEL: func.func @main
// CHECK: %[[B:.*]] = tensor.collapse_shape %arg1 {{\[\[}}0, 1]] : tensor<4096x1xf32> into tensor<4096xf32>
// CHECK: %[[R:.*]] = call @main_k0_matvec(%arg0, %[[B]])
// CHECK: %[[E:.*]] = tensor.expand_shape %[[R]] {{\[\[}}0, 1]] output_shape [96, 1]
// CHECK: call @main_k1_matmul
// CHECK: call @main_k2_matmul
// CHECK: func.func private @main_k0_matvec(%{{.*}}: tensor<96x4096xf32>, %{{.*}}: tensor<4096xf32>) -> tensor<96xf32>
// CHECK: linalg.fill {{.*}} -> tensor<96xf32>
// CHECK: linalg.matvec
// CHECK: func.func private @main_k1_matmul
// CHECK: linalg.matmul {{.*}} -> tensor<1x64xf32>
// CHECK: func.func private @main_k2_matmul
// CHECK: linalg.matmul {{.*}} -> tensor<1x1xf32>
func.func @main(%a: tensor<96x4096xf32>, %b: tensor<4096x1xf32>, %v: tensor<1x4096xf32>, %w: tensor<4096x64xf32>)
    -> (tensor<96x1xf32>, tensor<1x64xf32>, tensor<1x1xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<96x1xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<96x1xf32>) -> tensor<96x1xf32>
  %r0 = linalg.matmul ins(%a, %b : tensor<96x4096xf32>, tensor<4096x1xf32>) outs(%f0 : tensor<96x1xf32>) -> tensor<96x1xf32>
  %e1 = tensor.empty() : tensor<1x64xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x64xf32>) -> tensor<1x64xf32>
  %r1 = linalg.matmul ins(%v, %w : tensor<1x4096xf32>, tensor<4096x64xf32>) outs(%f1 : tensor<1x64xf32>) -> tensor<1x64xf32>
  %e2 = tensor.empty() : tensor<1x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x1xf32>) -> tensor<1x1xf32>
  %r2 = linalg.matmul ins(%v, %b : tensor<1x4096xf32>, tensor<4096x1xf32>) outs(%f2 : tensor<1x1xf32>) -> tensor<1x1xf32>
  return %r0, %r1, %r2 : tensor<96x1xf32>, tensor<1x64xf32>, tensor<1x1xf32>
}
