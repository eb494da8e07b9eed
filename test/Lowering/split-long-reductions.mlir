// RUN: kgen-opt %s --pass-pipeline="builtin.module(func.func(kgen-split-long-reductions))" -split-input-file | FileCheck %s
// RUN: kgen-opt %s --pass-pipeline="builtin.module(func.func(kgen-split-long-reductions{min-extent=100000}))" -split-input-file | FileCheck %s --check-prefix=HIGH

// One reduction loop of 65536: split (upstream splitReduction) by 256, the
// divisor nearest below its square root: 256 partial sums of 256 terms per
// row, then their sum.
// CHECK-LABEL: func @row_sum
//       CHECK:   %[[X:.+]] = tensor.expand_shape %{{.+}} {{\[}}[0], [1, 2]] output_shape [32, 256, 256]
//       CHECK:   %[[P:.+]] = linalg.generic {{.+}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[X]] : tensor<32x256x256xf32>) outs(%{{.+}} : tensor<256x32xf32>)
//       CHECK:   arith.addf
//       CHECK:   linalg.generic {{.+}} ins(%[[P]] : tensor<256x32xf32>) outs(%{{.+}} : tensor<32xf32>)
//       CHECK:   arith.addf
// HIGH-LABEL: func @row_sum
//   HIGH-NOT:   tensor.expand_shape
func.func @row_sum(%x: tensor<32x65536xf32>) -> tensor<32xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<32xf32>) -> tensor<32xf32>
  %r = linalg.reduce ins(%x : tensor<32x65536xf32>) outs(%acc : tensor<32xf32>) dimensions = [1]
    (%a: f32, %o: f32) {
      %s = arith.addf %a, %o : f32
      linalg.yield %s : f32
    }
  return %r : tensor<32xf32>
}

// -----

// Several reduction loops (a batch norm's per-channel sum of squares over
// n, d, h, w = 4 x 16 x 32 x 32): the outer ones become parallel (n, d: 64
// partials, about sqrt(65536) / 4), each summing h x w; the partials go to a
// tensor of the neutral element, the combine adds them into the original
// init. The body (x * x + acc) stays in the partial op; the combine only adds.
// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
// CHECK-DAG: #[[PART:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d2)>
// CHECK-DAG: #[[ID:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2) -> (d0)>
// CHECK-LABEL: func @channel_sum_squares
//       CHECK:   %[[ACC:.+]] = linalg.fill {{.+}} -> tensor<8xf32>
//       CHECK:   %[[EMPTY:.+]] = tensor.empty() : tensor<8x4x16xf32>
//       CHECK:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:   %[[FILL:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[EMPTY]]
//       CHECK:   %[[P:.+]] = linalg.generic {indexing_maps = [#[[IN]], #[[PART]]], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} {{.+}} outs(%[[FILL]] : tensor<8x4x16xf32>)
//       CHECK:     arith.mulf
//       CHECK:     arith.addf
//       CHECK:   %[[R:.+]] = linalg.generic {indexing_maps = [#[[ID]], #[[OUT]]], iterator_types = ["parallel", "reduction", "reduction"]} ins(%[[P]] : tensor<8x4x16xf32>) outs(%[[ACC]] : tensor<8xf32>)
//  CHECK-NEXT:   ^bb0(%[[A:.+]]: f32, %[[B:.+]]: f32):
//  CHECK-NEXT:     %[[S:.+]] = arith.addf %[[A]], %[[B]] : f32
//  CHECK-NEXT:     linalg.yield %[[S]]
//       CHECK:   return %[[R]]
func.func @channel_sum_squares(%x: tensor<4x8x16x32x32xf32>) -> tensor<8xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<8xf32>) -> tensor<8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(n, c, d, h, w) -> (n, c, d, h, w)>, affine_map<(n, c, d, h, w) -> (c)>],
                       iterator_types = ["reduction", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x : tensor<4x8x16x32x32xf32>) outs(%acc : tensor<8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %sq = arith.mulf %a, %a : f32
      %s = arith.addf %sq, %o : f32
      linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// A max: the neutral element is -inf; the combine takes the max.
// CHECK-LABEL: func @row_max
//       CHECK:   arith.constant 0xFF800000 : f32
//       CHECK:   arith.maximumf
//       CHECK:   linalg.generic {{.+}} ins(%{{.+}} : tensor<64x8xf32>)
//       CHECK:   arith.maximumf
func.func @row_max(%x: tensor<8x4096xf32>) -> tensor<8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %init = tensor.empty() : tensor<8xf32>
  %acc = linalg.fill ins(%ninf : f32) outs(%init : tensor<8xf32>) -> tensor<8xf32>
  %r = linalg.reduce ins(%x : tensor<8x4096xf32>) outs(%acc : tensor<8xf32>) dimensions = [1]
    (%a: f32, %o: f32) {
      %m = arith.maximumf %a, %o : f32
      linalg.yield %m : f32
    }
  return %r : tensor<8xf32>
}

