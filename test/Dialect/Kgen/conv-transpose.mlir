// RUN: kgen-opt %s | kgen-opt | FileCheck %s
// RUN: kgen-opt %s --mlir-print-op-generic | kgen-opt | FileCheck %s

// CHECK-LABEL: func.func @conv_transpose_1d
// CHECK: kgen.conv_transpose ins(%{{.*}}, %{{.*}} : tensor<2x3x7xf32>, tensor<3x4x3xf32>) outs(%{{.*}} : tensor<2x4x15xf32>) strides = [2] dilations = [1] pads_begin = [0] groups = 1 : tensor<2x4x15xf32>
func.func @conv_transpose_1d(%x: tensor<2x3x7xf32>, %w: tensor<3x4x3xf32>, %init: tensor<2x4x15xf32>) -> tensor<2x4x15xf32> {
  %r = kgen.conv_transpose ins(%x, %w : tensor<2x3x7xf32>, tensor<3x4x3xf32>) outs(%init : tensor<2x4x15xf32>) strides = [2] dilations = [1] pads_begin = [0] groups = 1 : tensor<2x4x15xf32>
  return %r : tensor<2x4x15xf32>
}

// CHECK-LABEL: func.func @conv_transpose_2d_groups
// CHECK: kgen.conv_transpose {{.*}} strides = [2, 1] dilations = [1, 2] pads_begin = [1, 0] groups = 2 : tensor<1x6x10x9xf32>
func.func @conv_transpose_2d_groups(%x: tensor<1x4x5x5xf32>, %w: tensor<4x3x3x3xf32>, %init: tensor<1x6x10x9xf32>) -> tensor<1x6x10x9xf32> {
  %r = kgen.conv_transpose ins(%x, %w : tensor<1x4x5x5xf32>, tensor<4x3x3x3xf32>) outs(%init : tensor<1x6x10x9xf32>) strides = [2, 1] dilations = [1, 2] pads_begin = [1, 0] groups = 2 : tensor<1x6x10x9xf32>
  return %r : tensor<1x6x10x9xf32>
}

// CHECK-LABEL: func.func @conv_transpose_3d
// CHECK: kgen.conv_transpose {{.*}} strides = [1, 2, 3] dilations = [1, 1, 1] pads_begin = [0, 0, 1] groups = 1 {some.attr} : tensor<1x2x4x5x6xf32>
func.func @conv_transpose_3d(%x: tensor<1x1x2x2x2xf32>, %w: tensor<1x2x3x3x3xf32>, %init: tensor<1x2x4x5x6xf32>) -> tensor<1x2x4x5x6xf32> {
  %r = kgen.conv_transpose ins(%x, %w : tensor<1x1x2x2x2xf32>, tensor<1x2x3x3x3xf32>) outs(%init : tensor<1x2x4x5x6xf32>) strides = [1, 2, 3] dilations = [1, 1, 1] pads_begin = [0, 0, 1] groups = 1 {some.attr} : tensor<1x2x4x5x6xf32>
  return %r : tensor<1x2x4x5x6xf32>
}
