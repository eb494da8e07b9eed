// level1/39's L2 normalization as --kgen-partition leaves it (the importer's
// ReduceL2 and Div raised to kgen.lp_normalize): rows of 65535 of
// tensor<32768x65535xf32> (8.6 GB in, 8.6 GB out).
module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @l2norm(%x: tensor<32768x65535xf32>) -> tensor<32768x65535xf32> {
    %init = tensor.empty() : tensor<32768x65535xf32>
    %r = kgen.lp_normalize ins(%x : tensor<32768x65535xf32>) outs(%init : tensor<32768x65535xf32>) dimension = 1, p = 2
    return %r : tensor<32768x65535xf32>
  }
}
