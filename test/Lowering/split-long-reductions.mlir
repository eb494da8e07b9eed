// RUN: kgen-opt %s --pass-pipeline="builtin.module(func.func(kgen-split-long-reductions))" -split-input-file | FileCheck %s
// RUN: kgen-opt %s --pass-pipeline="builtin.module(func.func(kgen-split-long-reductions{min-extent=100000}))" -split-input-file | FileCheck %s --check-prefix=HIGH

// One reduction loop of 65536 over 32 rows: 2048 partials per row (2^18
// threads wanted, 32 rows: 8192, at most 65536 / 32), as interleaved lanes
// (k = kk * 2048 + f, the lanes innermost: neighbouring threads read
// neighbouring elements), 32 terms each; the combine (2048 terms) is split
// again into 64 lanes, then summed.
// CHECK-LABEL: func @row_sum
//       CHECK:   %[[X:.+]] = tensor.expand_shape %{{.+}} {{\[}}[0], [1, 2]] output_shape [32, 32, 2048]
//       CHECK:   %[[P:.+]] = linalg.generic {{.+}} iterator_types = ["parallel", "reduction", "parallel"]} ins(%[[X]] : tensor<32x32x2048xf32>) outs(%{{.+}} : tensor<32x2048xf32>)
//       CHECK:   arith.addf
//       CHECK:   %[[Y:.+]] = tensor.expand_shape %[[P]] {{\[}}[0], [1, 2]] output_shape [32, 32, 64]
//       CHECK:   %[[Q:.+]] = linalg.generic {{.+}} iterator_types = ["parallel", "reduction", "parallel"]} ins(%[[Y]] : tensor<32x32x64xf32>) outs(%{{.+}} : tensor<32x64xf32>)
//       CHECK:   linalg.generic {{.+}} iterator_types = ["parallel", "reduction"]} ins(%[[Q]] : tensor<32x64xf32>) outs(%{{.+}} : tensor<32xf32>)
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
// n, d, h, w = 4 x 16 x 32 x 32 into 8 channels): 2048 partials per
// channel, taken innermost first: w (32) and h (32) become parallel whole,
// d (16) gives 2 lanes (d = kk * 2 + f); the lane loop goes just before
// its kk loop, so that w stays the fastest and the partials' layout (the
// partial op's parallel loops: c, f, h, w) follows the input's. Each partial sums n x kk = 32 terms; the
// body (x * x + acc) stays in the partial op, the combine only adds, and
// is split again (2048 terms: h gives 2 lanes, w is whole).
// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>
// CHECK-DAG: #[[PART:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
// CHECK-DAG: #[[ID:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2) -> (d0)>
// CHECK-LABEL: func @channel_sum_squares
//       CHECK:   %[[ACC:.+]] = linalg.fill {{.+}} -> tensor<8xf32>
//       CHECK:   %[[X:.+]] = tensor.expand_shape %{{.+}} {{\[}}[0], [1], [2, 3], [4], [5]] output_shape [4, 8, 8, 2, 32, 32]
//       CHECK:   %[[EMPTY:.+]] = tensor.empty() : tensor<8x2x32x32xf32>
//       CHECK:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:   %[[FILL:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[EMPTY]]
//       CHECK:   %[[P:.+]] = linalg.generic {indexing_maps = [#[[IN]], #[[PART]]], iterator_types = ["reduction", "parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%[[X]] : tensor<4x8x8x2x32x32xf32>) outs(%[[FILL]] : tensor<8x2x32x32xf32>)
//       CHECK:     arith.mulf
//       CHECK:     arith.addf
//       CHECK:   %[[Q:.+]] = linalg.generic {{.+}} outs(%{{.+}} : tensor<8x2x32xf32>)
//       CHECK:   %[[R:.+]] = linalg.generic {indexing_maps = [#[[ID]], #[[OUT]]], iterator_types = ["parallel", "reduction", "reduction"]} ins(%[[Q]] : tensor<8x2x32xf32>) outs(%[[ACC]] : tensor<8xf32>)
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
//       CHECK:   linalg.generic {{.+}} ins(%{{.+}} : tensor<8x128xf32>)
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

// -----

