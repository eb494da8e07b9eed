// RUN: kgen-opt %s --pass-pipeline="builtin.module(func.func(kgen-decompose-aggregates))" | FileCheck %s
// RUN: not kgen-opt %s --pass-pipeline="builtin.module(func.func(kgen-decompose-aggregates{normalization-form=welford}))" 2>&1 | FileCheck %s --check-prefix=BAD

// The lowering pipelines' decomposition of a layer (or group) norm: the
// shifted sums (kgen-decompose-aggregates' default form). The shift is the
// mean of each row's first 32 elements (a slice and a small reduction);
// then one reduction with two results, sum(x - k) and sum((x - k)^2),
// whose combiners are additions (it splits across threads like a sum); the
// last op normalizes with var = max(t - s * (s / n), 0) / n.
// CHECK-LABEL: func.func @layer_norm
// CHECK-SAME: (%[[X:.*]]: tensor<3x5x70xf32>
// CHECK: %[[HEAD:.*]] = tensor.extract_slice %[[X]][0, 0, 0] [3, 5, 32] [1, 1, 1] : tensor<3x5x70xf32> to tensor<3x5x32xf32>
// CHECK: %[[K:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[HEAD]] : tensor<3x5x32xf32>)
// CHECK: arith.constant 3.125000e-02 : f32
// CHECK: %[[S:.*]]:2 = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[X]], %[[K]] : tensor<3x5x70xf32>, tensor<3x5xf32>) outs(%{{.*}}, %{{.*}} : tensor<3x5xf32>, tensor<3x5xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %[[KIN:.*]]: f32, %[[A:.*]]: f32, %[[B:.*]]: f32):
// CHECK-NEXT: %[[Y:.*]] = arith.subf %[[IN]], %[[KIN]] : f32
// CHECK-NEXT: %[[A1:.*]] = arith.addf %[[A]], %[[Y]] : f32
// CHECK-NEXT: %[[YY:.*]] = arith.mulf %[[Y]], %[[Y]] : f32
// CHECK-NEXT: %[[B1:.*]] = arith.addf %[[B]], %[[YY]] : f32
// CHECK-NEXT: linalg.yield %[[A1]], %[[B1]] : f32, f32
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[X]], %[[K]], %[[S]]#0, %[[S]]#1, %{{.*}}, %{{.*}} :
// CHECK: %[[N:.*]] = arith.constant 7.000000e+01 : f32
// CHECK-NEXT: %[[MEAN:.*]] = arith.divf %{{.*}}, %[[N]] : f32
// CHECK: %[[SM:.*]] = arith.mulf %{{.*}}, %[[MEAN]] : f32
// CHECK-NEXT: %[[T:.*]] = arith.subf %{{.*}}, %[[SM]] : f32
// CHECK-NEXT: %[[M:.*]] = arith.maximumf %[[T]], %{{.*}} : f32
// CHECK-NEXT: arith.divf %[[M]], %[[N]] : f32
// CHECK-NOT: linalg.generic
// CHECK: return

// BAD: error: kgen-decompose-aggregates: normalization-form must be two_pass, online or shifted_sums, got 'welford'
func.func @layer_norm(%x: tensor<3x5x70xf32>, %s: tensor<70xf32>, %b: tensor<70xf32>) -> tensor<3x5x70xf32> {
  %init = tensor.empty() : tensor<3x5x70xf32>
  %r = kgen.layer_norm ins(%x, %s, %b : tensor<3x5x70xf32>, tensor<70xf32>, tensor<70xf32>) outs(%init : tensor<3x5x70xf32>) axis = 2, epsilon = 1.0e-05
  return %r : tensor<3x5x70xf32>
}
