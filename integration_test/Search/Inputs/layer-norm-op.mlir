// kgen.layer_norm over the rows of a 128x768 input (what the importer
// emits for LayerNormalization): decomposed by the rowwise strategies.
func.func @layer_norm_op(%x: tensor<128x768xf32>, %s: tensor<768xf32>, %b: tensor<768xf32>) -> tensor<128x768xf32> {
  %init = tensor.empty() : tensor<128x768xf32>
  %r = kgen.layer_norm ins(%x, %s, %b : tensor<128x768xf32>, tensor<768xf32>, tensor<768xf32>) outs(%init : tensor<128x768xf32>) axis = 1, epsilon = 1.0e-05
  return %r : tensor<128x768xf32>
}
