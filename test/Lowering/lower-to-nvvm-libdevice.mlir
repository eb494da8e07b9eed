// Math functions in device code become libdevice calls (__nv_*), which the
// binary links from the CUDA toolkit kgen finds (toolkit option, $CUDA_PATH,
// $CUDA_HOME or /usr/local/cuda) even when the environment names none.
// REQUIRES: ptxas
// RUN: rm -rf %t && env -u CUDA_PATH -u CUDA_HOME kgen-opt %s --kgen-lower-to-nvvm="chip=sm_90 artifacts-dir=%t" -o /dev/null
// RUN: FileCheck %s --input-file=%t/math_kernel.ptx
// libdevice is linked into the module before PTX generation: the functions
// are defined (inlined), not external.
// CHECK-NOT: .extern .func{{.*}}__nv_
// CHECK: .visible .entry math_kernel
// CHECK-NOT: __nv_tanhf
// RUN: test -s %t/math_kernel.cubin
func.func @math(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %e = tensor.empty() : tensor<1024xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<1024xf32>) outs(%e : tensor<1024xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = math.sqrt %a : f32
    %t = math.tanh %s : f32
    %u = math.erf %t : f32
    linalg.yield %u : f32
  } -> tensor<1024xf32>
  return %r : tensor<1024xf32>
}
