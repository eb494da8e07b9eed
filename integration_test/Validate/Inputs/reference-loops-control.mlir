// Control of reference-loops.mlir: the same loop, with i / 2, which reaches
// 0; its output counts the iterations (times the input).
func.func @loops_control(%t: tensor<64x100xi32>) -> tensor<64x100xi32> {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %init = tensor.empty() : tensor<64x100xi32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<64x100xi32>) outs(%init : tensor<64x100xi32>) {
    ^bb0(%v: i32, %o: i32):
      %y:2 = scf.while (%i = %v, %n = %c0) : (i32, i32) -> (i32, i32) {
        %go = arith.cmpi ne, %i, %c0 : i32
        scf.condition(%go) %i, %n : i32, i32
      } do {
      ^bb0(%w: i32, %m: i32):
        %next = arith.divsi %w, %c2 : i32
        %count = arith.addi %m, %v : i32
        scf.yield %next, %count : i32, i32
      }
      linalg.yield %y#1 : i32
  } -> tensor<64x100xi32>
  return %0 : tensor<64x100xi32>
}
