// RUN: kgen-opt %s --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// matmul + bias (broadcast) + relu + residual add, tiled 8x16: the three
// elementwise consumers move into the tile loop, which then writes only the
// final result (the matmul's own result no longer leaves the loop).
// CHECK-LABEL: func.func @epilogue
// CHECK-SAME: (%[[A:.*]]: tensor<37x29xf32>, %[[B:.*]]: tensor<29x43xf32>, %[[BIAS:.*]]: tensor<43xf32>, %[[RES:.*]]: tensor<37x43xf32>)
// CHECK: %[[LOOP:.*]] = scf.forall {{.*}} shared_outs(%[[OUT:.*]] = %{{.*}}) -> (tensor<37x43xf32>)
// CHECK:   %[[MM:.*]] = linalg.matmul
// CHECK:   %[[BIASADD:.*]] = linalg.generic {{.*}} ins(%[[MM]], %{{.*}} : tensor<?x?xf32>, tensor<?xf32>)
// CHECK:   arith.addf
// CHECK:   %[[RELU:.*]] = linalg.generic {{.*}} ins(%[[BIASADD]] : tensor<?x?xf32>)
// CHECK:   arith.maximumf
// CHECK:   %[[RESADD:.*]] = linalg.generic {{.*}} ins(%[[RELU]], %{{.*}} : tensor<?x?xf32>, tensor<?x?xf32>)
// CHECK:   scf.forall.in_parallel
// CHECK-NEXT: tensor.parallel_insert_slice %[[RESADD]] into %[[OUT]]
// CHECK-NOT: tensor.parallel_insert_slice
// CHECK: return %[[LOOP]] : tensor<37x43xf32>
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>
func.func @epilogue(%a: tensor<37x29xf32>, %b: tensor<29x43xf32>, %bias: tensor<43xf32>,
                    %res: tensor<37x43xf32>) -> tensor<37x43xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<37x43xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<37x43xf32>) -> tensor<37x43xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<37x29xf32>, tensor<29x43xf32>) outs(%fill : tensor<37x43xf32>) -> tensor<37x43xf32>
  %e1 = tensor.empty() : tensor<37x43xf32>
  %biased = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %bias : tensor<37x43xf32>, tensor<43xf32>) outs(%e1 : tensor<37x43xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
  } -> tensor<37x43xf32>
  %e2 = tensor.empty() : tensor<37x43xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%biased : tensor<37x43xf32>) outs(%e2 : tensor<37x43xf32>) {
    ^bb0(%x: f32, %o: f32):
      %m = arith.maximumf %x, %zero : f32
      linalg.yield %m : f32
  } -> tensor<37x43xf32>
  %e3 = tensor.empty() : tensor<37x43xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%relu, %res : tensor<37x43xf32>, tensor<37x43xf32>) outs(%e3 : tensor<37x43xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
  } -> tensor<37x43xf32>
  return %sum : tensor<37x43xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %fill = transform.structured.match ops{["linalg.fill"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %loop = transform.structured.tile_using_forall %mm tile_sizes [8, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f, %loop2 = transform.structured.fuse_into_containing_op %fill into %loop : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused, %new_loop = transform.kgen.fuse_epilogue %tiled : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %n = transform.num_associations %fused : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{3}}
    transform.debug.emit_param_as_remark %n : !transform.param<i64>
    %l = transform.num_associations %new_loop : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{1}}
    transform.debug.emit_param_as_remark %l : !transform.param<i64>
    transform.yield
  }
}

// -----

