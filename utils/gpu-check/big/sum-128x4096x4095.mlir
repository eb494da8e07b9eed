// KernelBench level1/47's size: the sum over dimension 1 of 128x4096x4095
// f32 (8.6 GB in, 2 MB out).
func.func @sum_dim1(%x: tensor<128x4096x4095xf32>) -> tensor<128x4095xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<128x4095xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<128x4095xf32>) -> tensor<128x4095xf32>
  %0 = linalg.reduce ins(%x : tensor<128x4096x4095xf32>) outs(%fill : tensor<128x4095xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<128x4095xf32>
}
