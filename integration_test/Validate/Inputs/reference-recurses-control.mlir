// Control of reference-recurses.mlir: the same recursion with a base case
// (depth 3: 4x).
func.func private @rec(%x: f32, %n: i32) -> f32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %done = arith.cmpi sle, %n, %c0 : i32
  %y = scf.if %done -> f32 {
    scf.yield %x : f32
  } else {
    %m = arith.subi %n, %c1 : i32
    %r = func.call @rec(%x, %m) : (f32, i32) -> f32
    %s = arith.addf %r, %x : f32
    scf.yield %s : f32
  }
  return %y : f32
}
func.func @recurses_control(%a: tensor<64x100xf32>) -> tensor<64x100xf32> {
  %c3 = arith.constant 3 : i32
  %init = tensor.empty() : tensor<64x100xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<64x100xf32>) outs(%init : tensor<64x100xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = func.call @rec(%x, %c3) : (f32, i32) -> f32
      linalg.yield %y : f32
  } -> tensor<64x100xf32>
  return %0 : tensor<64x100xf32>
}