// -----

// Left as they are: a short reduction; a large output (4096x4096 outputs x
// 64 partials would be 1 G elements); a reduction inside a loop (a
// strategy's tile); a body without a single combiner (an arg-max's select).
// CHECK-LABEL: func @left_alone
//   CHECK-NOT:   tensor.expand_shape
//       CHECK:   linalg.reduce ins(%{{.+}} : tensor<8x1024xf32>)
//   CHECK-NOT:   tensor.expand_shape
//       CHECK:   linalg.matmul ins(%{{.+}}, %{{.+}} : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%{{.+}} : tensor<4096x4096xf32>)
//   CHECK-NOT:   tensor.expand_shape
//       CHECK:   scf.forall
//       CHECK:     linalg.reduce ins(%{{.+}} : tensor<8x8192xf32>)
//   CHECK-NOT:   tensor.expand_shape
//       CHECK:   iterator_types = ["reduction"]} ins(%{{.+}} : tensor<8192xf32>)
//   CHECK-NOT:   tensor.expand_shape
//       CHECK:   return
func.func @left_alone(%short: tensor<8x1024xf32>, %a: tensor<4096x4096xf32>, %b: tensor<4096x4096xf32>,
                      %c: tensor<4096x4096xf32>, %tiles: tensor<4x8x8192xf32>, %v: tensor<8192xf32>)
    -> (tensor<8xf32>, tensor<4096x4096xf32>, tensor<4x8xf32>, tensor<f32>) {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<8xf32>) -> tensor<8xf32>
  %r0 = linalg.reduce ins(%short : tensor<8x1024xf32>) outs(%acc : tensor<8xf32>) dimensions = [1]
    (%x: f32, %o: f32) {
      %s = arith.addf %x, %o : f32
      linalg.yield %s : f32
    }
  %r1 = linalg.matmul ins(%a, %b : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%c : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %t0 = tensor.empty() : tensor<4x8xf32>
  %r2 = scf.forall (%i) in (4) shared_outs(%out = %t0) -> tensor<4x8xf32> {
    %slice = tensor.extract_slice %tiles[%i, 0, 0] [1, 8, 8192] [1, 1, 1] : tensor<4x8x8192xf32> to tensor<8x8192xf32>
    %e = tensor.empty() : tensor<8xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    %red = linalg.reduce ins(%slice : tensor<8x8192xf32>) outs(%f : tensor<8xf32>) dimensions = [1]
      (%x: f32, %o: f32) {
        %s = arith.addf %x, %o : f32
        linalg.yield %s : f32
      }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %red into %out[%i, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
    }
  }
  %s0 = tensor.empty() : tensor<f32>
  %s1 = linalg.fill ins(%zero : f32) outs(%s0 : tensor<f32>) -> tensor<f32>
  %r3 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]}
      ins(%v : tensor<8192xf32>) outs(%s1 : tensor<f32>) {
    ^bb0(%x: f32, %o: f32):
      %gt = arith.cmpf ogt, %x, %o : f32
      %sel = arith.select %gt, %x, %o : f32
      linalg.yield %sel : f32
  } -> tensor<f32>
  return %r0, %r1, %r2, %r3 : tensor<8xf32>, tensor<4096x4096xf32>, tensor<4x8xf32>, tensor<f32>
}
