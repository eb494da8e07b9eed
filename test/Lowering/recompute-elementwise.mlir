// RUN: kgen-opt %s -split-input-file --kgen-recompute-elementwise | FileCheck %s
// RUN: kgen-opt %s -split-input-file --kgen-recompute-elementwise --linalg-fuse-elementwise-ops | FileCheck %s --check-prefix=FUSED

// A norm's centering (x read in full, the mean broadcast) read by the
// variance's reduction and by the normalization: each gets its own copy,
// and fusion then folds each copy into its consumer (no 4x8 tensor left
// between them).
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @centering(%x: tensor<4x8xf32>, %mean: tensor<4xf32>, %init: tensor<4xf32>) -> (tensor<4xf32>, tensor<4x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %c = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %mean : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
    ^bb0(%v: f32, %m: f32, %o: f32):
      %r = arith.subf %v, %m : f32
      linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %sq = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%c : tensor<4x8xf32>) outs(%init : tensor<4xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %m = arith.mulf %v, %v : f32
      %r = arith.addf %m, %acc : f32
      linalg.yield %r : f32
  } -> tensor<4xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c, %sq : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
    ^bb0(%v: f32, %s: f32, %o: f32):
      %r = arith.mulf %v, %s : f32
      linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %sq, %y : tensor<4xf32>, tensor<4x8xf32>
}

// CHECK-LABEL: func.func @centering(
// CHECK: %[[C1:.*]] = linalg.generic {{.*}} ins(%arg0, %arg1 :
// CHECK: arith.subf
// CHECK: %[[C0:.*]] = linalg.generic {{.*}} ins(%arg0, %arg1 :
// CHECK: arith.subf
// CHECK: %[[SQ:.*]] = linalg.generic {{.*}} ins(%[[C0]] :
// CHECK: linalg.generic {{.*}} ins(%[[C1]], %[[SQ]] :

// FUSED-LABEL: func.func @centering(
// FUSED: %[[SQ:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]{{.*}} ins(%arg0, %arg1 :
// FUSED: arith.subf
// FUSED: %[[Y:.*]] = linalg.generic {{.*}} ins(%arg0, %arg1, %[[SQ]] :
// FUSED: arith.subf
// FUSED: return %[[SQ]], %[[Y]]

// -----

// A chain (exp of x - max, as in a softmax) read by a sum and a division
// is cloned whole; the function's own use (the return) keeps the
// original.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @chain(%x: tensor<4x8xf32>, %max: tensor<4xf32>, %init: tensor<4xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %d = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
    ^bb0(%v: f32, %m: f32, %o: f32):
      %r = arith.subf %v, %m : f32
      linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%d : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
    ^bb0(%v: f32, %o: f32):
      %r = math.exp %v : f32
      linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%p : tensor<4x8xf32>) outs(%init : tensor<4xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
  } -> tensor<4xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%p, %s : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
    ^bb0(%v: f32, %t: f32, %o: f32):
      %r = arith.divf %v, %t : f32
      linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %y, %p : tensor<4x8xf32>, tensor<4x8xf32>
}

// CHECK-LABEL: func.func @chain(
// CHECK-COUNT-3: arith.subf
// CHECK-NOT: arith.subf
// CHECK: math.exp
// CHECK: math.exp
// CHECK: math.exp
// CHECK-NOT: math.exp
// CHECK: return

// FUSED-LABEL: func.func @chain(
// FUSED: %[[S:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]{{.*}} ins(%arg0, %arg1 :
// FUSED: math.exp
// FUSED: %[[Y:.*]] = linalg.generic {{.*}} ins(%arg0, %arg1, %[[S]] :
// FUSED: math.exp
// FUSED: arith.divf

// -----

