// RUN: kgen-opt %s --kgen-partition | FileCheck %s
// RUN: kgen-opt %s --kgen-partition=one-pass-moments=false | FileCheck %s --check-prefix=TWO

// kgen-partition runs kgen-one-pass-moments first: a batch norm's
// statistics are one reduction with two results (one read of x), the root
// of one kernel whose epilogue normalizes (a second read of x); the shift
// (a mean of a few elements per channel) is a small kernel before it. Without
// it, a kernel sums x and the next reads x twice more (the sum of squares
// of the centered input, then the normalization).
// CHECK-LABEL: func.func @main
// CHECK: %[[SHIFT:.*]] = call @main_k0_reduction(%arg0)
// CHECK-NEXT: %[[Y:.*]] = call @main_k1_reduction(%arg0, %[[SHIFT]], %arg1)
// CHECK-NEXT: return %[[Y]]
// CHECK: func.func private @main_k0_reduction(
// CHECK: tensor.extract_slice
// CHECK: func.func private @main_k1_reduction(
// CHECK: linalg.generic {{.*}} iterator_types = ["reduction", "parallel", "reduction", "reduction"]} {{.*}} outs(%{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4xf32>)
// CHECK-NOT: iterator_types = ["reduction"
// CHECK: return
// CHECK-NOT: func.func

// TWO-LABEL: func.func @main
// TWO: call @main_k0_reduction(%arg0) : (tensor<2x4x8x8xf32>) -> tensor<4xf32>
// TWO: call @main_k1_reduction(
// TWO-NOT: outs(%{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4xf32>)

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1)>
#v = affine_map<(d0) -> (d0)>

func.func @main(%x: tensor<2x4x8x8xf32>, %w: tensor<4xf32>) -> tensor<2x4x8x8xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e0 = tensor.empty() : tensor<4xf32>
  %f0 = linalg.fill ins(%cst : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #ch], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%x : tensor<2x4x8x8xf32>) outs(%f0 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %mean = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%sum : tensor<4xf32>) outs(%e1 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.constant 1.280000e+02 : f32
    %0 = arith.divf %in, %n : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<2x4x8x8xf32>
  %centered = linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %mean : tensor<2x4x8x8xf32>, tensor<4xf32>) outs(%e2 : tensor<2x4x8x8xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %0 = arith.subf %in, %m : f32
    linalg.yield %0 : f32
  } -> tensor<2x4x8x8xf32>
  %e3 = tensor.empty() : tensor<4xf32>
  %f3 = linalg.fill ins(%cst : f32) outs(%e3 : tensor<4xf32>) -> tensor<4xf32>
  %squares = linalg.generic {indexing_maps = [#id, #ch], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%centered : tensor<2x4x8x8xf32>) outs(%f3 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %in : f32
    %1 = arith.addf %0, %out : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  %e4 = tensor.empty() : tensor<4xf32>
  %scale = linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]} ins(%squares, %w : tensor<4xf32>, tensor<4xf32>) outs(%e4 : tensor<4xf32>) {
  ^bb0(%in: f32, %wi: f32, %out: f32):
    %n = arith.constant 1.280000e+02 : f32
    %eps = arith.constant 9.99999974E-6 : f32
    %0 = arith.divf %in, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.mulf %2, %wi : f32
    linalg.yield %3 : f32
  } -> tensor<4xf32>
  %e5 = tensor.empty() : tensor<2x4x8x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%centered, %scale : tensor<2x4x8x8xf32>, tensor<4xf32>) outs(%e5 : tensor<2x4x8x8xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %0 = arith.mulf %in, %s : f32
    linalg.yield %0 : f32
  } -> tensor<2x4x8x8xf32>
  return %y : tensor<2x4x8x8xf32>
}
