// The minimum of each row of integers, from the largest i32.
func.func @k(%a: tensor<64x100xi32>) -> tensor<64xi32> {
  %hi = arith.constant 2147483647 : i32
  %init = tensor.empty() : tensor<64xi32>
  %acc = linalg.fill ins(%hi : i32) outs(%init : tensor<64xi32>) -> tensor<64xi32>
  %0 = linalg.reduce ins(%a : tensor<64x100xi32>) outs(%acc : tensor<64xi32>) dimensions = [1]
    (%x: i32, %m: i32) {
      %r = arith.minsi %x, %m : i32
      linalg.yield %r : i32
    }
  return %0 : tensor<64xi32>
}
