// Negative control: the row minimum without its initial value (NaN is
// minnumf's neutral element too).
func.func @k(%a: tensor<64x100xf32>) -> tensor<64xf32> {
  %init = tensor.empty() : tensor<64xf32>
  %0 = linalg.reduce ins(%a : tensor<64x100xf32>) outs(%init : tensor<64xf32>) dimensions = [1]
    (%x: f32, %m: f32) {
      %r = arith.minnumf %x, %m : f32
      linalg.yield %r : f32
    }
  return %0 : tensor<64xf32>
}
