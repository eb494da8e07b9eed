// problems/softmax.py written by hand: linalg.softmax over the last dim.
func.func @main(%x: tensor<5x33xf32> {kgen.name = "x"})
    -> (tensor<5x33xf32> {kgen.name = "output_0"}) {
  %e = tensor.empty() : tensor<5x33xf32>
  %y = linalg.softmax dimension(1) ins(%x : tensor<5x33xf32>)
                                   outs(%e : tensor<5x33xf32>) -> tensor<5x33xf32>
  return %y : tensor<5x33xf32>
}
