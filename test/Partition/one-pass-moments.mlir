// RUN: kgen-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(kgen-one-pass-moments))' | FileCheck %s

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1)>
#v = affine_map<(d0) -> (d0)>

// A batch norm's training statistics as the importer writes them: the sum
// over N, H and W, the mean, the centered input and its sum of squares.
// The two reductions become one that reads x once, of x shifted by a mean
// of a few of its elements per channel; the sum and the sum of squares are
// rebuilt from its two results.
// CHECK-LABEL: func.func @batch_norm
// CHECK-SAME: (%[[X:.*]]: tensor<2x4x8x8xf32>
// The shift: the mean of each channel's first row of W (8 elements).
// CHECK: %[[HEAD:.*]] = tensor.extract_slice %[[X]][0, 0, 0, 0] [1, 4, 1, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<4x8xf32>
// CHECK: %[[SHIFT:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[HEAD]] : tensor<4x8xf32>)
// CHECK: arith.constant 1.250000e-01 : f32
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: arith.addf
// CHECK: %[[S:.*]]:2 = linalg.generic {indexing_maps = [#{{.*}}, #[[CH:.*]], #[[CH]], #[[CH]]], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%[[X]], %[[SHIFT]] : tensor<2x4x8x8xf32>, tensor<4xf32>) outs(%{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %[[C:.*]]: f32, %[[A:.*]]: f32, %[[B:.*]]: f32):
// CHECK-NEXT: %[[D:.*]] = arith.subf %[[IN]], %[[C]]
// CHECK-NEXT: %[[A1:.*]] = arith.addf %[[A]], %[[D]]
// CHECK-NEXT: %[[DD:.*]] = arith.mulf %[[D]], %[[D]]
// CHECK-NEXT: %[[B1:.*]] = arith.addf %[[B]], %[[DD]]
// CHECK-NEXT: linalg.yield %[[A1]], %[[B1]]
// The sum: n * c + A (n = 2 * 8 * 8).
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[S]]#0, %[[SHIFT]] : tensor<4xf32>, tensor<4xf32>)
// CHECK: arith.constant 1.280000e+02 : f32
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: arith.addf
// CHECK: %[[MEAN:.*]] = linalg.generic {{.*}} ins(%[[SUM]] : tensor<4xf32>)
// CHECK: %[[CENTERED:.*]] = linalg.generic {{.*}} ins(%[[X]], %[[MEAN]] :
// The sum of squares of the centered input: max(B - A * (A / n), 0).
// CHECK: %[[VAR:.*]] = linalg.generic {{.*}} ins(%[[S]]#0, %[[S]]#1 : tensor<4xf32>, tensor<4xf32>)
// CHECK-NEXT: ^bb0(%[[VA:.*]]: f32, %[[VB:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[N:.*]] = arith.constant 1.280000e+02 : f32
// CHECK-NEXT: %[[AN:.*]] = arith.divf %[[VA]], %[[N]] : f32
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[AAN:.*]] = arith.mulf %[[VA]], %[[AN]] : f32
// CHECK-NEXT: %[[V:.*]] = arith.subf %[[VB]], %[[AAN]] : f32
// CHECK-NEXT: arith.maximumf %[[V]], %[[ZERO]] : f32
// CHECK: %[[SCALE:.*]] = linalg.generic {{.*}} ins(%[[VAR]], %{{.*}} :
// CHECK: ins(%[[CENTERED]], %[[SCALE]] :
// CHECK-NOT: linalg.generic {{.*}} ins(%[[CENTERED]] : tensor<2x4x8x8xf32>)
func.func @batch_norm(%x: tensor<2x4x8x8xf32>, %w: tensor<4xf32>) -> tensor<2x4x8x8xf32> {
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

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#v = affine_map<(d0) -> (d0)>

// A layer norm's statistics over the last dimension: shifted by the mean
// of each row's first 32 elements (here, the whole row).
// CHECK-LABEL: func.func @layer_norm
// CHECK: %[[HEAD:.*]] = tensor.extract_slice %{{.*}}[0, 0] [4, 32] [1, 1] : tensor<4x32xf32> to tensor<4x32xf32>
// CHECK: %[[SHIFT:.*]] = linalg.generic {{.*}} ins(%[[HEAD]] : tensor<4x32xf32>)
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%{{.*}}, %[[SHIFT]] : tensor<4x32xf32>, tensor<4xf32>) outs(%{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4xf32>)
// CHECK: arith.constant 3.200000e+01 : f32
func.func @layer_norm(%x: tensor<4x32xf32>) -> tensor<4xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e0 = tensor.empty() : tensor<4xf32>
  %f0 = linalg.fill ins(%cst : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x32xf32>) outs(%f0 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %out, %in : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %mean = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%sum : tensor<4xf32>) outs(%e1 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.constant 3.200000e+01 : f32
    %0 = arith.divf %in, %n : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4x32xf32>
  %centered = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %mean : tensor<4x32xf32>, tensor<4xf32>) outs(%e2 : tensor<4x32xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %0 = arith.subf %in, %m : f32
    linalg.yield %0 : f32
  } -> tensor<4x32xf32>
  %f3 = linalg.fill ins(%cst : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %squares = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%centered : tensor<4x32xf32>) outs(%f3 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %in : f32
    %1 = arith.addf %out, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %squares : tensor<4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#v = affine_map<(d0) -> (d0)>

// Not a mean (the divisor is not the reduction's extent), and a sum of
// squares centered on another tensor's mean: both left as they are.
// CHECK-LABEL: func.func @not_moments
// CHECK-NOT: outs(%{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4xf32>)
// CHECK: return
func.func @not_moments(%x: tensor<4x32xf32>, %y: tensor<4x32xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %e0 = tensor.empty() : tensor<4xf32>
  %f0 = linalg.fill ins(%cst : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x32xf32>) outs(%f0 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %mean = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%sum : tensor<4xf32>) outs(%e0 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.constant 3.100000e+01 : f32
    %0 = arith.divf %in, %n : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %mean32 = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%sum : tensor<4xf32>) outs(%e0 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.constant 3.200000e+01 : f32
    %0 = arith.divf %in, %n : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4x32xf32>
  %c1 = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %mean : tensor<4x32xf32>, tensor<4xf32>) outs(%e2 : tensor<4x32xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %0 = arith.subf %in, %m : f32
    linalg.yield %0 : f32
  } -> tensor<4x32xf32>
  %c2 = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%y, %mean32 : tensor<4x32xf32>, tensor<4xf32>) outs(%e2 : tensor<4x32xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %0 = arith.subf %in, %m : f32
    linalg.yield %0 : f32
  } -> tensor<4x32xf32>
  %s1 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%c1 : tensor<4x32xf32>) outs(%f0 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %in : f32
    %1 = arith.addf %0, %out : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  %s2 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%c2 : tensor<4x32xf32>) outs(%f0 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %in : f32
    %1 = arith.addf %0, %out : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %s1, %s2 : tensor<4xf32>, tensor<4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#v = affine_map<(d0) -> (d0)>

// An empty reduction (rows of 0 elements) has no element to shift by: the
// chain is left as it is (the mean divides by 0 as written).
// CHECK-LABEL: func.func @empty_rows
// CHECK-NOT: tensor.extract_slice
// CHECK-NOT: outs(%{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4xf32>)
// CHECK: return
func.func @empty_rows(%x: tensor<4x0xf32>) -> tensor<4xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e0 = tensor.empty() : tensor<4xf32>
  %f0 = linalg.fill ins(%cst : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x0xf32>) outs(%f0 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %mean = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%sum : tensor<4xf32>) outs(%e0 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.constant 0.000000e+00 : f32
    %0 = arith.divf %in, %n : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4x0xf32>
  %centered = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %mean : tensor<4x0xf32>, tensor<4xf32>) outs(%e2 : tensor<4x0xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %0 = arith.subf %in, %m : f32
    linalg.yield %0 : f32
  } -> tensor<4x0xf32>
  %squares = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%centered : tensor<4x0xf32>) outs(%f0 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %in : f32
    %1 = arith.addf %0, %out : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %squares : tensor<4xf32>
}
