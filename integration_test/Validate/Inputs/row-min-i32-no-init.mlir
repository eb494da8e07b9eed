// Negative control: an integer row minimum without its initial value (the
// largest i32, the first poison, is min's neutral element).
func.func @k(%a: tensor<64x100xi32>) -> tensor<64xi32> {
  %init = tensor.empty() : tensor<64xi32>
  %0 = linalg.reduce ins(%a : tensor<64x100xi32>) outs(%init : tensor<64xi32>) dimensions = [1]
    (%x: i32, %m: i32) {
      %r = arith.minsi %x, %m : i32
      linalg.yield %r : i32
    }
  return %0 : tensor<64xi32>
}
