func.func @pad(%x: tensor<5x7xf32>) -> tensor<8x9xf32> {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %x low[1, 2] high[2, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<5x7xf32> to tensor<8x9xf32>
  return %p : tensor<8x9xf32>
}