// The loop itself as the target; the k loop inside (tile_using_for on K)
// is followed to the parallel_insert_slice. A convolution works the same way.
// CHECK-LABEL: func.func @from_loop
// CHECK: scf.forall
// CHECK:   scf.for
// CHECK:     linalg.conv_2d_nchw_fchw
// CHECK:   linalg.generic
// CHECK:   math.tanh
// CHECK:   scf.forall.in_parallel
// CHECK-NEXT: tensor.parallel_insert_slice
// CHECK-NOT: tensor.parallel_insert_slice
func.func @from_loop(%in: tensor<1x3x10x10xf32>, %w: tensor<4x3x3x3xf32>, %init: tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32> {
  %c = linalg.conv_2d_nchw_fchw ins(%in, %w : tensor<1x3x10x10xf32>, tensor<4x3x3x3xf32>) outs(%init : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %e = tensor.empty() : tensor<1x4x8x8xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c : tensor<1x4x8x8xf32>) outs(%e : tensor<1x4x8x8xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = math.tanh %x : f32
      linalg.yield %y : f32
  } -> tensor<1x4x8x8xf32>
  return %t : tensor<1x4x8x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %conv = transform.structured.match ops{["linalg.conv_2d_nchw_fchw"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %loop = transform.structured.tile_using_forall %conv tile_sizes [1, 2, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled2, %kloop = transform.structured.tile_using_for %tiled tile_sizes [0, 0, 0, 0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused, %new_loop = transform.kgen.fuse_epilogue %loop : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// An epilogue DAG, as imported from nn.Linear + swish + clamp: a broadcast
// bias add whose result is used twice (x * sigmoid(x)), then a clamp. The
// branching epilogue is merged into one generic (the matmul tile and the
// broadcast bias its inputs), fused into the loop; only its tile is written.
// CHECK-LABEL: func.func @dag
// CHECK: %[[LOOP:.*]] = scf.forall {{.*}} shared_outs(%[[OUT:.*]] = %{{.*}}) -> (tensor<37x43xf32>)
// CHECK:   %[[MM:.*]] = linalg.matmul
// CHECK:   %[[EPI:.*]] = linalg.generic {{.*}} ins(%[[MM]], %{{.*}} : tensor<?x?xf32>, tensor<?xf32>)
// CHECK:   ^bb0(%[[X:.*]]: f32, %[[B:.*]]: f32, %{{.*}}: f32):
// CHECK:     %[[BIASED:.*]] = arith.addf %[[X]], %[[B]]
// CHECK:     arith.negf %[[BIASED]]
// CHECK:     math.exp
// CHECK:     %[[SIG:.*]] = arith.divf
// CHECK:     %[[SWISH:.*]] = arith.mulf %[[BIASED]], %[[SIG]]
// CHECK:     %[[LO:.*]] = arith.maximumf %[[SWISH]]
// CHECK:     %[[HI:.*]] = arith.minimumf %[[LO]]
// CHECK:     linalg.yield %[[HI]]
// CHECK-NOT: linalg.generic
// CHECK:   scf.forall.in_parallel
// CHECK-NEXT: tensor.parallel_insert_slice %[[EPI]] into %[[OUT]]
// CHECK-NOT: tensor.parallel_insert_slice
// CHECK: return %[[LOOP]] : tensor<37x43xf32>
#id2 = affine_map<(i, j) -> (i, j)>
#row2 = affine_map<(i, j) -> (j)>
func.func @dag(%a: tensor<37x29xf32>, %b: tensor<29x43xf32>, %bias: tensor<43xf32>) -> tensor<37x43xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<37x43xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<37x43xf32>) -> tensor<37x43xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<37x29xf32>, tensor<29x43xf32>) outs(%fill : tensor<37x43xf32>) -> tensor<37x43xf32>
  %e1 = tensor.empty() : tensor<37x43xf32>
  %biased = linalg.generic {indexing_maps = [#id2, #row2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %bias : tensor<37x43xf32>, tensor<43xf32>) outs(%e1 : tensor<37x43xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
  } -> tensor<37x43xf32>
  %e2 = tensor.empty() : tensor<37x43xf32>
  %sig = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%biased : tensor<37x43xf32>) outs(%e2 : tensor<37x43xf32>) {
    ^bb0(%x: f32, %o: f32):
      %n = arith.negf %x : f32
      %x1 = math.exp %n : f32
      %d = arith.addf %x1, %one : f32
      %r = arith.divf %one, %d : f32
      linalg.yield %r : f32
  } -> tensor<37x43xf32>
  %e3 = tensor.empty() : tensor<37x43xf32>
  %swish = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%biased, %sig : tensor<37x43xf32>, tensor<37x43xf32>) outs(%e3 : tensor<37x43xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %m = arith.mulf %x, %y : f32
      linalg.yield %m : f32
  } -> tensor<37x43xf32>
  %e4 = tensor.empty() : tensor<37x43xf32>
  %clamp = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%swish : tensor<37x43xf32>) outs(%e4 : tensor<37x43xf32>) {
    ^bb0(%x: f32, %o: f32):
      %lo = arith.maximumf %x, %zero : f32
      %hi = arith.minimumf %lo, %one : f32
      linalg.yield %hi : f32
  } -> tensor<37x43xf32>
  return %clamp : tensor<37x43xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %loop = transform.structured.tile_using_forall %mm tile_sizes [8, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused, %new_loop = transform.kgen.fuse_epilogue %tiled : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %n = transform.num_associations %fused : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{1}}
    transform.debug.emit_param_as_remark %n : !transform.param<i64>
    transform.yield
  }
}

