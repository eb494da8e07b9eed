// RUN: kgen-opt %s --canonicalize | FileCheck %s

// The raising of x / norm(x) to kgen.lp_normalize (its canonicalization;
// --kgen-partition runs it). The module's #kgen.target loads the kgen
// dialect, whose patterns --canonicalize collects.
module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
// x / ||x||_2 along the innermost dimension as the importer writes ReduceL2
// then Div (a sum of x * x from a zero fill, sqrt, a unit dimension added
// by expand_shape, a broadcast division): one kgen.lp_normalize.
// CHECK-LABEL: func.func @l2_rows
// CHECK-SAME: (%[[X:.*]]: tensor<4x10xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4x10xf32>
// CHECK: %[[R:.*]] = kgen.lp_normalize ins(%[[X]] : tensor<4x10xf32>) outs(%[[E]] : tensor<4x10xf32>) dimension = 1, p = 2
// CHECK-NOT: linalg.generic
// CHECK: return %[[R]]
func.func @l2_rows(%x: tensor<4x10xf32>) -> tensor<4x10xf32> {
  %e0 = tensor.empty() : tensor<4xf32>
  %zero = arith.constant 0.0 : f32
  %f = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x10xf32>) outs(%f : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    %p = arith.addf %m, %o : f32
    linalg.yield %p : f32
  } -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %n = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%s : tensor<4xf32>) outs(%e1 : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = math.sqrt %a : f32
    linalg.yield %q : f32
  } -> tensor<4xf32>
  %n1 = tensor.expand_shape %n [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
  %e2 = tensor.empty() : tensor<4x10xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, 0)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x, %n1 : tensor<4x10xf32>, tensor<4x1xf32>) outs(%e2 : tensor<4x10xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<4x10xf32>
  return %r : tensor<4x10xf32>
}


// x / sum(|x|) with |x| an elementwise op before the sum (Abs, ReduceSum,
// Div), the norm read without a unit dimension: p = 1.
// CHECK-LABEL: func.func @l1_rows
// CHECK: kgen.lp_normalize ins(%{{.*}} : tensor<2x3x10xf32>) outs(%{{.*}} : tensor<2x3x10xf32>) dimension = 2, p = 1
// CHECK-NOT: linalg.generic
func.func @l1_rows(%x: tensor<2x3x10xf32>) -> tensor<2x3x10xf32> {
  %e = tensor.empty() : tensor<2x3x10xf32>
  %abs = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j, k)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : tensor<2x3x10xf32>) outs(%e : tensor<2x3x10xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.absf %a : f32
    linalg.yield %v : f32
  } -> tensor<2x3x10xf32>
  %e0 = tensor.empty() : tensor<2x3xf32>
  %zero = arith.constant 0.0 : f32
  %f = linalg.fill ins(%zero : f32) outs(%e0 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%abs : tensor<2x3x10xf32>) outs(%f : tensor<2x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %p = arith.addf %a, %o : f32
    linalg.yield %p : f32
  } -> tensor<2x3xf32>
  %e2 = tensor.empty() : tensor<2x3x10xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j)>, affine_map<(i, j, k) -> (i, j, k)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %s : tensor<2x3x10xf32>, tensor<2x3xf32>) outs(%e2 : tensor<2x3x10xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<2x3x10xf32>
  return %r : tensor<2x3x10xf32>
}


// Not raised: the sum of squares is of another tensor than the one
// divided, and (second function) the sum is also returned.
// CHECK-LABEL: func.func @other_tensor
// CHECK-NOT: kgen.lp_normalize
// CHECK-LABEL: func.func @sum_used_twice
// CHECK-NOT: kgen.lp_normalize
func.func @other_tensor(%x: tensor<4x10xf32>, %y: tensor<4x10xf32>) -> tensor<4x10xf32> {
  %e0 = tensor.empty() : tensor<4xf32>
  %zero = arith.constant 0.0 : f32
  %f = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%y : tensor<4x10xf32>) outs(%f : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = math.absf %a : f32
    %p = arith.addf %m, %o : f32
    linalg.yield %p : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4x10xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x, %s : tensor<4x10xf32>, tensor<4xf32>) outs(%e2 : tensor<4x10xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<4x10xf32>
  return %r : tensor<4x10xf32>
}
func.func @sum_used_twice(%x: tensor<4x10xf32>) -> (tensor<4x10xf32>, tensor<4xf32>) {
  %e0 = tensor.empty() : tensor<4xf32>
  %zero = arith.constant 0.0 : f32
  %f = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x10xf32>) outs(%f : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = math.absf %a : f32
    %p = arith.addf %m, %o : f32
    linalg.yield %p : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4x10xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x, %s : tensor<4x10xf32>, tensor<4xf32>) outs(%e2 : tensor<4x10xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<4x10xf32>
  return %r, %s : tensor<4x10xf32>, tensor<4xf32>
}
}