// Not recomputed: an op reading two operands in full (recomputing it
// reads two tensors instead of one), an op reading its operand transposed,
// and uses by a contraction (which would recompute it once per reuse).
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @kept(%x: tensor<8x8xf32>, %z: tensor<8x8xf32>, %w: tensor<8x8xf32>, %init: tensor<8xf32>, %acc: tensor<8x8xf32>)
    -> (tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %e = tensor.empty() : tensor<8x8xf32>
  %two = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %z : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%two : tensor<8x8xf32>) outs(%init : tensor<8xf32>) {
    ^bb0(%v: f32, %a: f32):
      %r = arith.addf %v, %a : f32
      linalg.yield %r : f32
  } -> tensor<8xf32>
  %t = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = math.exp %a : f32
      linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %st = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%t : tensor<8x8xf32>) outs(%init : tensor<8xf32>) {
    ^bb0(%v: f32, %a: f32):
      %r = arith.addf %v, %a : f32
      linalg.yield %r : f32
  } -> tensor<8xf32>
  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = math.tanh %a : f32
      linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %m1 = linalg.matmul ins(%n, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%acc : tensor<8x8xf32>) -> tensor<8x8xf32>
  %m2 = linalg.matmul ins(%w, %n : tensor<8x8xf32>, tensor<8x8xf32>) outs(%acc : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %s, %two, %st, %t, %m1, %m2 : tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}

// CHECK-LABEL: func.func @kept(
// CHECK-COUNT-5: linalg.generic
// CHECK-NOT: linalg.generic
// CHECK: linalg.matmul
// CHECK: linalg.matmul
// CHECK: return

// -----

// A cross-entropy's gather of a log-softmax: the gathered element is
// recomputed from x and the row's statistics; the 4x8 log-softmax tensor
// is not formed. An extract at the top level is recomputed too.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#vec = affine_map<(d0) -> (d0)>
func.func @gather(%x: tensor<4x8xf32>, %max: tensor<4xf32>, %lse: tensor<4xf32>, %t: tensor<4xindex>) -> (tensor<4xf32>, f32) {
  %e = tensor.empty() : tensor<4x8xf32>
  %ls = linalg.generic {indexing_maps = [#id, #row, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max, %lse : tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
    ^bb0(%v: f32, %m: f32, %l: f32, %o: f32):
      %a = arith.subf %v, %m : f32
      %r = arith.subf %a, %l : f32
      linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %er = tensor.empty() : tensor<4xf32>
  %g = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]}
      ins(%t : tensor<4xindex>) outs(%er : tensor<4xf32>) {
    ^bb0(%j: index, %o: f32):
      %i = linalg.index 0 : index
      %v = tensor.extract %ls[%i, %j] : tensor<4x8xf32>
      %n = arith.negf %v : f32
      linalg.yield %n : f32
  } -> tensor<4xf32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %top = tensor.extract %ls[%c1, %c2] : tensor<4x8xf32>
  return %g, %top : tensor<4xf32>, f32
}

// CHECK-LABEL: func.func @gather(
// CHECK-NOT: arith.subf
// CHECK: linalg.generic {{.*}} ins(%arg3 : tensor<4xindex>)
// CHECK: %[[I:.*]] = linalg.index 0
// CHECK: %[[V:.*]] = tensor.extract %arg0[%[[I]], %{{.*}}] : tensor<4x8xf32>
// CHECK: %[[M:.*]] = tensor.extract %arg1[%[[I]]] : tensor<4xf32>
// CHECK: %[[L:.*]] = tensor.extract %arg2[%[[I]]] : tensor<4xf32>
// CHECK: %[[A:.*]] = arith.subf %[[V]], %[[M]]
// CHECK: %[[R:.*]] = arith.subf %[[A]], %[[L]]
// CHECK: arith.negf %[[R]]
// CHECK: tensor.extract %arg0[%c1, %c2]
// CHECK: tensor.extract %arg1[%c1]
// CHECK: tensor.extract %arg2[%c1]
// CHECK: arith.subf
// CHECK: arith.subf
// CHECK-NOT: linalg.generic
// CHECK: return