// -----

// A consumer that is a reduction is not an epilogue.
func.func @not_elementwise(%a: tensor<16x8xf32>, %b: tensor<8x16xf32>, %c: tensor<16x16xf32>, %r: tensor<16xf32>) -> tensor<16xf32> {
  %mm = linalg.matmul ins(%a, %b : tensor<16x8xf32>, tensor<8x16xf32>) outs(%c : tensor<16x16xf32>) -> tensor<16x16xf32>
  // expected-note @below {{here}}
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%mm : tensor<16x16xf32>) outs(%r : tensor<16xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.addf %x, %o : f32
      linalg.yield %y : f32
  } -> tensor<16xf32>
  return %s : tensor<16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %loop = transform.structured.tile_using_forall %mm tile_sizes [8, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    // expected-error @below {{consumer 'linalg.generic' (op class reduction) of 'linalg.matmul' (op class contraction) is not an elementwise linalg op on tensors}}
    %fused, %new_loop = transform.kgen.fuse_epilogue %tiled : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// The matmul result is used by the epilogue and returned: it would have to
// be written anyway.
func.func @two_users(%a: tensor<16x8xf32>, %b: tensor<8x16xf32>, %c: tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>) {
  %mm = linalg.matmul ins(%a, %b : tensor<16x8xf32>, tensor<8x16xf32>) outs(%c : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e = tensor.empty() : tensor<16x16xf32>
  // expected-note @below {{user}}
  %n = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.negf %x : f32
      linalg.yield %y : f32
  } -> tensor<16x16xf32>
  // expected-note @below {{user}}
  return %n, %mm : tensor<16x16xf32>, tensor<16x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %loop = transform.structured.tile_using_forall %mm tile_sizes [8, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    // expected-error @below {{the result of 'linalg.matmul' (op class contraction) is used by 1 linalg op(s) and by 1 other op(s); epilogue fusion needs every use of an intermediate value inside the epilogue, so that it is computed and written once}}
    %fused, %new_loop = transform.kgen.fuse_epilogue %tiled : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A branching epilogue with two results that leave it cannot be merged into
// one op.
#idn = affine_map<(i, j) -> (i, j)>
func.func @two_sinks(%a: tensor<16x8xf32>, %b: tensor<8x16xf32>, %c: tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>) {
  %mm = linalg.matmul ins(%a, %b : tensor<16x8xf32>, tensor<8x16xf32>) outs(%c : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e = tensor.empty() : tensor<16x16xf32>
  // expected-note @below {{user}}
  %n = linalg.generic {indexing_maps = [#idn, #idn], iterator_types = ["parallel", "parallel"]}
      ins(%mm : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.negf %x : f32
      linalg.yield %y : f32
  } -> tensor<16x16xf32>
  // expected-note @below {{user}}
  %m = linalg.generic {indexing_maps = [#idn, #idn], iterator_types = ["parallel", "parallel"]}
      ins(%mm : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = math.exp %x : f32
      linalg.yield %y : f32
  } -> tensor<16x16xf32>
  return %n, %m : tensor<16x16xf32>, tensor<16x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %loop = transform.structured.tile_using_forall %mm tile_sizes [8, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    // expected-error @below {{the epilogue branches and has 2 results that leave it; a branching epilogue is merged into one op, which needs exactly one}}
    %fused, %new_loop = transform.kgen.fuse_epilogue %tiled : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A join that reads an intermediate value transposed cannot be merged (the
// value exists only as a scalar of the same iteration).
#idt = affine_map<(i, j) -> (i, j)>
#tr = affine_map<(i, j) -> (j, i)>
func.func @transposed_join(%a: tensor<16x8xf32>, %b: tensor<8x16xf32>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %mm = linalg.matmul ins(%a, %b : tensor<16x8xf32>, tensor<8x16xf32>) outs(%c : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e = tensor.empty() : tensor<16x16xf32>
  %n = linalg.generic {indexing_maps = [#idt, #idt], iterator_types = ["parallel", "parallel"]}
      ins(%mm : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.negf %x : f32
      linalg.yield %y : f32
  } -> tensor<16x16xf32>
  // expected-note @below {{here}}
  %s = linalg.generic {indexing_maps = [#idt, #tr, #idt], iterator_types = ["parallel", "parallel"]}
      ins(%n, %n : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %z = arith.addf %x, %y : f32
      linalg.yield %z : f32
  } -> tensor<16x16xf32>
  return %s : tensor<16x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %loop = transform.structured.tile_using_forall %mm tile_sizes [8, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    // expected-error @below {{the epilogue branches and 'linalg.generic' (op class elementwise) cannot be merged with the others: merging needs the same iteration space, identity result maps and identity maps for values computed inside the epilogue}}
    %fused, %new_loop = transform.kgen.fuse_epilogue %tiled : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Untiled contraction, a target that is not a contraction, no consumer.
func.func @untiled(%a: tensor<16x8xf32>, %b: tensor<8x16xf32>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  // expected-note @below {{target op}}
  %mm = linalg.matmul ins(%a, %b : tensor<16x8xf32>, tensor<8x16xf32>) outs(%c : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %mm : tensor<16x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{target 'linalg.matmul' (op class contraction) is not inside an scf.forall tile loop; tile it with transform.structured.tile_using_forall first}}
    %fused, %new_loop = transform.kgen.fuse_epilogue %mm : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @not_contraction(%a: tensor<16xf32>) -> tensor<16xf32> {
  // expected-note @below {{target op}}
  %n = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%a : tensor<16xf32>) {
    ^bb0(%o: f32):
      %y = arith.negf %o : f32
      linalg.yield %y : f32
  } -> tensor<16xf32>
  return %n : tensor<16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{target 'linalg.generic' (op class elementwise) is neither an scf.forall nor a contraction or convolution}}
    %fused, %new_loop = transform.kgen.fuse_epilogue %g : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @no_consumer(%a: tensor<16x8xf32>, %b: tensor<8x16xf32>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  // expected-note @below {{here}}
  %mm = linalg.matmul ins(%a, %b : tensor<16x8xf32>, tensor<8x16xf32>) outs(%c : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %mm : tensor<16x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %loop = transform.structured.tile_using_forall %mm tile_sizes [8, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    // expected-error @below {{the result of 'linalg.matmul' (op class contraction) has no linalg consumer to fuse}}
    %fused, %new_loop = transform.kgen.fuse_epilogue %tiled : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
