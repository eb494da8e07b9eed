// The sum over the middle dimension of 128x4096x4095 (KernelBench level-1
// 47's size, 8.6 GB of operands): a full-size kernel for the tuner's
// throughput (issue #17).
func.func @sum(%x: tensor<128x4096x4095xf32>) -> tensor<128x4095xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<128x4095xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<128x4095xf32>) -> tensor<128x4095xf32>
  %r = linalg.reduce ins(%x : tensor<128x4096x4095xf32>) outs(%acc : tensor<128x4095xf32>) dimensions = [1]
    (%in: f32, %out: f32) {
      %s = arith.addf %in, %out : f32
      linalg.yield %s : f32
    }
  return %r : tensor<128x4095xf32>
}
