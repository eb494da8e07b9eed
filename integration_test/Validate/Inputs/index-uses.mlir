// Integer arguments used as indices in the ways the validator's analysis
// follows (getIndexBounds, docs/validate.md "Index operands"):
//   %a i32:   extsi + index_cast, then row index of %data (10) and column
//             index (20) in one payload: bound min(10, 20) = 10
//   %b i64:   an element read at the top level, the dynamic column offset
//             of a 10x4 slice with stride 2: bound 20 - 3*2 = 14
//   %c i64:   only converted to float: no bound, today's values
//   %d i8:    collapsed, extui, column index: bound 20
//   %e i64:   through a linalg.transpose, then a row index: bound 10
func.func @uses(%data: tensor<10x20xf32>, %a: tensor<8xi32>, %b: tensor<3xi64>,
                %c: tensor<8xi64>, %d: tensor<2x4xi8>, %e: tensor<4x2xi64>)
    -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %dflat = tensor.collapse_shape %d [[0, 1]] : tensor<2x4xi8> into tensor<8xi8>
  %eempty = tensor.empty() : tensor<2x4xi64>
  %et = linalg.transpose ins(%e : tensor<4x2xi64>) outs(%eempty : tensor<2x4xi64>) permutation = [1, 0]
  %eflat = tensor.collapse_shape %et [[0, 1]] : tensor<2x4xi64> into tensor<8xi64>
  %b1 = tensor.extract %b[%c1] : tensor<3xi64>
  %off = arith.index_cast %b1 : i64 to index
  %slice = tensor.extract_slice %data[0, %off] [10, 4] [1, 2] : tensor<10x20xf32> to tensor<10x4xf32>
  %init = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%a, %c, %dflat, %eflat : tensor<8xi32>, tensor<8xi64>, tensor<8xi8>, tensor<8xi64>)
      outs(%init : tensor<8xf32>) {
    ^bb0(%ai: i32, %ci: i64, %di: i8, %ei: i64, %out: f32):
      %a64 = arith.extsi %ai : i32 to i64
      %ax = arith.index_cast %a64 : i64 to index
      %x0 = tensor.extract %data[%ax, %c0] : tensor<10x20xf32>
      %x1 = tensor.extract %data[%c1, %ax] : tensor<10x20xf32>
      %cf = arith.sitofp %ci : i64 to f32
      %d32 = arith.extui %di : i8 to i32
      %dx = arith.index_cast %d32 : i32 to index
      %x2 = tensor.extract %data[%c0, %dx] : tensor<10x20xf32>
      %ex = arith.index_cast %ei : i64 to index
      %x3 = tensor.extract %data[%ex, %c1] : tensor<10x20xf32>
      %i = linalg.index 0 : index
      %c4 = arith.constant 4 : index
      %col = arith.remui %i, %c4 : index
      %x4 = tensor.extract %slice[%i, %col] : tensor<10x4xf32>
      %s0 = arith.addf %x0, %x1 : f32
      %s1 = arith.addf %s0, %x2 : f32
      %s2 = arith.addf %s1, %x3 : f32
      %s3 = arith.addf %s2, %x4 : f32
      %s4 = arith.mulf %cf, %s3 : f32
      linalg.yield %s4 : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