// `partials` and `contiguous` (what strategies/gpu/reduction-partials.mlir
// tunes): a sum over the middle loop of [4, 4096, 6] into 64 partials per
// output, interleaved (k = kk * 64 + f: the row index's fast part is the
// lane) or contiguous (k = f * 64 + kk: each lane walks 64 neighbouring
// rows); the lane loop f just before kk, so the partials are [4, 64, 6]
// (the input's order).
// RUN: kgen-opt %s --pass-pipeline="builtin.module(func.func(kgen-split-long-reductions{partials=64}))" -split-input-file | FileCheck %s --check-prefix=P64
// RUN: kgen-opt %s --pass-pipeline="builtin.module(func.func(kgen-split-long-reductions{partials=64 contiguous=true}))" -split-input-file | FileCheck %s --check-prefix=CONTIG
//       P64: #[[IN:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
//       P64: func @middle_sum
//       P64:   tensor.expand_shape %{{.+}} {{\[}}[0], [1, 2], [3]] output_shape [4, 64, 64, 6]
//       P64:   linalg.generic {indexing_maps = [#[[IN]], #{{.+}}], iterator_types = ["parallel", "parallel", "reduction", "parallel"]}
//  P64-SAME:     ins(%{{.+}} : tensor<4x64x64x6xf32>) outs(%{{.+}} : tensor<4x64x6xf32>)
//       P64:   linalg.generic {{.+}} ins(%{{.+}} : tensor<4x64x6xf32>) outs(%{{.+}} : tensor<4x6xf32>)
//       CONTIG: #[[IN:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
//       CONTIG: func @middle_sum
//       CONTIG:   tensor.expand_shape %{{.+}} {{\[}}[0], [1, 2], [3]] output_shape [4, 64, 64, 6]
//       CONTIG:   linalg.generic {indexing_maps = [#[[IN]], #{{.+}}], iterator_types = ["parallel", "parallel", "reduction", "parallel"]}
//  CONTIG-SAME:     ins(%{{.+}} : tensor<4x64x64x6xf32>) outs(%{{.+}} : tensor<4x64x6xf32>)
func.func @middle_sum(%x: tensor<4x4096x6xf32>) -> tensor<4x6xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<4x6xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<4x6xf32>) -> tensor<4x6xf32>
  %r = linalg.reduce ins(%x : tensor<4x4096x6xf32>) outs(%acc : tensor<4x6xf32>) dimensions = [1]
    (%a: f32, %o: f32) {
      %s = arith.addf %a, %o : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4x6xf32>
}

// -----

// A reduction with two results (the shifted sum and sum of squares of
// kgen-one-pass-moments) over rows of 65536: both results get the same
// partials (one partial op with two inits, each filled with its
// combiner's neutral element) and one combine that reduces both.
// CHECK-LABEL: func @two_results
//       CHECK:   %[[X:.+]] = tensor.expand_shape %{{.+}} {{\[}}[0], [1, 2]] output_shape [32, 32, 2048]
//       CHECK:   %[[P:.+]]:2 = linalg.generic {{.+}} iterator_types = ["parallel", "reduction", "parallel"]} ins(%[[X]], %{{.+}} : tensor<32x32x2048xf32>, tensor<32x65536xf32>) outs(%{{.+}}, %{{.+}} : tensor<32x2048xf32>, tensor<32x2048xf32>)
//       CHECK:   arith.subf
//       CHECK:   arith.addf
//       CHECK:   arith.mulf
//       CHECK:   arith.addf
//       CHECK:   linalg.yield
//       CHECK:   tensor.expand_shape %[[P]]#0
//       CHECK:   tensor.expand_shape %[[P]]#1
//       CHECK:   %[[Q:.+]]:2 = linalg.generic {{.+}} outs(%{{.+}}, %{{.+}} : tensor<32x64xf32>, tensor<32x64xf32>)
//  CHECK-NEXT:   ^bb0(%[[A:.+]]: f32, %[[B:.+]]: f32, %[[AO:.+]]: f32, %[[BO:.+]]: f32):
//  CHECK-NEXT:     %[[S:.+]] = arith.addf %[[A]], %[[AO]] : f32
//  CHECK-NEXT:     %[[T:.+]] = arith.addf %[[B]], %[[BO]] : f32
//  CHECK-NEXT:     linalg.yield %[[S]], %[[T]] : f32, f32
//       CHECK:   linalg.generic {{.+}} ins(%[[Q]]#0, %[[Q]]#1 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%{{.+}}, %{{.+}} : tensor<32xf32>, tensor<32xf32>)
// HIGH-LABEL: func @two_results
//   HIGH-NOT:   tensor.expand_shape
func.func @two_results(%x: tensor<32x65536xf32>) -> (tensor<32xf32>, tensor<32xf32>) {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<32xf32>) -> tensor<32xf32>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x, %x : tensor<32x65536xf32>, tensor<32x65536xf32>) outs(%acc, %acc : tensor<32xf32>, tensor<32xf32>) {
  ^bb0(%in: f32, %c: f32, %a: f32, %b: f32):
    %d = arith.subf %in, %c : f32
    %s = arith.addf %d, %a : f32
    %dd = arith.mulf %d, %d : f32
    %t = arith.addf %dd, %b : f32
    linalg.yield %s, %t : f32, f32
  } -> (tensor<32xf32>, tensor<32xf32>)
  return %r#0, %r#1 : tensor<32xf32>, tensor<32xf32>
}
