// A plain row reduction: the maximum of each row of a 128x512 input
// (a linalg.reduce named op, no elementwise ops around it).
func.func @row_max(%x: tensor<128x512xf32>) -> tensor<128xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %init = tensor.empty() : tensor<128xf32>
  %acc = linalg.fill ins(%ninf : f32) outs(%init : tensor<128xf32>) -> tensor<128xf32>
  %r = linalg.reduce ins(%x : tensor<128x512xf32>) outs(%acc : tensor<128xf32>) dimensions = [1]
    (%a: f32, %o: f32) {
      %m = arith.maximumf %a, %o : f32
      linalg.yield %m : f32
    }
  return %r : tensor<128xf32>
}
