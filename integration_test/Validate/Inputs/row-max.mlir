// The maximum of each row, from -inf (the kernel of the poison controls).
func.func @k(%a: tensor<64x100xf32>) -> tensor<64xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %init = tensor.empty() : tensor<64xf32>
  %acc = linalg.fill ins(%ninf : f32) outs(%init : tensor<64xf32>) -> tensor<64xf32>
  %0 = linalg.reduce ins(%a : tensor<64x100xf32>) outs(%acc : tensor<64xf32>) dimensions = [1]
    (%x: f32, %m: f32) {
      %r = arith.maxnumf %x, %m : f32
      linalg.yield %r : f32
    }
  return %0 : tensor<64xf32>
}
