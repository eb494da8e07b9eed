// The elementwise kernel of naive.mlir, to be transformed by
// test/Lowering/Inputs/vectorize-elementwise.mlir (block tiles of 4x512,
// thread tiles of 1x4, 128-bit loads and stores) before lowering.
module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @add_tiled(%a: tensor<4096x4096xf32>, %b: tensor<4096x4096xf32>)
      -> tensor<4096x4096xf32> attributes {llvm.emit_c_interface} {
    %init = tensor.empty() : tensor<4096x4096xf32>
    %0 = linalg.add ins(%a, %b : tensor<4096x4096xf32>, tensor<4096x4096xf32>)
                    outs(%init : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    return %0 : tensor<4096x4096xf32>
  }
}
