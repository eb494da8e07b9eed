// RUN: kgen-opt %s --kgen-partition | FileCheck %s

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
