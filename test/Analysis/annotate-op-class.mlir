// RUN: kgen-opt %s --kgen-annotate-op-class | FileCheck %s

#win = affine_map<(d0, d1) -> (d1)>
#in1d = affine_map<(d0, d1) -> (d0 + d1)>
#out1d = affine_map<(d0, d1) -> (d0)>

// CHECK-LABEL: func.func @kernel
func.func @kernel(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>,
                  %c: tensor<8x4xf32>, %r: tensor<8xf32>,
                  %img: tensor<1x3x10x10xf32>, %flt: tensor<5x3x3x3xf32>,
                  %out: tensor<1x5x8x8xf32>, %sig: tensor<10xf32>,
                  %w3: tensor<3xf32>, %o8: tensor<8xf32>,
                  %d: tensor<8x8xf32>) -> tensor<8x4xf32> {
  // CHECK: linalg.matmul {kgen.op_class = #kgen.op_class<contraction>}
  %0 = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>)
                     outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  // CHECK: linalg.add {kgen.op_class = #kgen.op_class<elementwise>}
  %1 = linalg.add ins(%0, %0 : tensor<8x4xf32>, tensor<8x4xf32>)
                  outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  // CHECK: linalg.reduce
  // CHECK-SAME: {kgen.op_class = #kgen.op_class<reduction>}
  %2 = linalg.reduce ins(%a : tensor<8x16xf32>) outs(%r : tensor<8xf32>)
      dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  // CHECK: linalg.conv_2d_nchw_fchw {kgen.op_class = #kgen.op_class<convolution>
  %3 = linalg.conv_2d_nchw_fchw
      ins(%img, %flt : tensor<1x3x10x10xf32>, tensor<5x3x3x3xf32>)
      outs(%out : tensor<1x5x8x8xf32>) -> tensor<1x5x8x8xf32>
  // CHECK: linalg.generic
  // CHECK-SAME: kgen.op_class = #kgen.op_class<pooling>
  %4 = linalg.generic {indexing_maps = [#in1d, #win, #out1d],
                       iterator_types = ["parallel", "reduction"]}
      ins(%sig, %w3 : tensor<10xf32>, tensor<3xf32>)
      outs(%o8 : tensor<8xf32>) {
    ^bb0(%x: f32, %w: f32, %acc: f32):
      %m = arith.maximumf %acc, %x : f32
      linalg.yield %m : f32
  } -> tensor<8xf32>
  // Ops that fit no class, and non-structured ops, stay unannotated.
  // CHECK: linalg.generic
  // CHECK-NOT: kgen.op_class
  // CHECK-SAME: iterator_types = ["parallel"]
  %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>,
                                        affine_map<(d0) -> (d0, d0)>],
                       iterator_types = ["parallel"]}
      ins(%r : tensor<8xf32>) outs(%d : tensor<8x8xf32>) {
    ^bb0(%x: f32, %y: f32):
      linalg.yield %x : f32
  } -> tensor<8x8xf32>
  // CHECK: return
  // CHECK-NOT: kgen.op_class
  return %1 : tensor<8x4xf32>
}
