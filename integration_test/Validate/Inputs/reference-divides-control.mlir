// Control of reference-divides.mlir: divides by y | 1, never zero.
func.func @divides_control(%a: tensor<64x100xi32>, %b: tensor<64x100xi32>) -> tensor<64x100xi32> {
  %c1 = arith.constant 1 : i32
  %init = tensor.empty() : tensor<64x100xi32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<64x100xi32>, tensor<64x100xi32>) outs(%init : tensor<64x100xi32>) {
    ^bb0(%x: i32, %y: i32, %o: i32):
      %odd = arith.ori %y, %c1 : i32
      %q = arith.divsi %x, %odd : i32
      linalg.yield %q : i32
  } -> tensor<64x100xi32>
  return %0 : tensor<64x100xi32>
}
